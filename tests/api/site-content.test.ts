import { makePng } from '../support/images';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * 站点内容 (issue 30): operators change the public pages' texts, images and HTML in the operator console, and the
 * page is served with the change at once; HTML is sanitised, bad input is refused in Chinese with nothing changed,
 * 恢复默认 brings the page file's text back, and a company's token reaches none of it.
 */
const BASE = '/api/platform/site-content';

let server: TestServer;
let operator: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  operator = await server.operatorAuth();
  admin = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const h1Of = async (route: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec((await server.request.get(route)).text)?.[1];
const rowOf = async (page: string, label: string) => {
  const res = await server.request.get(`${BASE}/list`).query({ page: 1, limit: 100, pageId: page }).set(operator);
  expect(res.status).toBe(200);
  return res.body.data.records.find((row: any) => row.pageId === page && row.label === label);
};

test('every text of every site page is a row, titled and labelled, unedited', async () => {
  const res = await server.request.get(`${BASE}/list`).query({ page: 1, limit: 10 }).set(operator);
  expect(res.status).toBe(200);
  expect(res.body.data.total).toBeGreaterThan(300);
  const hero = await rowOf('yuncrm', '首屏 · 标题');
  expect(hero).toMatchObject({ pageTitle: '云CRM', blockKey: 'hero', kind: 0, edited: 0 });
});

test('an operator edits the CRM page\'s heading and the page shows it; 恢复默认 brings the file\'s back', async () => {
  const before = await h1Of('/yuncrm');
  const rows = (await server.request.get(`${BASE}/list`).query({ page: 1, limit: 100, text: before }).set(operator)).body.data.records;
  const heading = rows.find((row: any) => row.pageId === 'yuncrm' && row.path === '/title');
  expect(heading).toMatchObject({ text: before, kind: 0 });
  const saved = await server.request.put(`${BASE}/update/${heading.id}`).set(operator).send({ text: '  销售全流程，一个系统管到底  ' });
  expect(saved.status).toBe(200);
  expect(await h1Of('/yuncrm')).toBe('销售全流程，一个系统管到底');
  const row = (await server.request.get(`${BASE}/select/${heading.id}`).set(operator)).body.data;
  expect(row).toMatchObject({ text: '销售全流程，一个系统管到底', edited: 1 });
  // The other pages keep theirs.
  expect(await h1Of('/projectwms')).not.toBe('销售全流程，一个系统管到底');

  const restored = await server.request.post(`${BASE}/restore/${heading.id}`).set(operator);
  expect(restored.status).toBe(200);
  expect(await h1Of('/yuncrm')).toBe(before);
  expect((await server.request.get(`${BASE}/select/${heading.id}`).set(operator)).body.data).toMatchObject({ text: before, edited: 0 });
  const again = await server.request.post(`${BASE}/restore/${heading.id}`).set(operator);
  expect(again.status).toBe(409);
  expect(again.body.msg).toBe('该内容项未修改');
});

test('HTML is sanitised before it is stored and served', async () => {
  const intro = (await server.request.get(`${BASE}/list`).query({ page: 1, limit: 100, pageId: 'marketAbout' }).set(operator)).body.data.records.find((row: any) => row.kind === 2);
  expect(intro).toBeDefined();
  const saved = await server.request.put(`${BASE}/update/${intro.id}`).set(operator).send({ html: '<p>专注工业企业数字化<script>alert(1)</script><img src=x onerror="alert(2)"></p>' });
  expect(saved.status).toBe(200);
  const html = (await server.request.get('/marketAbout')).text;
  expect(html).toContain('专注工业企业数字化');
  expect(html).not.toContain('alert(1)');
  expect(html).not.toContain('onerror');
});

test('bad input: a blank or too long text is refused in Chinese and nothing changes; a value of another kind is dropped', async () => {
  const heading = await rowOf('projectwms', '首屏 · 标题');
  const before = await h1Of('/projectwms');
  for (const [text, msg] of [['   ', '请输入文本'], ['长'.repeat(401), '文本不能超过400个字符']] as const) {
    const res = await server.request.put(`${BASE}/update/${heading.id}`).set(operator).send({ text });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  }
  expect(await h1Of('/projectwms')).toBe(before);
  const res = await server.request.put(`${BASE}/update/${heading.id}`).set(operator).send({ text: before, html: '<p>x</p>', pageId: 'yuncrm', path: '/subtitle' });
  expect(res.status).toBe(200);
  const row = (await server.request.get(`${BASE}/select/${heading.id}`).set(operator)).body.data;
  expect(row).toMatchObject({ pageId: 'projectwms', path: heading.path, html: null });
});

test('a company token reaches none of it', async () => {
  const heading = await rowOf('yuncrm', '首屏 · 标题');
  expect((await server.request.get(`${BASE}/list`).set(admin)).status).toBe(403);
  expect((await server.request.put(`${BASE}/update/${heading.id}`).set(admin).send({ text: '篡改' })).status).toBe(403);
  expect((await server.request.get(`${BASE}/list`)).status).toBe(401);
});

test('an operator replaces a page\'s picture with an upload: the page shows it from a public address; other platform files stay private', async () => {
  const picture = await rowOf('yuncrm', '首屏 · 图片');
  expect(picture).toMatchObject({ kind: 1, image: '/site-images/crm-funnel.svg' });
  expect((await server.request.get('/yuncrm')).text).toContain('src="/site-images/crm-funnel.svg"');
  const upload = async () => {
    const res = await server.request.post('/api/platform/storage/create').set(operator).attach('file', makePng(320, 200), 'hero.png');
    expect(res.status).toBe(200);
    return res.body.data.url as string;
  };
  const url = await upload();
  const name = url.split('/').pop();
  // Not shown by any page yet: not public.
  expect((await server.request.get(`/api/site/image/${name}`)).status).toBe(404);
  const saved = await server.request.put(`${BASE}/update/${picture.id}`).set(operator).send({ image: url });
  expect(saved.status).toBe(200);
  const html = (await server.request.get('/yuncrm')).text;
  expect(html).toContain(`src="/api/site/image/${name}"`);
  const image = await server.request.get(`/api/site/image/${name}`);
  expect(image.status).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  // Another upload of the platform's, shown by no page, and a made-up name: 404 to anyone.
  const other = (await upload()).split('/').pop();
  expect((await server.request.get(`/api/site/image/${other}`)).status).toBe(404);
  expect((await server.request.get('/api/site/image/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  // An image that is not an upload of the platform's is refused in Chinese.
  const refused = await server.request.put(`${BASE}/update/${picture.id}`).set(operator).send({ image: 'https://evil.example/x.png' });
  expect(refused.status).toBe(400);
  expect(refused.body.msg).toBe('请上传图片');
  // 恢复默认: the file's picture again, and the upload is private again.
  await server.request.post(`${BASE}/restore/${picture.id}`).set(operator).expect(200);
  expect((await server.request.get('/yuncrm')).text).toContain('src="/site-images/crm-funnel.svg"');
  expect((await server.request.get(`/api/site/image/${name}`)).status).toBe(404);
});
