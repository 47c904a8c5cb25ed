import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';
import { createCompany } from '../../server/modules/auth/company-signup';

const BASE = '/api/admin/group';

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const list = async (query: Record<string, unknown> = { page: 1, limit: 100 }) => (await server.request.get(`${BASE}/list`).query(query).set(admin)).body;
const roleNamed = async (name: string) => (await list()).data.records.find((r: any) => r.name === name);
const post = (path: string, body: unknown, headers = admin) => server.request.post(`${BASE}/${path}`).set(headers).send(body as object);
const memberId = async (name: string) =>
  (await server.request.get('/api/admin/userApp/selectAllUser').query({ name, limit: 100 }).set(admin)).body.data.records.find((m: any) => m.name === name).id;

describe('menuList', () => {
  test('the checkbox tree of the company areas from their files (schemas/admin/area.json, then inventory, appCenter, service and attendance), without 网站管理', async () => {
    const res = await server.request.get(`${BASE}/menuList`).set(admin);
    expect(res.body.code).toBe(2000);
    const items = res.body.data;
    expect(items.map((i: any) => i.title)).toEqual(['企业信息设置', '部门管理', '用户管理', '权限设置', '应用管理', '服务管理', '费用中心', '通知公告设置', '日程设置', '表单设计', '系统日志', '库存共享', '应用购买', '签名管理', '模板管理', '接口密钥', '发送统计', '发送记录', '费用统计', '模板下载', '物流管理', '考勤记录', '考勤设置']);
    // A section carries its button-level items as children (tests/api/permission-actions.test.ts).
    expect(items[1]).toMatchObject({ id: 'depart', title: '部门管理' });
    expect(items[1].children.map((c: any) => c.id)).toEqual(['depart:read', 'depart:create', 'depart:update', 'depart:delete', 'depart:restore']);
    // 费用中心's sections carry their buttons: paying and cancelling are grants of their own, top-up and transfers too.
    const cost = items.find((i: any) => i.id === 'cost').children;
    expect(cost.map((c: any) => [c.id, c.title])).toEqual([['order', '我的订单'], ['balance', '余额管理']]);
    expect(cost[0].children.map((c: any) => c.id)).toEqual(expect.arrayContaining(['order:read', 'order:pay', 'order:cancel', 'order:delete']));
    expect(cost[1].children.map((c: any) => c.id)).toEqual(expect.arrayContaining(['balance:read', 'balance:topUp']));
    expect(JSON.stringify(items)).not.toContain('website');
  });
});

describe('list', () => {
  test('the built-in administrator role first, then the company roles, with menus and member counts', async () => {
    const body = await list({ page: 1, limit: 10 });
    expect(body.data.total).toBe(2);
    const [builtIn, sales] = body.data.records;
    expect(builtIn).toMatchObject({ name: '系统管理员', builtIn: 1, menuInfo: '全部权限', userCount: 1 });
    expect(builtIn.menuList).toContain('depart');
    expect(builtIn.menuList).not.toContain('website');
    expect(sales).toMatchObject({ name: '业务员', description: '工作台与业务应用，不含系统管理', builtIn: 0, menuList: [], menuInfo: '', userCount: 2 });
    expect(sales).not.toHaveProperty('tenantId');
    const second = await list({ page: 2, limit: 1 });
    expect(second.data.records.map((r: any) => r.name)).toEqual(['业务员']);
    expect((await server.request.get(`${BASE}/list`).query({ page: 0 }).set(admin)).status).toBe(400);
  });

  test('every company gets the built-in role when it is created', async () => {
    const company = await createCompany(server.services, { companyName: '新注册公司', mobile: '13700000009', password: 'Secret@2026' });
    const roles = await asTenant(company.company.id, () => server.services.db.models.Role.findAll({ raw: true }));
    expect(roles.map((r: any) => [r.name, r.builtIn])).toEqual([['系统管理员', 1]]);
  });
});

