import { startTestServer, type TestServer } from '../support/test-server';

/** Per-action grants: button-level items of group/menuList, saved by insertGroupMenu and enforced by the guard. */

const GROUP = '/api/admin/group';
const DEPART = '/api/admin/depart';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let member: Record<string, string>;
let roleId: number;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  member = await server.auth('13800000002', server.tenants.A);
  // 部门查询员, given to 李娜 (13800000002) through the permission page's calls.
  roleId = (await post('addGroup', { name: '部门查询员', description: '只看部门' })).body.data.id;
  const li = (await server.request.get('/api/admin/userApp/selectAllUser').query({ name: '李娜' }).set(adminA)).body.data.records[0];
  expect((await post('setUsers', { groupId: roleId, userIds: [li.id] })).body.code).toBe(2000);
}, 60_000);
afterAll(() => server.stop());

function post(path: string, body: unknown, headers = adminA) {
  return server.request.post(`${GROUP}/${path}`).set(headers).send(body as object);
}
const grant = (menuList: unknown, groupId = roleId, headers = adminA) => post('insertGroupMenu', { groupId, menuList }, headers);
const roles = async (headers = adminA): Promise<any[]> => (await server.request.get(`${GROUP}/list`).query({ limit: 100 }).set(headers)).body.data.records;
const roleOf = async (id = roleId) => (await roles()).find((r) => r.id === id);
const departs = async (): Promise<any[]> => (await server.request.get(`${DEPART}/departList`).set(adminA)).body.data;
const menuTitles = async (headers: Record<string, string>) =>
  ((await server.request.get('/api/admin/user/front/menus').set(headers)).body.data[0]?.children ?? []).map((c: any) => c.title);

describe('menuList', () => {
  test('each section carries its button-level items, derived from the actions its operations use', async () => {
    const items: any[] = (await server.request.get(`${GROUP}/menuList`).set(adminA)).body.data;
    const childrenOf = (id: string) => items.find((i) => i.id === id).children;
    expect(childrenOf('depart')).toEqual([
      { id: 'depart:read', title: '查询' },
      { id: 'depart:create', title: '新增' },
      { id: 'depart:update', title: '修改' },
      { id: 'depart:delete', title: '删除' },
      { id: 'depart:restore', title: '恢复' },
    ]);
    expect(childrenOf('company').map((c: any) => c.title)).toEqual(['查询', '修改', '认证']);
    expect(childrenOf('company')[2].id).toBe('company:certify');
    expect(childrenOf('user').map((c: any) => c.title)).toEqual(['查询', '新增', '修改', '删除', '恢复', '导出']);
    expect(childrenOf('log').map((c: any) => c.id)).toEqual(['log:read', 'log:export']);
    expect(childrenOf('noticeSetting').map((c: any) => c.title)).toEqual(['查询', '新增', '修改', '删除', '审核']);
    expect(childrenOf('service').map((c: any) => c.id)).toEqual(['service:read']);
    // A group that is no section (费用中心) has no buttons of its own: its children are the sections.
    expect(childrenOf('cost').map((c: any) => c.id)).toEqual(['order', 'balance']);
    expect(childrenOf('cost')[0].children.map((c: any) => c.title)).toEqual(expect.arrayContaining(['查询', '支付', '取消订单', '删除']));
  });
});

