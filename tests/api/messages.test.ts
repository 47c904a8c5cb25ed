import { startTestServer, type TestServer } from '../support/test-server';
import { departId, newUser, userApi } from '../support/user-api';
import { asTenant } from '../../server/context/request-context';
import { MESSAGE_CLASSIFY, sendMessages } from '../../server/modules/messages/send-messages';

const BASE = '/api/business/plt-message';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let member: Record<string, string>; // 13800000002, a member of A
let memberId: number;
let adminAId: number;

const info = async (headers: Record<string, string>) => (await server.request.get('/api/admin/user/front/info').set(headers)).body.data;
const get = (path: string, headers: Record<string, string>, query: Record<string, unknown> = {}) => server.request.get(`${BASE}/${path}`).query(query).set(headers);
const put = (path: string, headers: Record<string, string>, query: Record<string, unknown> = {}) => server.request.put(`${BASE}/${path}`).query(query).set(headers).send({});
const rowsOf = (tenantId: number) => asTenant(tenantId, () => server.services.db.models.Message.findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  member = await server.auth('13800000002', server.tenants.A);
  memberId = (await info(member)).id;
  adminAId = (await info(adminA)).id;
}, 60_000);
afterAll(() => server.stop());

describe('the producer: an administrator adds a user', () => {
  test('the new member gets one welcome reminder, nobody else gets anything', async () => {
    const beforeA = await rowsOf(server.tenants.A);
    const beforeB = await rowsOf(server.tenants.B);
    const api = userApi(server, adminA);
    const res = await api.add(newUser('13700000101', '周新', await departId(api, '销售部')));
    expect(res.body).toMatchObject({ code: 2000, msg: '新增成功!' });
    const afterA = await rowsOf(server.tenants.A);
    const added = afterA.filter((row) => !beforeA.some((old) => old.id === row.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ accountId: res.body.data.accountId, classify: 1, type: '系统消息', status: 0, refType: 'membership', refId: res.body.data.id });
    expect(added[0].content).toContain('演示科技有限公司');
    expect(added[0].content).toContain('张伟');
    expect(await rowsOf(server.tenants.B)).toEqual(beforeB);

    const newcomer = { Authorization: `Bearer ${await server.login('13700000101', server.tenants.A, 'Passw0rd!')}` };
    expect((await info(newcomer)).newsQty).toBe(1);
    const page = await get('page', newcomer);
    expect(page.body).toMatchObject({ code: 2000, data: { total: 1 } });
    expect(page.body.data.records[0]).toMatchObject({ classify: 1, type: '系统消息', title: '欢迎加入', status: 0, readTime: null });
    expect(page.body.data.records[0].crtTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.body.data.records[0]).not.toHaveProperty('accountId');
    expect(page.body.data.records[0]).not.toHaveProperty('tenantId');
  });

  test('a refused add (a mobile already a member) writes no message', async () => {
    const before = await rowsOf(server.tenants.A);
    const api = userApi(server, adminA);
    const res = await api.add(newUser('13700000101', '周新', await departId(api, '销售部')));
    expect(res.status).toBe(409);
    expect(await rowsOf(server.tenants.A)).toEqual(before);
  });
});

