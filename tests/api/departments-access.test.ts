import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';

/** The menu roots without the entries every member sees (打卡, 我的考勤): what grants open. */
const grantedRoots = (roots: any[]) =>
  roots.map((root) => ({ ...root, children: root.children.filter((entry: any) => !entry.everyMember) })).filter((root) => root.children.length);

const BASE = '/api/admin/depart';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const flatOf = async (headers: Record<string, string>): Promise<any[]> => (await server.request.get(`${BASE}/departList`).set(headers)).body.data;
const deletedOf = async (headers: Record<string, string>) => (await server.request.get(`${BASE}/deletedTree`).set(headers)).body.data;

/** Every declared department route, with :id filled in. */
function departCalls(id: number) {
  return [...server.routes.routes.values()]
    .filter((route) => route.object === 'depart')
    .map((route) => ({ method: route.method, path: route.path.replace(':id', String(id)) }));
}

function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const req = server.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(headers);
  return body === undefined ? req : req.send(body as object);
}

describe('tenant isolation', () => {
  test("company A's administrator cannot see, change, delete or restore company B's departments", async () => {
    const bList = await flatOf(adminB);
    const quality = bList.find((d) => d.name === '质检部');
    const purchase = bList.find((d) => d.name === '采购部');
    const bRoot = bList.find((d) => d.parentId === -1);
    expect((await server.request.delete(`${BASE}/delDepart/${purchase.id}`).set(adminB)).body.code).toBe(2000);
    const bBefore = await flatOf(adminB);
    const bDeletedBefore = await deletedOf(adminB);

    const aNames = (await flatOf(adminA)).map((d) => d.name);
    expect(aNames).not.toContain('质检部');
    expect(JSON.stringify((await server.request.get(`${BASE}/tree`).set(adminA)).body)).not.toContain('示例制造');

    expect((await server.request.get(`${BASE}/select/${quality.id}`).set(adminA)).status).toBe(404);
    expect((await server.request.put(`${BASE}/updateDepart/${quality.id}`).set(adminA).send({ name: '被A改名' })).status).toBe(404);
    expect((await server.request.delete(`${BASE}/delDepart/${quality.id}`).set(adminA)).status).toBe(404);
    expect((await server.request.put(`${BASE}/recover/${purchase.id}`).set(adminA)).status).toBe(404);
    const intoB = await server.request.post(`${BASE}/addList`).set(adminA).send([{ name: 'A放进B', parentId: bRoot.id }]);
    expect(intoB.status).toBe(400);
    expect(intoB.body.msg).toBe('上级部门不存在');
    const aRd = (await flatOf(adminA)).find((d) => d.name === '研发部');
    expect((await server.request.put(`${BASE}/updateDepart/${aRd.id}`).set(adminA).send({ parentId: bRoot.id })).status).toBe(400);

    expect(await flatOf(adminB)).toEqual(bBefore);
    expect(await deletedOf(adminB)).toEqual(bDeletedBefore);
    expect((await flatOf(adminA)).map((d) => d.name)).toEqual(aNames);
    const leaked = await asSystem(() => server.services.db.sections.depart.count({ where: { name: ['A放进B', '被A改名'] }, paranoid: false }));
    expect(leaked).toBe(0);
  });

  test('a tenantId in the body or query does not move the request into another company', async () => {
    const bRoot = (await flatOf(adminB)).find((d) => d.parentId === -1);
    const aRoot = (await flatOf(adminA)).find((d) => d.parentId === -1);
    const res = await server.request
      .post(`${BASE}/addList`)
      .query({ tenantId: server.tenants.B })
      .set(adminA)
      .send([{ name: '夹带租户', parentId: aRoot.id, tenantId: server.tenants.B }]);
    expect(res.body.code).toBe(2000);
    expect((await flatOf(adminA)).map((d) => d.name)).toContain('夹带租户');
    expect((await flatOf(adminB)).map((d) => d.name)).not.toContain('夹带租户');
    const tree = await server.request.get(`${BASE}/tree`).query({ tenantId: server.tenants.B }).set(adminA);
    expect(tree.body.data[0].id).toBe(aRoot.id);
    expect(tree.body.data[0].id).not.toBe(bRoot.id);
  });
});

describe('permissions', () => {
  test('a member without 部门管理 gets 403 on every department call, and nothing changes', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    const before = await flatOf(adminA);
    const someId = before.find((d) => d.name === '财务部').id;
    const calls = departCalls(someId);
    expect(calls.length).toBeGreaterThanOrEqual(9);
    for (const { method, path } of calls) {
      const body = path.endsWith('/addList') ? [{ name: '越权部门', parentId: someId }] : method === 'PUT' ? { name: '越权改名' } : undefined;
      const res = await call(method, path, member, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.body.msg).toBeTruthy();
    }
    expect(await flatOf(adminA)).toEqual(before);
    expect((await server.request.get('/api/schemas/depart').set(member)).status).toBe(403);
  });

  test('a role granted live opens the section for the very same token, and taking it away closes it again', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    const tenantId = server.tenants.A;
    expect((await server.request.get(`${BASE}/tree`).set(member)).status).toBe(403);
    expect(grantedRoots((await server.request.get('/api/admin/user/front/menus').set(member)).body.data)).toEqual([]);

    const account = await asSystem(() => server.services.db.models.Account.findOne({ where: { mobile: '13800000002' } }));
    const role = await asTenant(tenantId, () => server.services.db.models.Role.create({ name: '部门管理员', description: '只管部门' }));
    await server.services.policies.setRoleObjects(tenantId, role.id, ['depart']);
    await server.services.policies.setUserRoleIds(tenantId, account.id, [role.id]);

    const tree = await server.request.get(`${BASE}/tree`).set(member);
    expect(tree.status).toBe(200);
    expect(tree.body.data[0].name).toBe('演示科技有限公司');
    const menus = await server.request.get('/api/admin/user/front/menus').set(member);
    expect(grantedRoots(menus.body.data)).toHaveLength(1);
    expect(grantedRoots(menus.body.data)[0].children.map((c: any) => c.title)).toEqual(['部门管理']);
    expect((await server.request.get('/api/admin/user/front/info').set(member)).body.data.isSysManager).toBe(0);
    const created = await server.request.post(`${BASE}/addList`).set(member).send([{ name: '授权后新建', parentId: tree.body.data[0].id }]);
    expect(created.body.code).toBe(2000);
    expect(created.body.data[0].updUserName).toBe('李娜');

    // Other sections stay closed, and the grant is for company A only.
    const inB = await server.auth('13800000003', server.tenants.B);
    expect((await server.request.get(`${BASE}/tree`).set(inB)).status).toBe(403);

    await server.services.policies.setUserRoleIds(tenantId, account.id, []);
    expect((await server.request.get(`${BASE}/tree`).set(member)).status).toBe(403);
    expect(grantedRoots((await server.request.get('/api/admin/user/front/menus').set(member)).body.data)).toEqual([]);
  });

  test('without a token every department call is 401', async () => {
    for (const { method, path } of departCalls(1)) {
      const res = await call(method, path, {});
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
  });
});
