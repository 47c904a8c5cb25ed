import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';

const BASE = '/api/admin/user';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const admins = async (headers = adminA) => (await server.request.get(`${BASE}/selectCompanyAdmin`).set(headers)).body.data as any[];
const add = (body: unknown, headers = adminA) => server.request.post(`${BASE}/addCompanyAdmin`).set(headers).send(body as object);
const remove = (id: number, headers = adminA) => server.request.delete(`${BASE}/delCompanyAdmin/${id}`).set(headers);
const memberId = async (name: string, headers = adminA) =>
  (await server.request.get('/api/admin/userApp/selectAllUser').query({ name, limit: 100 }).set(headers)).body.data.records.find((m: any) => m.name === name).id;
const adminRules = (mobile: string, tenantId: number) =>
  asSystem(async () => {
    const account = await server.services.db.models.Account.findOne({ where: { mobile } });
    return server.services.db.models.CasbinRule.count({ where: { ptype: 'g', v0: `user:${account.id}`, v1: 'role:admin', v2: String(tenantId) } });
  });

describe('selectCompanyAdmin', () => {
  test('lists the administrators with account, department and the main-account mark', async () => {
    const list = await admins();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: '张伟', mobile: '13800000001', username: '13800000001', departName: '演示科技有限公司', isCompanyAdmin: 1, isMainAccount: 1 });
    expect((await admins(adminB)).map((a) => a.name)).toEqual(['赵敏']);
  });
});

