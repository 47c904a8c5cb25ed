import { startTestServer, type TestServer } from '../support/test-server';
import { testService } from '../support/commerce';
import { makePng } from '../support/images';

/**
 * Issue 25, finding 4 (CSRF): a request authenticated by the session cookie is refused with 403 and changes
 * nothing unless it comes from the app's own pages; the bearer header is unaffected.
 */
const ORDER = '/api/business/plt-order';
const UNTRUSTED = '请求来源不被信任';
const EVIL = 'https://evil.example';

let server: TestServer;
let adminA: Record<string, string>;
let cookie: string;
let own: string;
let smsId: number;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  cookie = `Authorization=${encodeURIComponent(adminA.Authorization)}`;
  own = `http://127.0.0.1:${server.port}`;
  smsId = await testService(server, 'TST-CSRF', [{ qty: 1000, priceFen: 3900 }]);
}, 60_000);
afterAll(() => server.stop());

const newOrder = async () => {
  const res = await server.request.post(`${ORDER}/createOrder`).set(adminA).send({ type: 1, cid: smsId, name: 'x', qty: 1000, amount: 39 });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};
const statusOf = async (id: number) => (await server.request.get(`${ORDER}/selectById/${id}`).set(adminA).expect(200)).body.data.status as number;
const orderCount = async () => (await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 10 }).set(adminA).expect(200)).body.data.total as number;
const cancelByCookie = (id: number, headers: Record<string, string>) => server.request.get(`${ORDER}/cancelById/${id}`).set('Cookie', cookie).set(headers);

test('cookie + a foreign Origin on a state-changing GET (cancelById): 403 and the order stays open', async () => {
  const id = await newOrder();
  const res = await cancelByCookie(id, { Origin: EVIL });
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ code: 403, msg: UNTRUSTED });
  expect(await statusOf(id)).toBe(0);
});

test('cookie + a foreign Origin on a POST (createOrder): 403 and no order made', async () => {
  const before = await orderCount();
  const res = await server.request
    .post(`${ORDER}/createOrder`)
    .set('Cookie', cookie)
    .set('Origin', EVIL)
    .send({ type: 1, cid: smsId, name: 'x', qty: 1000, amount: 39 });
  expect(res.status).toBe(403);
  expect(res.body.msg).toBe(UNTRUSTED);
  expect(await orderCount()).toBe(before);
});

test('cookie + Sec-Fetch-Site: cross-site is refused, even with no Origin or Referer', async () => {
  const id = await newOrder();
  const res = await cancelByCookie(id, { 'Sec-Fetch-Site': 'cross-site' });
  expect(res.status).toBe(403);
  expect(res.body.msg).toBe(UNTRUSTED);
  expect(await statusOf(id)).toBe(0);
});

test('cookie + a foreign Referer (no Origin) is refused; so are an opaque Origin and a Referer that is no URL', async () => {
  const id = await newOrder();
  const refused: Record<string, string>[] = [{ Referer: `${EVIL}/page.html` }, { Origin: 'null' }, { Referer: 'not a url' }, { Referer: `${own}.evil.example/` }];
  for (const headers of refused) {
    const res = await cancelByCookie(id, headers);
    expect([headers, res.status, res.body.msg]).toEqual([headers, 403, UNTRUSTED]);
  }
  expect(await statusOf(id)).toBe(0);
});

test('cookie + Sec-Fetch-Site: same-site with no Origin or Referer (a sibling subdomain) is refused', async () => {
  const id = await newOrder();
  const res = await cancelByCookie(id, { 'Sec-Fetch-Site': 'same-site' });
  expect(res.status).toBe(403);
  expect(await statusOf(id)).toBe(0);
});

test('cookie + the app’s own Origin works (取消成功!); so does a same-origin page that sends only Referer or only Sec-Fetch-Site', async () => {
  const byOrigin = await newOrder();
  const res = await cancelByCookie(byOrigin, { Origin: own, 'Sec-Fetch-Site': 'same-origin' });
  expect(res.status).toBe(200);
  expect(res.body.msg).toBe('取消成功!');
  expect(await statusOf(byOrigin)).not.toBe(0);

  const byReferer = await newOrder();
  expect((await cancelByCookie(byReferer, { Referer: `${own}/merchant/orders?x=1` })).status).toBe(200);
  const bySite = await newOrder();
  expect((await cancelByCookie(bySite, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  const created = await server.request.post(`${ORDER}/createOrder`).set('Cookie', cookie).set('Origin', own).send({ type: 1, cid: smsId, name: 'x', qty: 1000, amount: 39 });
  expect(created.status).toBe(200);
});

test('the bearer header is unaffected by a foreign Origin, Referer or Sec-Fetch-Site', async () => {
  const id = await newOrder();
  const res = await server.request
    .get(`${ORDER}/cancelById/${id}`)
    .set(adminA)
    .set({ Origin: EVIL, Referer: `${EVIL}/`, 'Sec-Fetch-Site': 'cross-site' });
  expect(res.status).toBe(200);
  expect(res.body.msg).toBe('取消成功!');
});

test('a stored file by the cookie: shown on the app’s own pages (also by a no-referrer link), refused to other sites', async () => {
  const url: string = (await server.request.post('/api/business/storage/create').set(adminA).attach('file', makePng(), { filename: 'a.png', contentType: 'image/png' })).body.data.url;
  const fileByCookie = (headers: Record<string, string>) => server.request.get(url).set('Cookie', cookie).set(headers);
  expect((await fileByCookie({ Referer: `${own}/merchant`, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  expect((await fileByCookie({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  expect((await fileByCookie({ 'Sec-Fetch-Site': 'none' })).status).toBe(200);
  expect((await fileByCookie({ 'Sec-Fetch-Site': 'cross-site', Referer: `${EVIL}/` })).status).toBe(403);
});

describe('behind a proxy (TRUST_PROXY) and with APP_ORIGINS', () => {
  let proxied: TestServer;
  let proxiedCookie: string;
  beforeAll(async () => {
    const previous = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    try {
      proxied = await startTestServer({ env: { appOrigins: ['http://localhost:8001'] } as any });
    } finally {
      if (previous === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = previous;
    }
    proxiedCookie = `Authorization=${encodeURIComponent(`Bearer ${await proxied.login('13800000001', proxied.tenants.A)}`)}`;
  }, 60_000);
  afterAll(() => proxied?.stop());

  const info = (headers: Record<string, string>) => proxied.request.get('/api/admin/user/front/info').set('Cookie', proxiedCookie).set(headers);

  test('the origin the proxy names (X-Forwarded-Proto/Host) is the app’s own', async () => {
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'console.example.com' };
    expect((await info({ ...forwarded, Origin: 'https://console.example.com' })).status).toBe(200);
    expect((await info({ ...forwarded, Origin: 'http://console.example.com' })).status).toBe(403);
  });

  test('an origin listed in APP_ORIGINS is trusted; others are not', async () => {
    expect((await info({ Origin: 'http://localhost:8001' })).status).toBe(200);
    expect((await info({ Referer: 'http://localhost:8001/merchant' })).status).toBe(200);
    expect((await info({ Origin: 'http://localhost:8002' })).status).toBe(403);
  });
});

test('a cookie request naming no page at all (no Origin, Referer or Sec-Fetch-Site: curl, a no-referrer link over plain HTTP) is accepted', async () => {
  const res = await server.request.get('/api/admin/user/front/info').set('Cookie', cookie);
  expect(res.status).toBe(200);
});