describe('addGroup and updateGroup', () => {
  test('adds a role with name and description', async () => {
    const res = await post('addGroup', { name: '  财务专员 ', description: '费用与订单' });
    expect(res.body).toMatchObject({ code: 2000, msg: '新增成功!', data: { name: '财务专员', description: '费用与订单', builtIn: 0, menuList: [] } });
    expect(await roleNamed('财务专员')).toMatchObject({ description: '费用与订单', menuInfo: '' });
  });

  test.each([
    [{}, '请输入角色名称'],
    [{ name: '   ' }, '请输入角色名称'],
    [{ name: '角'.repeat(21) }, '角色名称不能超过20个字符'],
    [{ name: '描述太长', description: 'x'.repeat(201) }, '角色描述不能超过200个字符'],
    [{ name: 12 }, '角色名称格式不正确'],
  ])('validation: %j → %s', async (body, msg) => {
    const res = await post('addGroup', body);
    expect([res.status, res.body.msg]).toEqual([400, msg]);
  });

  test('names are unique in the company (the built-in name too); an array body is refused', async () => {
    expect((await post('addGroup', { name: '业务员' })).body).toMatchObject({ code: 409, msg: '角色名称“业务员”已存在' });
    expect((await post('addGroup', { name: '系统管理员' })).status).toBe(409);
    expect((await post('addGroup', [{ name: 'x' }])).status).toBe(400);
    // Another company may use the same name.
    const adminB = await server.auth('13900000001', server.tenants.B);
    expect((await post('addGroup', { name: '业务员' }, adminB)).body.code).toBe(2000);
  });

  test('edits name and description; keeps its own name; refuses another role’s name', async () => {
    await post('addGroup', { name: '仓管员' });
    const role = await roleNamed('仓管员');
    expect((await post('updateGroup', { id: role.id, name: '仓库主管', description: '出入库' })).body).toMatchObject({ code: 2000, msg: '修改成功!' });
    expect(await roleNamed('仓库主管')).toMatchObject({ id: role.id, description: '出入库' });
    expect((await post('updateGroup', { id: role.id, name: '仓库主管', description: '' })).body.code).toBe(2000);
    expect((await post('updateGroup', { id: role.id, name: '业务员' })).status).toBe(409);
    expect((await post('updateGroup', { id: role.id, name: '' })).body.msg).toBe('请输入角色名称');
    expect((await post('updateGroup', { name: '无id' })).body).toMatchObject({ code: 400, msg: '请选择角色' });
    expect((await post('updateGroup', { id: 999999, name: '不存在' })).status).toBe(404);
  });
});

describe('insertGroupMenu', () => {
  test('grants leaf menus; a group key stands for its entries; unknown keys are refused', async () => {
    await post('addGroup', { name: '权限测试' });
    const role = await roleNamed('权限测试');
    const res = await post('insertGroupMenu', { groupId: role.id, menuList: ['user', 'depart'] });
    expect(res.body).toMatchObject({ code: 2000, data: { menuList: ['depart', 'user'], menuInfo: '部门管理、用户管理' } });
    expect(await roleNamed('权限测试')).toMatchObject({ menuList: ['depart', 'user'], menuInfo: '部门管理、用户管理' });
    expect((await post('insertGroupMenu', { groupId: role.id, menuList: ['cost'] })).body.data.menuList).toEqual(['order', 'balance']);
    for (const bad of [['website'], ['nothing'], ['system'], [1]]) {
      const refused = await post('insertGroupMenu', { groupId: role.id, menuList: bad });
      expect([bad, refused.status]).toEqual([bad, 400]);
    }
    expect((await post('insertGroupMenu', { groupId: role.id })).body).toMatchObject({ code: 400, msg: '请选择菜单权限' });
    expect((await post('insertGroupMenu', { menuList: ['depart'] })).body.msg).toBe('请选择角色');
    expect((await roleNamed('权限测试')).menuList).toEqual(['order', 'balance']);
    expect((await post('insertGroupMenu', { groupId: role.id, menuList: [] })).body.data.menuList).toEqual([]);
    expect((await post('insertGroupMenu', { groupId: 999999, menuList: [] })).status).toBe(404);
  });
});

