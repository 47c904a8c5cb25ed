import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const routesOf = (object: string) => [...server.routes.routes.values()].filter((route) => route.object === object);
function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const req = server.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(headers);
  return body === undefined ? req : req.send(body as object);
}
const roles = async (headers = adminA) => (await server.request.get('/api/admin/group/list').query({ limit: 100 }).set(headers)).body.data.records as any[];
/** The granted entries of the caller's menus (those of every member, 打卡 and 我的考勤, are everyone's). */
const menuTitles = async (headers: Record<string, string>) =>
  ((await server.request.get('/api/admin/user/front/menus').set(headers)).body.data as any[])
    .flatMap((root) => root.children ?? [])
    .filter((c: any) => !c.everyMember)
    .map((c: any) => c.title);

describe('a member without 权限设置 / 应用管理', () => {
  test('gets 403 from every permission and application call, and nothing changes', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    const before = { roles: await roles(), admins: (await server.request.get('/api/admin/user/selectCompanyAdmin').set(adminA)).body.data };
    const calls = [...routesOf('permission'), ...routesOf('application')];
    expect(calls.length).toBeGreaterThanOrEqual(23);
    for (const route of calls) {
      const path = route.path.replace(':id', '1');
      const body = route.method === 'POST' ? { id: 1, name: '越权', groupId: 1, menuList: ['depart'], userIds: [1], appId: 1, userDTOList: [{ id: 1 }], status: 4 } : undefined;
      const res = await call(route.method, path, member, body);
      expect([route.method, path, res.status]).toEqual([route.method, path, 403]);
      expect(res.body.msg).toBeTruthy();
    }
    expect(await roles()).toEqual(before.roles);
    expect((await server.request.get('/api/admin/user/selectCompanyAdmin').set(adminA)).body.data).toEqual(before.admins);
    expect(await menuTitles(member)).toEqual([]);
  });

  test('entering apps and the catalogue detail are for any member (session), not the menu', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    const routes = [...server.routes.routes.values()].filter((r) => r.path === '/api/business/plt-user/beforeLogin' || r.path.startsWith('/api/business/plt-server/select'));
    expect(routes.map((r) => r.object)).toEqual(['session', 'session']);
    expect((await server.request.get('/api/business/plt-user/beforeLogin').query({ name: '云CRM' }).set(member)).body.code).toBe(2000);
  });
});

describe('a role granted live', () => {
  test('opens the menus and the APIs for the very same token, and taking it away closes them again', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    const sales = (await roles()).find((r) => r.name === '业务员');
    expect((await server.request.get('/api/admin/group/list').set(member)).status).toBe(403);

    const grant = (menuList: string[]) => server.request.post('/api/admin/group/insertGroupMenu').set(adminA).send({ groupId: sales.id, menuList });
    expect((await grant(['permission'])).body.code).toBe(2000);
    expect(await menuTitles(member)).toEqual(['权限设置']);
    expect((await server.request.get('/api/admin/group/list').set(member)).status).toBe(200);
    expect((await server.request.get('/api/business/plt-application/list').set(member)).status).toBe(403);
    expect((await server.request.get('/api/admin/user/front/info').set(member)).body.data.isSysManager).toBe(0);
    // Roles yes; making or unmaking administrators stays with the administrators.
    const own = (await server.request.get('/api/admin/userApp/selectAllUser').query({ name: '李娜' }).set(member)).body.data.records[0];
    const promote = await server.request.post('/api/admin/user/addCompanyAdmin').set(member).send({ userIds: [own.id] });
    expect(promote.body).toMatchObject({ code: 403, msg: '只有系统管理员可以设置或移除系统管理员' });
    expect((await server.request.delete(`/api/admin/user/delCompanyAdmin/${own.id}`).set(member)).status).toBe(403);
    expect((await server.request.get('/api/admin/user/selectCompanyAdmin').set(member)).body.data.map((a: any) => a.name)).toEqual(['张伟']);

    expect((await grant(['permission', 'application'])).body.code).toBe(2000);
    expect(await menuTitles(member)).toEqual(['权限设置', '应用管理']);
    expect((await server.request.get('/api/business/plt-application/list').set(member)).status).toBe(200);
    expect((await server.request.get('/api/schemas/depart').set(member)).status).toBe(403);

    expect((await grant([])).body.code).toBe(2000);
    expect(await menuTitles(member)).toEqual([]);
    expect((await server.request.get('/api/admin/group/list').set(member)).status).toBe(403);
    expect((await server.request.get('/api/business/plt-application/list').set(member)).status).toBe(403);
    expect((await server.request.get('/api/admin/user/front/info').set(member)).body.data.isSysManager).toBe(1);
  });

  test('a new role with only 部门管理, given to a member, shows only 部门管理 and opens only departments', async () => {
    const wang = await server.auth('13800000003', server.tenants.A);
    await server.request.post('/api/admin/group/addGroup').set(adminA).send({ name: '部门管理员', description: '只管部门' });
    const role = (await roles()).find((r) => r.name === '部门管理员');
    await server.request.post('/api/admin/group/insertGroupMenu').set(adminA).send({ groupId: role.id, menuList: ['depart'] });
    const members = (await server.request.get('/api/admin/userApp/selectAllUser').set(adminA)).body.data.records;
    const wangId = members.find((m: any) => m.name === '王强').id;
    expect((await server.request.post('/api/admin/group/setUsers').set(adminA).send({ groupId: role.id, userIds: [wangId] })).body.code).toBe(2000);

    expect(await menuTitles(wang)).toEqual(['部门管理']);
    expect((await server.request.get('/api/admin/depart/tree').set(wang)).status).toBe(200);
    expect((await server.request.get('/api/admin/group/list').set(wang)).status).toBe(403);
    // The same person in the other company has nothing of it.
    const wangB = await server.auth('13800000003', server.tenants.B);
    expect(await menuTitles(wangB)).toEqual([]);
  });
});

describe('tenant isolation of roles', () => {
  test("company A's token on company B's roles: 404, and B is unchanged", async () => {
    await server.request.post('/api/admin/group/addGroup').set(adminB).send({ name: '质检员' });
    const before = await roles(adminB);
    const inspector = before.find((r) => r.name === '质检员');
    const builtInB = before.find((r) => r.builtIn === 1);
    for (const id of [inspector.id, builtInB.id]) {
      expect((await server.request.post('/api/admin/group/updateGroup').set(adminA).send({ id, name: 'A改B' })).status).toBe(404);
      expect((await server.request.post('/api/admin/group/insertGroupMenu').set(adminA).send({ groupId: id, menuList: ['depart'] })).status).toBe(404);
      expect((await server.request.post('/api/admin/group/setUsers').set(adminA).send({ groupId: id, userIds: [] })).status).toBe(404);
      expect((await server.request.get(`/api/admin/group/users/${id}`).set(adminA)).status).toBe(404);
      expect((await server.request.delete(`/api/admin/group/${id}`).set(adminA)).status).toBe(404);
    }
    expect(await roles(adminB)).toEqual(before);
    expect((await roles()).map((r) => r.name)).not.toContain('质检员');
  });
});