describe('sendMessages', () => {
  test('skips recipients who are not current members of the company, and joins the caller’s transaction', async () => {
    const bAdmin = (await info(adminB)).id;
    const sent = await sendMessages(server.services, { tenantId: server.tenants.A, recipients: [memberId, bAdmin, memberId], classify: 0, type: '测试', content: '只给本企业成员' });
    expect(sent).toBe(1);
    const count = (await rowsOf(server.tenants.A)).filter((row) => row.content === '只给本企业成员');
    expect(count.map((row) => row.accountId)).toEqual([memberId]);
    expect((await rowsOf(server.tenants.B)).some((row) => row.content === '只给本企业成员')).toBe(false);
    // A rolled-back transaction leaves no message.
    await expect(
      server.services.data.transaction(async () => {
        await sendMessages(server.services, { tenantId: server.tenants.A, recipients: [memberId], classify: 1, type: '测试', content: '回滚的消息' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await rowsOf(server.tenants.A)).some((row) => row.content === '回滚的消息')).toBe(false);
    await asTenant(server.tenants.A, () => server.services.db.models.Message.destroy({ where: { content: '只给本企业成员' } }));
  });
});

describe('counts, pages and marks of one member', () => {
  beforeAll(async () => {
    // The member of A: the seeded welcome reminder plus 3 to-dos and 11 reminders of two kinds.
    for (let i = 1; i <= 3; i++) await sendMessages(server.services, { tenantId: server.tenants.A, recipients: [memberId], classify: MESSAGE_CLASSIFY.todo, type: '通知公告', content: `待办${i}` });
    for (let i = 1; i <= 11; i++) await sendMessages(server.services, { tenantId: server.tenants.A, recipients: [memberId], classify: MESSAGE_CLASSIFY.reminder, type: i % 2 ? '日程' : '通知公告', content: `提醒${i}` });
  });

  test('selectTaskCount, selectApps and newsQty count the member’s unread messages only', async () => {
    expect((await get('selectTaskCount', member)).body.data).toEqual({ taskCount: 3, remindCount: 12, total: 15 });
    expect((await info(member)).newsQty).toBe(15);
    const apps = (await get('selectApps', member)).body.data;
    expect(apps).toEqual(expect.arrayContaining([{ type: '通知公告', unread: 8 }, { type: '日程', unread: 6 }, { type: '系统消息', unread: 1 }]));
    // The administrator's own: the seeded reminder and to-do.
    expect((await get('selectTaskCount', adminA)).body.data).toEqual({ taskCount: 1, remindCount: 1, total: 2 });
  });

  test('page: unread, newest first, filtered by classify and type, paged', async () => {
    const todos = await get('page', member, { classify: 0 });
    expect(todos.body.data.total).toBe(3);
    expect(todos.body.data.records.map((r: any) => r.content)).toEqual(['待办3', '待办2', '待办1']);
    const both = await get('page', member, { classify: '0,1', page: 2, limit: 10 });
    expect(both.body.data.total).toBe(15);
    expect(both.body.data.records).toHaveLength(5);
    const schedules = await get('page', member, { type: '日程', classify: 1 });
    expect(schedules.body.data.total).toBe(6);
    expect(schedules.body.data.records.every((r: any) => r.type === '日程')).toBe(true);
    expect((await get('page', member, { classify: 2 })).body).toMatchObject({ code: 400, msg: '消息分类不正确' });
    expect((await get('page', member, { limit: 0 })).status).toBe(400);
    expect((await get('pageRead', member)).body.data).toEqual({ records: [], total: 0 });
  });

  test('mark/{id}: one message read, then in pageRead; again is no change', async () => {
    const [first] = (await get('page', member, { classify: 0 })).body.data.records;
    const res = await put(`mark/${first.id}`, member);
    expect(res.body).toMatchObject({ code: 2000, msg: '标记已读成功!', data: { id: first.id, status: 1 } });
    expect(res.body.data.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await get('selectTaskCount', member)).body.data).toEqual({ taskCount: 2, remindCount: 12, total: 14 });
    expect((await info(member)).newsQty).toBe(14);
    const read = (await get('pageRead', member)).body.data;
    expect(read.total).toBe(1);
    expect(read.records[0]).toMatchObject({ id: first.id, status: 1, content: '待办3' });
    expect((await get('page', member, { classify: 0 })).body.data.total).toBe(2);
    const again = await put(`mark/${first.id}`, member);
    expect(again.body).toMatchObject({ code: 2000, data: { readTime: res.body.data.readTime } });
  });

  test("mark/{id} of another member's or another company's message is 404 and changes nothing", async () => {
    const mine = (await get('page', member)).body.data.records[0];
    const adminsOwn = (await get('page', adminA)).body.data.records[0];
    const bOwn = (await get('page', adminB)).body.data.records[0];
    const beforeA = await rowsOf(server.tenants.A);
    const beforeB = await rowsOf(server.tenants.B);
    expect((await put(`mark/${adminsOwn.id}`, member)).body).toMatchObject({ code: 404, msg: '消息不存在' });
    expect((await put(`mark/${bOwn.id}`, member)).status).toBe(404);
    expect((await put(`mark/${mine.id}`, adminA)).status).toBe(404);
    expect((await put(`mark/${mine.id}`, adminB)).status).toBe(404);
    expect((await put('mark/99999999', member)).status).toBe(404);
    expect((await put('mark/abc', member)).status).toBe(400);
    expect(await rowsOf(server.tenants.A)).toEqual(beforeA);
    expect(await rowsOf(server.tenants.B)).toEqual(beforeB);
  });

  test('markAll: a classify marks only those; then everything of the member, nobody else’s', async () => {
    const othersBefore = (await rowsOf(server.tenants.A)).filter((row) => row.accountId !== memberId);
    const bBefore = await rowsOf(server.tenants.B);
    const todos = await put('markAll', member, { classify: 0 });
    expect(todos.body).toMatchObject({ code: 2000, msg: '设置全部已读成功!', data: { count: 2 } });
    expect((await get('selectTaskCount', member)).body.data).toEqual({ taskCount: 0, remindCount: 12, total: 12 });
    const all = await put('markAll', member);
    expect(all.body).toMatchObject({ code: 2000, data: { count: 12 } });
    expect((await info(member)).newsQty).toBe(0);
    expect((await get('page', member)).body.data).toEqual({ records: [], total: 0 });
    const history = (await get('pageRead', member, { limit: 100 })).body.data;
    expect(history.total).toBe(15);
    expect(history.records.every((r: any) => r.status === 1 && r.readTime)).toBe(true);
    expect((await put('markAll', member)).body.data).toEqual({ count: 0 });
    expect((await rowsOf(server.tenants.A)).filter((row) => row.accountId !== memberId)).toEqual(othersBefore);
    expect(await rowsOf(server.tenants.B)).toEqual(bBefore);
    expect((await get('selectTaskCount', adminA)).body.data.total).toBe(2);
  });

  test('newsQty follows a new message at once (the cached count is dropped)', async () => {
    expect((await info(member)).newsQty).toBe(0);
    await sendMessages(server.services, { tenantId: server.tenants.A, recipients: [memberId, adminAId], classify: 1, type: '日程', content: '新的提醒' });
    expect((await info(member)).newsQty).toBe(1);
    expect((await info(adminA)).newsQty).toBe(3);
  });
});

test('markAll takes its filters from a JSON body as the console sends them; a bad one is 400 and marks nothing', async () => {
  const lina = await server.auth('13800000002', server.tenants.A);
  await sendMessages(server.services, { tenantId: server.tenants.A, recipients: [memberId], classify: MESSAGE_CLASSIFY.todo, type: '通知公告', content: '正文待办' });
  await sendMessages(server.services, { tenantId: server.tenants.A, recipients: [memberId], classify: MESSAGE_CLASSIFY.reminder, type: '日程', content: '正文提醒' });
  const unread = async () => (await get('selectTaskCount', lina)).body.data;
  const before = await unread();
  expect(before.taskCount).toBeGreaterThanOrEqual(1);
  expect(before.remindCount).toBeGreaterThanOrEqual(1);

  const refused = await server.request.put(`${BASE}/markAll`).set(lina).send({ classify: [0, 7] });
  expect([refused.status, refused.body.msg]).toEqual([400, '消息分类不正确']);
  expect(await unread()).toEqual(before);

  const todos = await server.request.put(`${BASE}/markAll`).set(lina).send({ classify: [0] });
  expect(todos.body).toMatchObject({ code: 2000, msg: '设置全部已读成功!', data: { count: before.taskCount } });
  expect(await unread()).toEqual({ taskCount: 0, remindCount: before.remindCount, total: before.remindCount });
  const schedules = await server.request.put(`${BASE}/markAll`).set(lina).send({ classify: [0, 1], type: ['日程'] });
  expect(schedules.body.data.count).toBeGreaterThanOrEqual(1);
  expect(((await get('page', lina, { limit: 100 })).body.data.records as any[]).filter((r) => r.type === '日程')).toEqual([]);
});

test('without a token every message call is 401', async () => {
  for (const [method, path] of [['get', 'selectTaskCount'], ['get', 'selectApps'], ['get', 'page'], ['get', 'pageRead'], ['put', 'mark/1'], ['put', 'markAll']] as const) {
    const res = await (server.request as any)[method](`${BASE}/${path}`);
    expect([path, res.status]).toEqual([path, 401]);
  }
});
