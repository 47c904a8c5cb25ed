import { startTestServer, type TestServer } from '../support/test-server';
import { asTenant } from '../../server/context/request-context';

/**
 * The approval page of 通知公告设置 (schemas/admin/noticeSetting.json `ui.blocks`): a 通知公告审核 tab whose table lists
 * auditList with 查看 / 通过 / 驳回 (a reason dialog). Served only to who may 审核; the fields it shows are virtual —
 * the category table gets no column for them and a category write ignores them.
 */
let server: TestServer;
let adminA: Record<string, string>;
let member: Record<string, string>; // 李娜: given 通知公告设置/查询 only
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  member = await server.auth('13800000002', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const page = (headers: Record<string, string>) => server.request.get('/api/schemas/noticeSetting').set(headers);
const approvalTable = (schema: any) => schema.blocks[0].panes.find((pane: any) => pane.key === 'approval').blocks[0];

test('an approver gets the approval tab: its table, 通过 and the 驳回 dialog with the reason and its messages', async () => {
  const res = await page(adminA);
  expect(res.body.code).toBe(2000);
  const table = approvalTable(res.body.data);
  expect(table).toMatchObject({ kind: 'table', operation: 'auditList' });
  expect(table.actions.map((a: any) => a.title)).toEqual(['查看', '通过', '驳回']);
  expect(table.dialogs.reject).toMatchObject({ kind: 'recordForm', save: 'rejectNotice', body: { id: '{id}' } });
  expect(res.body.data.operations).toMatchObject({
    auditList: { method: 'GET', url: '/api/business/plt-user-notice/auditList' },
    approveNotice: { method: 'POST', url: '/api/business/plt-user-notice/approve' },
    rejectNotice: { method: 'POST', url: '/api/business/plt-user-notice/reject' },
  });
  expect(res.body.data.fields.reason).toMatchObject({ title: '驳回原因', maxLength: 200, requiredMessage: '请输入驳回原因' });
  expect(res.body.data.fields.title).toMatchObject({ title: '标题', virtual: true });
});

test('a member who may only read the categories is served none of the approval operations', async () => {
  const role: any = await asTenant(server.tenants.A, () => server.services.db.models.Role.create({ name: '分类查看', description: '' }));
  const accountId = (await server.request.get('/api/admin/user/front/info').set(member)).body.data.id;
  await server.services.policies.setRoleGrants(server.tenants.A, role.id, [{ object: 'noticeSetting', action: 'read' }]);
  await server.services.policies.setUserRoleIds(server.tenants.A, accountId, [role.id]);
  const res = await page(member);
  expect(res.body.code).toBe(2000);
  expect(Object.keys(res.body.data.operations)).toContain('list');
  for (const name of ['auditList', 'approveNotice', 'rejectNotice']) expect(res.body.data.operations).not.toHaveProperty(name);
  expect((await server.request.get('/api/business/plt-user-notice/auditList').set(member)).status).toBe(403);
});

test('the virtual fields have no column in plt_notice and a category write ignores them', async () => {
  const columns = Object.keys(await server.services.db.sequelize.getQueryInterface().describeTable('plt_notice'));
  expect(columns).toEqual(expect.arrayContaining(['noticeType', 'showInWidget', 'needApproval']));
  for (const name of ['title', 'typeName', 'editName', 'releaseTime', 'text', 'reason']) expect(columns).not.toContain(name);
  const res = await server.request.post('/api/business/plt-notice/create').set(adminA).send({ noticeType: '虚拟字段分类', type: '公告', title: '不存', reason: '不存' });
  expect(res.body.code).toBe(2000);
  expect(res.body.data).not.toHaveProperty('title');
  expect(res.body.data).not.toHaveProperty('reason');
});