describe('a role granted only 部门管理/查询', () => {
  test('its member lists the departments and gets 403 from add, update, delete and restore; nothing changes', async () => {
    const saved = await grant(['depart:read']);
    expect(saved.body).toMatchObject({ code: 2000, data: { menuList: ['depart:read'], menuInfo: '部门管理（查询）' } });
    expect(await roleOf()).toMatchObject({ menuList: ['depart:read'], menuInfo: '部门管理（查询）' });

    const tree = await server.request.get(`${DEPART}/tree`).set(member);
    expect(tree.status).toBe(200);
    expect(tree.body.data[0].name).toBe('演示科技有限公司');
    expect((await server.request.get(`${DEPART}/deletedTree`).set(member)).status).toBe(200);
    expect(await menuTitles(member)).toEqual(['部门管理']);

    const finance = (await departs()).find((d) => d.name === '财务部');
    // 临时部, added and removed by the administrator, for the restore attempt.
    const root = (await departs()).find((d) => d.parentId === -1);
    const temp = (await server.request.post(`${DEPART}/addList`).set(adminA).send([{ name: '临时部', parentId: root.id }])).body.data[0];
    expect((await server.request.delete(`${DEPART}/delDepart/${temp.id}`).set(adminA)).body.code).toBe(2000);
    const before = await departs();
    const attempts: [string, () => Promise<any>][] = [
      ['addList', () => server.request.post(`${DEPART}/addList`).set(member).send([{ name: '越权部门', parentId: finance.id }])],
      ['updateDepart', () => server.request.put(`${DEPART}/updateDepart/${finance.id}`).set(member).send({ name: '越权改名' })],
      ['delDepart', () => server.request.delete(`${DEPART}/delDepart/${finance.id}`).set(member)],
      ['recover', () => server.request.put(`${DEPART}/recover/${temp.id}`).set(member)],
    ];
    for (const [name, attempt] of attempts) {
      const res = await attempt();
      expect([name, res.status, res.body.msg]).toEqual([name, 403, '您没有权限执行该操作']);
    }
    expect(await departs()).toEqual(before);
    expect((await server.request.get(`${DEPART}/deletedTree`).set(adminA)).body.data.map((d: any) => d.name)).toContain('临时部');
  });

  test('its UI schema has no add, edit, delete or restore operations, so the page shows none of those buttons', async () => {
    await grant(['depart:read']);
    const schema = (await server.request.get('/api/schemas/depart').set(member)).body.data;
    expect(Object.keys(schema.operations).sort()).toEqual(['count', 'deletedTree', 'get', 'tree']);
    expect(schema.rowActions).toEqual([]);
    expect(schema.toolbar).toEqual([]);
    expect(schema.tabs.map((t: any) => t.title)).toEqual(['当前部门', '已删除部门']);

    // One more button: 修改 appears, 添加子部门 and 删除 stay hidden.
    await grant(['depart:read', 'depart:update']);
    const more = (await server.request.get('/api/schemas/depart').set(member)).body.data;
    expect(more.rowActions.map((a: any) => a.title)).toEqual(['编辑']);
    expect(Object.keys(more.operations)).toContain('update');
    expect(Object.keys(more.operations)).not.toContain('createMany');
  });
});