describe('the built-in administrator role', () => {
  test('cannot be edited, given menus, given members or deleted (409); its members are the administrators', async () => {
    const builtIn = await roleNamed('系统管理员');
    expect((await post('updateGroup', { id: builtIn.id, name: '改名' })).body).toMatchObject({ code: 409, msg: '内置的系统管理员角色不允许修改' });
    expect((await post('insertGroupMenu', { groupId: builtIn.id, menuList: ['depart'] })).status).toBe(409);
    expect((await post('setUsers', { groupId: builtIn.id, userIds: [] })).status).toBe(409);
    const del = await server.request.delete(`${BASE}/${builtIn.id}`).set(admin);
    expect(del.body).toMatchObject({ code: 409, msg: '内置的系统管理员角色不允许删除' });
    expect((await roleNamed('系统管理员')).menuInfo).toBe('全部权限');
    const members = await server.request.get(`${BASE}/users/${builtIn.id}`).set(admin);
    expect(members.body.data.map((m: any) => m.name)).toEqual(['张伟']);
  });
});

describe('members and delete', () => {
  test('setUsers gives the role to exactly those members; DELETE takes it from them and closes the menus at once', async () => {
    await post('addGroup', { name: '部门管理员' });
    const role = await roleNamed('部门管理员');
    await post('insertGroupMenu', { groupId: role.id, menuList: ['depart'] });
    const wang = await memberId('王强');
    const li = await memberId('李娜');
    expect((await post('setUsers', { groupId: role.id, userIds: [wang, li] })).body.code).toBe(2000);
    expect((await post('setUsers', { groupId: role.id, userIds: [wang] })).body.code).toBe(2000);
    const members = await server.request.get(`${BASE}/users/${role.id}`).set(admin);
    expect(members.body.data.map((m: any) => m.name)).toEqual(['王强']);
    expect((await roleNamed('部门管理员')).userCount).toBe(1);
    expect((await roleNamed('业务员')).userCount).toBe(2);

    const wangToken = await server.auth('13800000003', server.tenants.A);
    expect((await server.request.get('/api/admin/depart/tree').set(wangToken)).status).toBe(200);
    const del = await server.request.delete(`${BASE}/${role.id}`).set(admin);
    expect(del.body).toMatchObject({ code: 2000, msg: '删除成功!' });
    expect((await server.request.get('/api/admin/depart/tree').set(wangToken)).status).toBe(403);
    expect(await roleNamed('部门管理员')).toBeUndefined();
    expect((await server.request.get(`${BASE}/users/${role.id}`).set(admin)).status).toBe(404);
    // 王强 keeps his other role; no rule of the deleted role is left.
    expect((await roleNamed('业务员')).userCount).toBe(2);
    const left = await asSystem(() => server.services.db.models.CasbinRule.count({ where: { v0: `role:${role.id}` } }));
    const held = await asSystem(() => server.services.db.models.CasbinRule.count({ where: { v1: `role:${role.id}` } }));
    expect([left, held]).toEqual([0, 0]);
    expect((await server.request.delete(`${BASE}/${role.id}`).set(admin)).status).toBe(404);
  });

  test('setUsers: unknown members 404, malformed bodies 400', async () => {
    const role = await roleNamed('业务员');
    expect((await post('setUsers', { groupId: role.id, userIds: [999999] })).status).toBe(404);
    expect((await post('setUsers', { groupId: role.id, userIds: 'x' })).status).toBe(400);
    expect((await post('setUsers', { userIds: [] })).body.msg).toBe('请选择角色');
    expect((await roleNamed('业务员')).userCount).toBe(2);
  });
});
