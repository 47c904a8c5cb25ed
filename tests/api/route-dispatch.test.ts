import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Static paths are answered from a map of precomposed routes (server/http/live-router.ts); everything else goes through
 * @koa/router. Both must answer the same way: the exact path, another letter case, a trailing slash, HEAD, 405.
 */
let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const staticRoute = '/api/admin/user/front/info';

test('a static route is in the map, and its path answers alike exactly, in other letter case and with a trailing slash', async () => {
  expect(server.routes.staticRoutes.has(`GET ${staticRoute}`)).toBe(true);
  const exact = await server.request.get(staticRoute).set(admin);
  expect(exact.status).toBe(200);
  for (const path of [staticRoute.toUpperCase(), `${staticRoute}/`]) {
    const res = await server.request.get(path).set(admin);
    expect([res.status, res.body.data?.mobile]).toEqual([200, exact.body.data.mobile]);
  }
});

test('a static route still checks the token, answers HEAD, and refuses other methods with 405', async () => {
  expect((await server.request.get(staticRoute)).status).toBe(401);
  const head = await server.request.head(staticRoute).set(admin);
  expect(head.status).toBe(200);
  const post = await server.request.post(staticRoute).set(admin).send({});
  expect([post.status, post.body.msg]).toEqual([405, '不支持该请求方法']);
});

test('parameterised paths are not in the map and still reach their routes', async () => {
  expect([...server.routes.staticRoutes.keys()].some((key) => key.includes(':'))).toBe(false);
  const tree = await server.request.get('/api/admin/depart/tree').set(admin);
  const res = await server.request.get(`/api/admin/depart/select/${tree.body.data[0].id}`).set(admin);
  expect([res.status, res.body.data?.id]).toEqual([200, tree.body.data[0].id]);
});
