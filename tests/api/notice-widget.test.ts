import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The workbench's latest-notices widget: `GET plt-user-notice/list?showInWidget=1&page=1&limit=3` answers the issued
 * notices of the categories marked 是否在工作台小组件区域展示 (通知公告设置 showInWidget) that the caller may see
 * (visible scope or issuer) — a notice of another category never, a member outside the scope none.
 */
const BASE = '/api/business/plt-user-notice';
type Headers = Record<string, string>;

let server: TestServer;
let adminA: Headers; // 张伟, company administrator of A
let lina: Headers; // 李娜, member of A: the visible scope
let wang: Headers; // 王强, member of A: outside the scope
let categories: any[];
const ids: Record<string, number> = {};

const info = async (headers: Headers) => (await server.request.get('/api/admin/user/front/info').set(headers)).body.data;
const tomorrow = () => new Date(Date.now() + 8 * 3600_000 + 86400_000).toISOString().slice(0, 10);
const widget = (headers: Headers, query: Record<string, unknown> = {}) =>
  server.request.get(`${BASE}/list`).query({ page: 1, limit: 3, showInWidget: 1, ...query }).set(headers);
const titles = (res: any) => res.body.data.records.map((r: any) => r.title);

async function issue(title: string, type: number) {
  const res = await server.request.post(`${BASE}/create`).set(adminA).send({ title, type, openDate: tomorrow(), voList: [{ id: ids.lina }], text: `<p>${title}</p>` });
  expect(res.body.code).toBe(2000);
  return res.body.data.id as number;
}

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  lina = await server.auth('13800000002', server.tenants.A);
  wang = await server.auth('13800000003', server.tenants.A);
  ids.lina = (await info(lina)).memberId; // a person is named by member id (user/selectPage's)
  categories = (await server.request.get('/api/business/plt-notice/list').query({ page: 1, limit: 20 }).set(adminA)).body.data.records;
}, 60_000);
afterAll(() => server.stop());

test('only notices of widget categories, newest first, at most 3; the flag moves a category in and out', async () => {
  const shown = categories.find((c) => c.showInWidget === 1);
  const hidden = categories.find((c) => c.showInWidget === 0);
  expect(shown && hidden).toBeTruthy();
  await issue('小组件公告一', shown.id);
  await issue('福利发放通知', hidden.id);
  await issue('小组件公告二', shown.id);
  await issue('小组件公告三', shown.id);
  await issue('小组件公告四', shown.id);

  const res = await widget(lina);
  expect(res.body.code).toBe(2000);
  expect(titles(res)).toEqual(['小组件公告四', '小组件公告三', '小组件公告二']);
  expect(res.body.data.total).toBe(4);
  // The widget shows the release day: on the wire in Shanghai time, as every date (SQLite's raw value is UTC).
  for (const record of res.body.data.records) {
    expect(record.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(Date.parse(`${record.releaseTime.replace(' ', 'T')}+08:00`) - Date.parse(`${record.crtTime.replace(' ', 'T')}+08:00`))).toBeLessThan(5000);
  }
  // Without the filter the other category's notice is listed: the filter is what keeps it out.
  expect(titles(await server.request.get(`${BASE}/list`).query({ page: 1, limit: 10 }).set(lina))).toContain('福利发放通知');

  // The category marked for the widget in 通知公告设置: its notices appear; unmarked: they go.
  expect((await server.request.post('/api/business/plt-notice/update').set(adminA).send({ id: hidden.id, showInWidget: 1 })).body.code).toBe(2000);
  expect(titles(await widget(lina, { limit: 10 }))).toContain('福利发放通知');
  expect((await server.request.post('/api/business/plt-notice/update').set(adminA).send({ id: hidden.id, showInWidget: 0 })).body.code).toBe(2000);
  expect(titles(await widget(lina, { limit: 10 }))).not.toContain('福利发放通知');
});

test('a member outside the visible scope sees none; the issuer sees theirs', async () => {
  const res = await widget(wang);
  expect(res.body.code).toBe(2000);
  expect(res.body.data).toEqual({ records: [], total: 0 });
  expect((await widget(adminA)).body.data.total).toBe(4);
});

test('a bad flag is 400 with a clear message', async () => {
  const res = await widget(lina, { showInWidget: 'yes' });
  expect([res.status, res.body.msg]).toEqual([400, '参数showInWidget格式不正确']);
});
