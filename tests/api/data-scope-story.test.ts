import { startTestServer, type TestServer } from '../support/test-server';
import { balanceAndLedger } from '../support/commerce';
import { asSystem, asTenant } from '../../server/context/request-context';
import { newOrderNo, newOrderSn } from '../../server/modules/commerce/order-numbers';

/**
 * Issue 26, "Data scope ignored", as it was reproduced: a role with 本人数据 (dataScope own) over users, orders and
 * notice approval, held by 王强. The hand-written handlers (updateUser, setDepart, deleteUser, userList, payOrder,
 * cancel, auditList, approve) answer only for the rows the scope reaches.
 */
let server: TestServer;
let admin: Record<string, string>;
let wang: Record<string, string>;
const ids: Record<string, number> = {};

const group = (path: string, body: unknown) => server.request.post(`/api/admin/group/${path}`).set(admin).send(body as object);

async function order(crtUserId: number): Promise<number> {
  const { models } = server.services.db;
  const sms: any = await asSystem(() => models.AppCatalog.findOne({ where: { counter: 'smsCount' }, raw: true }));
  const pack: any = await asSystem(() => models.CatalogPackage.findOne({ where: { appId: sms.id }, order: [['qty', 'ASC']], raw: true }));
  const row: any = await asTenant(server.tenants.A, () =>
    models.Order.create({ orderNo: newOrderNo(), orderSn: newOrderSn(), name: sms.name, type: 1, cid: sms.id, packageId: pack.id, qty: pack.qty, unit: pack.unit, amount: pack.price, buyType: 1, status: 0, crtUserId }),
  );
  return row.id;
}

async function noticeInApproval(crtUserId: number): Promise<number> {
  const { models } = server.services.db;
  const row: any = await asTenant(server.tenants.A, async () => {
    const category: any = await server.services.db.sections.noticeSetting.findOne({ raw: true });
    return models.UserNotice.create({ title: '待审公告', type: category.id, editId: crtUserId, editName: '审核', openDate: '2999-12-31', releaseTime: new Date(), text: '<p>待审</p>', status: 2, crtUserId });
  });
  return row.id;
}

