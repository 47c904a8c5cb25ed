import { startTestServer, type TestServer } from '../support/test-server';
import { asTenant } from '../../server/context/request-context';
import { mountSection } from '../../server/engine/section-routes';
import { messageHooks } from '../../server/modules/messages/message-hooks';
import { sendMessages } from '../../server/modules/messages/send-messages';
import type { SectionSpec } from '../../server/engine/section-types';

/**
 * A section's row rule (`rowWhere`, server/engine/section-hooks.ts) in every generic read and write: the message
 * section's rule (a member's own messages) mounted with the REST defaults (list, get, update, delete) at a test base,
 * then the declared sections that use it (消息's pages, 通知公告's list and delete). A row outside the rule is not
 * listed and is 404 for get, update and delete, for another member of the company and for another company alike;
 * nothing changes.
 */
const BASE = '/api/test/own-messages';
type Headers = Record<string, string>;

let server: TestServer;
let adminA: Headers;
let lina: Headers; // a member of A
let adminB: Headers;
const accounts: Record<string, number> = {};
const own: Record<string, number> = {};

const info = async (headers: Headers) => (await server.request.get('/api/admin/user/front/info').set(headers)).body.data;
const rowsOf = (tenantId: number) => asTenant(tenantId, () => server.services.db.models.Message.findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;
const listed = async (headers: Headers, path = `${BASE}/list`) => (await server.request.get(path).query({ page: 1, limit: 1000 }).set(headers)).body.data.records.map((r: any) => r.id);

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  lina = await server.auth('13800000002', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  for (const [key, headers] of [['adminA', adminA], ['lina', lina], ['adminB', adminB]] as const) accounts[key] = (await info(headers)).accountId;
  const message = server.services.sections.find((section) => section.id === 'message')!;
  // The same section and rule, served by the generic REST operations (no `api.operations`) at a base of its own.
  const rest: SectionSpec = { ...message, api: { base: BASE } };
  mountSection(server.routes, server.services, rest, messageHooks);
  for (const [key, tenantId] of [['adminA', server.tenants.A], ['lina', server.tenants.A], ['adminB', server.tenants.B]] as const) {
    await sendMessages(server.services, { tenantId, recipients: [accounts[key]], classify: 1, type: '测试', content: `给${key}的消息` });
    own[key] = (await rowsOf(tenantId)).filter((row) => row.content === `给${key}的消息`)[0].id;
  }
}, 60_000);
afterAll(() => server.stop());

test('list: each member lists only the rows of the rule; another company none of them', async () => {
  const mine = await listed(lina);
  expect(mine).toContain(own.lina);
  expect(mine).not.toContain(own.adminA);
  expect(mine).not.toContain(own.adminB);
  const admins = await listed(adminA);
  expect(admins).toContain(own.adminA);
  expect(admins).not.toContain(own.lina);
  expect(await listed(adminB)).not.toContain(own.lina);
  // The same query by two members answers each their own (no shared cached answer).
  expect(await listed(lina)).not.toEqual(await listed(adminA));
});

test('get: a row outside the rule is 404, in one company and across companies', async () => {
  expect((await server.request.get(`${BASE}/select/${own.lina}`).set(lina)).body).toMatchObject({ code: 2000, data: { id: own.lina } });
  for (const [id, headers] of [[own.adminA, lina], [own.lina, adminA], [own.lina, adminB], [own.adminB, lina]] as const) {
    expect((await server.request.get(`${BASE}/select/${id}`).set(headers)).status).toBe(404);
  }
});

test('update and delete: a row outside the rule is 404 and nothing changes', async () => {
  const beforeA = await rowsOf(server.tenants.A);
  const beforeB = await rowsOf(server.tenants.B);
  for (const [id, headers] of [[own.adminA, lina], [own.lina, adminA], [own.lina, adminB], [own.adminB, adminA]] as const) {
    expect((await server.request.put(`${BASE}/update/${id}`).set(headers).send({ content: '改了' })).status).toBe(404);
    expect((await server.request.delete(`${BASE}/delete/${id}`).set(headers)).status).toBe(404);
  }
  // All or nothing: one id outside the rule leaves the caller's own row too.
  expect((await server.request.delete(`${BASE}/delete/${own.lina},${own.adminA}`).set(lina)).status).toBe(404);
  expect(await rowsOf(server.tenants.A)).toEqual(beforeA);
  expect(await rowsOf(server.tenants.B)).toEqual(beforeB);
});

test('update and delete of a row inside the rule work', async () => {
  const updated = await server.request.put(`${BASE}/update/${own.lina}`).set(lina).send({ content: '改过的消息' });
  expect(updated.body).toMatchObject({ code: 2000, data: { id: own.lina, content: '改过的消息' } });
  expect((await server.request.delete(`${BASE}/delete/${own.lina}`).set(lina)).body.code).toBe(2000);
  expect((await rowsOf(server.tenants.A)).some((row) => row.id === own.lina)).toBe(false);
});

test('消息: the declared pages (runs: list) list the caller\'s own only', async () => {
  await sendMessages(server.services, { tenantId: server.tenants.A, recipients: [accounts.lina], classify: 0, type: '测试', content: '李娜的待办' });
  const linaPage = await listed(lina, '/api/business/plt-message/page');
  const adminPage = await listed(adminA, '/api/business/plt-message/page');
  const linaRows = (await rowsOf(server.tenants.A)).filter((row) => row.accountId === accounts.lina && row.status === 0).map((row) => row.id);
  expect([...linaPage].sort()).toEqual([...linaRows].sort());
  expect(adminPage.some((id: number) => linaRows.includes(id))).toBe(false);
  expect(await listed(adminB, '/api/business/plt-message/page')).not.toContain(linaRows[0]);
  // Repeated parameters are a list; a bad value is the declared message.
  const both = await server.request.get('/api/business/plt-message/page').query('classify=0&classify=1').set(lina);
  expect(both.body.data.total).toBe(linaRows.length);
  const bad = await server.request.get('/api/business/plt-message/page').query({ classify: '0,5' }).set(lina);
  expect([bad.status, bad.body.msg]).toEqual([400, '消息分类不正确']);
  const long = await server.request.get('/api/business/plt-message/page').query({ type: `测试,${'长'.repeat(51)}` }).set(lina);
  expect([long.status, long.body.msg]).toEqual([400, '消息类型不正确']);
});

test('通知公告: a notice outside the visible scope is not listed and its delete is 404 with the section\'s message', async () => {
  const [category] = (await server.request.get('/api/business/plt-notice/findAllByStatus').set(lina)).body.data;
  const me = await info(lina);
  const openDate = new Date(Date.now() + 8 * 3600_000 + 86400_000).toISOString().slice(0, 10);
  const created = await server.request.post('/api/business/plt-user-notice/create').set(lina).send({ title: '只给自己', type: category.id, openDate, voList: [{ id: me.memberId }], text: '<p>正文</p>' });
  expect(created.body).toMatchObject({ code: 2000, msg: '新建通知公告成功!' });
  const id = created.body.data.id;
  expect(await listed(lina, '/api/business/plt-user-notice/list')).toContain(id);
  for (const headers of [adminA, adminB]) {
    expect(await listed(headers, '/api/business/plt-user-notice/list')).not.toContain(id);
    const res = await server.request.delete('/api/business/plt-user-notice/delete').query({ id }).set(headers);
    expect([res.status, res.body.msg]).toEqual([404, '通知公告不存在或已被删除']);
  }
  expect((await server.request.delete('/api/business/plt-user-notice/delete').query({ id }).set(lina)).body).toMatchObject({ code: 2000, msg: '删除通知公告成功!' });
});