describe('addCompanyAdmin and delCompanyAdmin', () => {
  test.each([[{}], [{ userIds: [] }], [[]], [{ userDTOList: [] }]])('an empty selection %j → 请选择您要添加数据!', async (body) => {
    const res = await add(body);
    expect([res.status, res.body.msg]).toEqual([400, '请选择您要添加数据!']);
  });

  test('makes a member an administrator at once for her own token, and takes it back', async () => {
    const li = await memberId('李娜');
    const liToken = await server.auth('13800000002', server.tenants.A);
    expect((await server.request.get('/api/admin/group/list').set(liToken)).status).toBe(403);

    const res = await add({ userIds: [li] });
    expect(res.body).toMatchObject({ code: 2000, msg: '操作成功!' });
    expect((await admins()).map((a) => [a.name, a.isMainAccount])).toEqual([['张伟', 1], ['李娜', 0]]);
    const membership = await asTenant(server.tenants.A, () => server.services.db.models.Membership.findByPk(li, { raw: true }));
    expect((membership as any).isCompanyAdmin).toBe(1);
    expect(await adminRules('13800000002', server.tenants.A)).toBe(1);

    // The same token, no re-login: administrator menus, info and calls.
    expect((await server.request.get('/api/admin/group/list').set(liToken)).status).toBe(200);
    const info = await server.request.get('/api/admin/user/front/info').set(liToken);
    expect(info.body.data).toMatchObject({ isCompanyAdmin: 1, isSysManager: 0 });
    const menus = await server.request.get('/api/admin/user/front/menus').set(liToken);
    expect(menus.body.data[0].children.map((c: any) => c.key)).toContain('permission');

    // Adding again changes nothing (no second rule).
    expect((await add([li])).body.code).toBe(2000);
    expect(await adminRules('13800000002', server.tenants.A)).toBe(1);

    const del = await remove(li);
    expect(del.body).toMatchObject({ code: 2000, msg: '操作成功!' });
    expect((await admins()).map((a) => a.name)).toEqual(['张伟']);
    expect(await adminRules('13800000002', server.tenants.A)).toBe(0);
    expect((await server.request.get('/api/admin/group/list').set(liToken)).status).toBe(403);
    expect((await server.request.get('/api/admin/user/front/info').set(liToken)).body.data.isCompanyAdmin).toBe(0);
    // Taking back from a member who is not an administrator does no harm.
    expect((await remove(li)).body.code).toBe(2000);
  });

  test('the main account keeps its administrator right', async () => {
    const zhang = await memberId('张伟');
    const res = await remove(zhang);
    expect(res.body).toMatchObject({ code: 409, msg: '企业主账号的管理员权限不能移除' });
    expect((await admins()).map((a) => a.name)).toEqual(['张伟']);
  });

  test('the last administrator cannot be removed', async () => {
    // Company B without a main account on record: its only administrator is still kept.
    await asSystem(() => server.services.db.models.Company.update({ mainAccountId: null }, { where: { id: server.tenants.B } }));
    const zhao = await memberId('赵敏', adminB);
    const res = await remove(zhao, adminB);
    expect(res.body).toMatchObject({ code: 409, msg: '至少需要保留一名系统管理员' });
    // With a second administrator, the first may go.
    const wang = await memberId('王强', adminB);
    expect((await add({ userIds: [wang] }, adminB)).body.code).toBe(2000);
    expect((await remove(zhao, adminB)).body.code).toBe(2000);
    const wangB = await server.auth('13800000003', server.tenants.B);
    expect((await admins(wangB)).map((a) => a.name)).toEqual(['王强']);
    expect((await remove(wang, wangB)).body.msg).toBe('至少需要保留一名系统管理员');
    // Restore B for the other tests.
    expect((await add({ userIds: [zhao] }, wangB)).body.code).toBe(2000);
    expect((await remove(wang, wangB)).body.code).toBe(2000);
  });

  test('a member removed from the company is no current member: taking back her flag answers 404 and changes nothing', async () => {
    const li = await memberId('李娜');
    const membership = () => asTenant(server.tenants.A, () => server.services.db.models.Membership.findByPk(li, { raw: true })) as Promise<any>;
    const setRow = (values: Record<string, number>) => asTenant(server.tenants.A, () => server.services.db.models.Membership.update(values, { where: { id: li } }));
    await setRow({ status: 1, isCompanyAdmin: 1 });
    try {
      const res = await remove(li);
      expect([res.status, res.body.msg]).toEqual([404, '用户不存在或已被移除']);
      expect(await membership()).toMatchObject({ status: 1, isCompanyAdmin: 1 });
    } finally {
      await setRow({ status: 0, isCompanyAdmin: 0 });
    }
  });

  test('several members at once, all or nothing: one removed member among them answers 404 and nobody becomes an administrator', async () => {
    const [li, wang] = [await memberId('李娜'), await memberId('王强')];
    const flags = async () => ((await asTenant(server.tenants.A, () => server.services.db.models.Membership.findAll({ where: { id: [li, wang] }, order: [['id', 'ASC']], raw: true }))) as any[]).map((m) => m.isCompanyAdmin);
    await asTenant(server.tenants.A, () => server.services.db.models.Membership.update({ status: 1 }, { where: { id: wang } }));
    try {
      const refused = await add({ userDTOList: [{ id: li }, { id: wang }] });
      expect([refused.status, refused.body.msg]).toEqual([404, '用户不存在或已被移除']);
      expect(await flags()).toEqual([0, 0]);
      expect(await adminRules('13800000002', server.tenants.A)).toBe(0);
    } finally {
      await asTenant(server.tenants.A, () => server.services.db.models.Membership.update({ status: 0 }, { where: { id: wang } }));
    }
    const res = await add({ userDTOList: [{ id: li }, { id: wang }] });
    expect([res.status, res.body.msg, res.body.data]).toEqual([200, '操作成功!', null]);
    expect(await flags()).toEqual([1, 1]);
    expect((await admins()).map((a) => a.name)).toEqual(['张伟', '李娜', '王强']);
    expect((await remove(li)).body.code).toBe(2000);
    expect((await remove(wang)).body.code).toBe(2000);
    expect(await flags()).toEqual([0, 0]);
  });

  test('the same member added by two calls at once: both succeed, one administrator grant', async () => {
    const li = await memberId('李娜');
    const answers = await Promise.all([add({ userIds: [li] }), add([li]), add({ userIds: [li] })]);
    expect(answers.map((res) => [res.status, res.body.code])).toEqual([[200, 2000], [200, 2000], [200, 2000]]);
    expect(await adminRules('13800000002', server.tenants.A)).toBe(1);
    expect((await admins()).map((a) => a.name)).toEqual(['张伟', '李娜']);
    expect((await remove(li)).body.code).toBe(2000);
    expect(await adminRules('13800000002', server.tenants.A)).toBe(0);
  });

  test('unknown or malformed ids: 404 and 400', async () => {
    expect((await add({ userIds: [999999] })).status).toBe(404);
    expect((await add({ userIds: ['abc'] })).status).toBe(400);
    expect((await add({ userIds: 'abc' })).status).toBe(400);
    expect((await remove(999999)).status).toBe(404);
    expect((await server.request.delete(`${BASE}/delCompanyAdmin/abc`).set(adminA)).status).toBe(400);
  });
});

describe('tenant isolation', () => {
  test("company A cannot add or remove company B's administrators; B is unchanged", async () => {
    const before = await admins(adminB);
    const zhaoB = before[0].id;
    const wangB = await memberId('王强', adminB);
    expect((await remove(zhaoB)).status).toBe(404);
    expect((await add({ userIds: [wangB] })).status).toBe(404);
    expect(await admins(adminB)).toEqual(before);
    expect((await admins()).map((a) => a.name)).toEqual(['张伟']);
    expect(JSON.stringify(await admins())).not.toContain('赵敏');
  });
});