const memberOf = (mobile: string) =>
  asTenant(server.tenants.A, async () => {
    const account: any = await server.services.db.models.Account.findOne({ where: { mobile }, raw: true });
    return (await server.services.db.models.Membership.findOne({ where: { accountId: account.id }, raw: true })) as any;
  });

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
  const role = await group('addGroup', { name: '本人', dataScope: 'own' });
  expect(role.body.code).toBe(2000);
  const menuList = ['user:read', 'user:update', 'user:delete', 'order:read', 'order:pay', 'order:cancel', 'noticeSetting:audit'];
  expect((await group('insertGroupMenu', { groupId: role.body.data.id, menuList })).body.code).toBe(2000);
  const wangRow = await memberOf('13800000003');
  const liRow = await memberOf('13800000002');
  const adminRow = await memberOf('13800000001');
  Object.assign(ids, { wang: wangRow.id, wangAccount: wangRow.accountId, li: liRow.id, liDepart: liRow.departId, adminAccount: adminRow.accountId });
  expect((await group('setUsers', { groupId: role.body.data.id, userIds: [wangRow.id] })).body.code).toBe(2000);
  wang = await server.auth('13800000003', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

test('updateUser, setDepart and deleteUser of 李娜 answer 404 and leave her as she was', async () => {
  const before = await memberOf('13800000002');
  const update = await server.request.put('/api/admin/user/updateUser').set(wang).send({ id: ids.li, name: '被改名', departId: before.departId });
  expect([update.status, update.body.msg]).toEqual([404, '用户不存在']);
  const move = await server.request.put('/api/admin/user/setDepart').query({ userIds: String(ids.li), departId: String(before.departId) }).set(wang);
  expect(move.status).toBe(404);
  expect(move.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  const remove = await server.request.delete(`/api/admin/user/deleteUser/${ids.li}`).set(wang);
  expect([remove.status, remove.body.msg]).toEqual([404, '用户不存在']);
  expect(await memberOf('13800000002')).toEqual(before);
});

test('his own member row is in his scope: updateUser of himself is served', async () => {
  const own = await memberOf('13800000003');
  const res = await server.request.put('/api/admin/user/updateUser').set(wang).send({ id: ids.wang, name: '王强', departId: own.departId });
  expect([res.status, res.body.msg]).toEqual([200, '修改成功!']);
});

test('userList of 李娜’s department and the user list show only himself', async () => {
  const list = await server.request.get(`/api/admin/depart/userList/${ids.liDepart}`).set(wang);
  expect(list.status).toBe(200);
  expect(list.body.data).toEqual([]);
  const page = await server.request.get('/api/admin/user/selectPage').query({ limit: 100 }).set(wang);
  expect(page.body.data.records.map((r: any) => r.id)).toEqual([ids.wang]);
});

test('selectUserCount counts the members in his scope (himself); the seats stay the company’s', async () => {
  const all = (await server.request.get('/api/admin/user/selectUserCount').set(admin)).body.data;
  const his = await server.request.get('/api/admin/user/selectUserCount').set(wang);
  expect(his.status).toBe(200);
  expect(his.body.data).toEqual({ count: 1, delCount: 0, authorizationNumber: all.authorizationNumber, remaining: all.remaining });
  expect(all.count).toBeGreaterThan(1);
});

test('groupOptions: the role checkboxes list every custom role of the company, whoever made it (roles are not his scope’s rows)', async () => {
  const theirs = await asTenant(server.tenants.A, () => server.services.db.models.Role.findAll({ attributes: ['id', 'name', 'description', 'builtIn'], order: [['id', 'ASC']], raw: true }));
  const custom = (theirs as any[]).filter((r) => r.builtIn === 0).map(({ id, name, description }) => ({ id, name, description }));
  expect(custom.map((r) => r.name)).toContain('本人');
  expect(theirs.length).toBeGreaterThan(custom.length);
  const his = await server.request.get('/api/admin/user/groupOptions').set(wang);
  expect(his.status).toBe(200);
  expect(his.body.data).toEqual(custom);
});

test('departTree: the department picker shows every department of the company, not only his own (departments are not his scope’s rows)', async () => {
  const adminTree = await server.request.get('/api/admin/user/departTree').set(admin);
  const his = await server.request.get('/api/admin/user/departTree').set(wang);
  expect(his.status).toBe(200);
  expect(his.body.data).toEqual(adminTree.body.data);
  expect(JSON.stringify(his.body.data)).toContain('销售部');
});

test('payOrder and cancel of an order he cannot read answer 404; the balance is not debited', async () => {
  const other = await order(ids.adminAccount);
  expect((await server.request.get(`/api/business/plt-order/selectById/${other}`).set(wang)).status).toBe(404);
  const before = await balanceAndLedger(server, server.tenants.A);
  const pay = await server.request.post('/api/business/plt-order/payOrder').set(wang).send({ id: other, password: 'Demo@2026' });
  expect([pay.status, pay.body.msg]).toEqual([404, '订单不存在']);
  const cancel = await server.request.get(`/api/business/plt-order/cancelById/${other}`).set(wang);
  expect([cancel.status, cancel.body.msg]).toEqual([404, '订单不存在']);
  expect(await balanceAndLedger(server, server.tenants.A)).toEqual(before);
  const row: any = await asTenant(server.tenants.A, () => server.services.db.models.Order.findByPk(other, { raw: true }));
  expect(row.status).toBe(0);
});

test('his own order is in his scope: cancel is served', async () => {
  const own = await order(ids.wangAccount);
  const cancel = await server.request.get(`/api/business/plt-order/cancelById/${own}`).set(wang);
  expect([cancel.status, cancel.body.msg]).toEqual([200, '取消成功!']);
});

test('notice approval: auditList shows only his own notices in approval, approve of another’s answers 404', async () => {
  const others = await noticeInApproval(ids.adminAccount);
  const own = await noticeInApproval(ids.wangAccount);
  const list = await server.request.get('/api/business/plt-user-notice/auditList').query({ limit: 100 }).set(wang);
  expect(list.status).toBe(200);
  expect(list.body.data.records.map((r: any) => r.id)).toEqual([own]);
  const approve = await server.request.post('/api/business/plt-user-notice/approve').set(wang).send({ id: others });
  expect([approve.status, approve.body.msg]).toEqual([404, '通知公告不存在或已被删除']);
  const reject = await server.request.post('/api/business/plt-user-notice/reject').set(wang).send({ id: others, reason: '越权' });
  expect(reject.status).toBe(404);
  const row: any = await asTenant(server.tenants.A, () => server.services.db.models.UserNotice.findByPk(others, { raw: true }));
  expect(row.status).toBe(2);
  const mine = await server.request.post('/api/business/plt-user-notice/approve').set(wang).send({ id: own });
  expect([mine.status, mine.body.msg]).toEqual([200, '审核通过!']);
});
