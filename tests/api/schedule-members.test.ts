import { startTestServer, type TestServer } from '../support/test-server';

/** The participant/cc picker's member list: the company's current members, behind the 日程 switch (not 通知公告's). */
const USERS = '/api/business/plt-schedule/userPage';
const SETTING = '/api/business/plt-setting/update';
type Headers = Record<string, string>;

let server: TestServer;
let adminA: Headers;
let lina: Headers;
let adminB: Headers;

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  lina = await server.auth('13800000002', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const names = async (headers: Headers, query: Record<string, unknown> = {}) => {
  const res = await server.request.get(USERS).query({ page: 1, limit: 100, ...query }).set(headers);
  expect(res.status).toBe(200);
  return res.body.data;
};

test('any member lists the company’s members (member ids, as user/selectPage, the notice pickers’ shape), by name, paged; never another company’s', async () => {
  const all = await names(lina);
  const own = (await server.request.get('/api/admin/user/front/info').set(adminA)).body.data;
  expect(all.records).toEqual(expect.arrayContaining([expect.objectContaining({ id: own.memberId, name: '张伟' })]));
  expect(all.records.map((r: any) => r.name)).toContain('李娜');
  expect(all.records.map((r: any) => r.name)).not.toContain('赵敏');
  expect(all.total).toBe(all.records.length);
  const one = await names(lina, { name: '李娜' });
  expect(one.records.map((r: any) => r.name)).toEqual(['李娜']);
  const paged = await names(lina, { limit: 1, page: 2 });
  expect(paged.records).toEqual([all.records[1]]);
  expect((await names(adminB)).records.map((r: any) => r.name)).toContain('赵敏');
  expect((await names(adminB)).records.map((r: any) => r.name)).not.toContain('李娜');
});

test('with 通知公告 off it still answers; with 日程 off it is 409; no token is 401', async () => {
  await server.request.post(SETTING).set(adminA).send({ noticeType: 1 });
  try {
    expect((await server.request.get('/api/business/plt-user-notice/userPage').set(lina)).status).toBe(409);
    expect((await names(lina)).records.length).toBeGreaterThan(1);
  } finally {
    await server.request.post(SETTING).set(adminA).send({ noticeType: 0 });
  }
  await server.request.post(SETTING).set(adminA).send({ scheduleType: 1 });
  try {
    const off = await server.request.get(USERS).set(lina);
    expect(off.status).toBe(409);
    expect(off.body.msg).toBe('日程功能已关闭，请联系企业管理员在日程设置中开启');
  } finally {
    await server.request.post(SETTING).set(adminA).send({ scheduleType: 0 });
  }
  expect((await server.request.get(USERS)).status).toBe(401);
});