describe('insertGroupMenu with a mix of sections and buttons', () => {
  test('round-trips in menu order; a section key swallows its own buttons; a button brings its section’s 查询', async () => {
    const res = await grant(['log:export', 'user', 'depart:create', 'company:certify', 'depart:create']);
    const expected = ['company:read', 'company:certify', 'depart:read', 'depart:create', 'user', 'log:read', 'log:export'];
    expect(res.body).toMatchObject({ code: 2000, data: { menuList: expected, menuInfo: '企业信息设置（查询、认证）、部门管理（查询、新增）、用户管理、系统日志（查询、导出）' } });
    expect((await roleOf()).menuList).toEqual(expected);
    const rules = await server.services.policies.roleGrants(server.tenants.A, roleId);
    expect(rules.map((r) => `${r.object}/${r.action}`).sort()).toEqual(
      ['company/read', 'company/certify', 'depart/read', 'depart/create', 'user/*', 'log/read', 'log/export'].sort(),
    );

    // The guard follows: create yes, update no; the whole 用户管理; 系统日志 export.
    const root = (await departs()).find((d) => d.parentId === -1);
    const created = await server.request.post(`${DEPART}/addList`).set(member).send([{ name: '按钮授权新建', parentId: root.id }]);
    expect(created.body.code).toBe(2000);
    expect((await server.request.put(`${DEPART}/updateDepart/${created.body.data[0].id}`).set(member).send({ name: '改不了' })).status).toBe(403);
    expect((await server.request.get('/api/admin/user/selectPage').set(member)).status).toBe(200);
    expect((await server.request.get('/api/business/plt-gate-log/exportList').set(member)).status).toBe(200);
    expect((await server.request.post('/api/business/plt-company/update').set(member).send({ companyName: '改名' })).status).toBe(403);
    expect(await menuTitles(member)).toEqual(['企业信息设置', '部门管理', '用户管理', '系统日志']);

    expect((await grant(['depart', 'depart:update', 'depart:read'])).body.data).toEqual({ menuList: ['depart'], menuInfo: '部门管理' });
    // A lone button opens the section it belongs to.
    expect((await grant(['depart:delete'])).body.data.menuList).toEqual(['depart:read', 'depart:delete']);
    expect(await menuTitles(member)).toEqual(['部门管理']);
    expect((await server.request.get(`${DEPART}/tree`).set(member)).status).toBe(200);
    expect((await server.request.get('/api/admin/user/selectPage').set(member)).status).toBe(403);
  });

  test('bad items answer 400 with a Chinese message and change nothing', async () => {
    await grant(['depart:read', 'log']);
    const before = await roleOf();
    const cases: [unknown, string][] = [
      [['depart:fly'], '菜单权限不存在: depart:fly'],
      [['cost:read'], '菜单权限不存在: cost:read'],
      [['website:read'], '菜单权限不存在: website:read'],
      [['depart:'], '菜单权限不存在: depart:'],
      [[':read'], '菜单权限不存在: :read'],
      [['depart:read:x'], '菜单权限不存在: depart:read:x'],
      [['depart:read', 'nothing'], '菜单权限不存在: nothing'],
      [['depart:read', 7], '菜单权限不存在'],
      [[{ id: 'depart:read' }], '菜单权限不存在'],
      ['depart:read', '请选择菜单权限'],
      [Array.from({ length: 501 }, () => 'depart:read'), '菜单权限一次最多提交500项'],
    ];
    for (const [menuList, msg] of cases) {
      const res = await grant(menuList);
      expect([menuList, res.status, res.body.msg]).toEqual([menuList, 400, msg]);
    }
    expect(await roleOf()).toEqual(before);
    expect((await server.request.put(`${DEPART}/updateDepart/1`).set(member).send({ name: 'x' })).status).toBe(403);
  });

  test('the built-in administrator role takes no buttons (409)', async () => {
    const builtIn = (await roles()).find((r) => r.builtIn === 1);
    expect((await grant(['depart:read'], builtIn.id)).status).toBe(409);
    expect((await roleOf(builtIn.id)).menuInfo).toBe('全部权限');
  });
});

describe('tenant isolation', () => {
  test("another company's role id answers 404 and its grants stay as they were", async () => {
    const inspector = (await post('addGroup', { name: '质检查询员' }, adminB)).body.data;
    expect((await grant(['depart:read', 'log:export'], inspector.id, adminB)).body.code).toBe(2000);
    const before = await roles(adminB);
    const rulesBefore = await server.services.policies.roleGrants(server.tenants.B, inspector.id);
    for (const menuList of [['depart'], ['depart:create', 'user:export'], []]) {
      const res = await grant(menuList, inspector.id, adminA);
      expect([menuList, res.status]).toEqual([menuList, 404]);
    }
    expect(await roles(adminB)).toEqual(before);
    expect(await server.services.policies.roleGrants(server.tenants.B, inspector.id)).toEqual(rulesBefore);
    expect(await server.services.policies.roleGrants(server.tenants.A, inspector.id)).toEqual([]);
    expect((await roles()).map((r) => r.name)).not.toContain('质检查询员');
  });
});
