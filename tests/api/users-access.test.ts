import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem } from '../../server/context/request-context';
import { createRole, departId, newUser, userApi } from '../support/user-api';

let server: TestServer;
let adminA: ReturnType<typeof userApi>;
let adminB: ReturnType<typeof userApi>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = userApi(server, await server.auth('13800000001', server.tenants.A));
  adminB = userApi(server, await server.auth('13900000001', server.tenants.B));
}, 60_000);
afterAll(() => server.stop());

/** Every declared route of 用户管理 (object `user`), with ids filled in. */
function userCalls(id: number) {
  return [...server.routes.routes.values()]
    .filter((route) => route.object === 'user')
    .map((route) => ({ method: route.method, path: route.path.replace(/:[A-Za-z]+/g, String(id)) }));
}

function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const req = server.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(headers);
  return body === undefined ? req : req.send(body as object);
}

/** Reads an xlsx answer into rows of cell texts (header first); a blank cell (one the file leaves out) reads ''. */
async function sheetRows(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as any);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push(Array.from((row.values as any[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

const snapshot = async (api: ReturnType<typeof userApi>) => ({ users: await api.all(), removed: (await api.removed()).body.data, count: (await api.count()).body.data });

describe('permissions', () => {
  test('the routes of 用户管理 are the documented ones', () => {
    expect(userCalls(1).map((c) => `${c.method} ${c.path}`).sort()).toEqual(
      [
        'GET /api/admin/user/selectPage',
        'GET /api/admin/user/selectDelUser',
        'GET /api/admin/user/selectUserCount',
        'POST /api/admin/user/addUser',
        'PUT /api/admin/user/updateUser',
        // The spec's method (document A) beside the web client's, one operation (schemas/admin/user.json alsoMethods).
        'POST /api/admin/user/updateUser',
        'DELETE /api/admin/user/deleteUser/1',
        'PUT /api/admin/user/recover/1',
        'PUT /api/admin/user/setDepart',
        'POST /api/admin/user/setDepart',
        'GET /api/admin/user/checkUsername',
        'GET /api/admin/user/checkUsernameAndName',
        'GET /api/admin/user/groupOptions',
        'GET /api/admin/user/departTree',
        'GET /api/business/plt-user/exportList',
        'GET /api/admin/depart/userList/1',
      ].sort(),
    );
  });

  test('a member without 用户管理 gets 403 on every call, and nothing changes', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    const before = await snapshot(adminA);
    const someone = before.users.find((u) => u.name === '王强');
    const sales = await departId(adminA, '销售部');
    for (const { method, path } of userCalls(someone.id)) {
      const body = method === 'POST' ? newUser('13700000099', '越权', sales) : method === 'PUT' ? { id: someone.id, name: '越权改名', departId: sales } : undefined;
      const res = await call(method, `${path}?userIds=${someone.id}&departId=${sales}`, member, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.body.msg).toBeTruthy();
    }
    expect(await snapshot(adminA)).toEqual(before);
    expect((await server.request.get('/api/schemas/user').set(member)).status).toBe(403);
  });

  test('a role with 用户管理 may manage users but not make or remove system administrators', async () => {
    const roleId = await createRole(server, server.tenants.A, '人事', ['user']);
    const li = (await adminA.all()).find((u) => u.name === '李娜');
    const sales = await departId(adminA, '销售部');
    expect((await adminA.update({ id: li.id, name: '李娜', departId: sales, groupList: [roleId] })).body.code).toBe(2000);
    const hr = userApi(server, await server.auth('13800000002', server.tenants.A));
    expect((await hr.page()).status).toBe(200);
    const schema = await server.request.get('/api/schemas/user').set(hr.headers);
    expect(Object.keys(schema.body.data.operations)).toContain('create');
    const added = await hr.add(newUser('13700000050', '新同事', sales));
    expect(added.body.code).toBe(2000);
    const asAdmin = await hr.add(newUser('13700000051', '想当管理员', sales, { isCompanyAdmin: 1 }));
    expect([asAdmin.status, asAdmin.body.msg]).toEqual([403, '只有系统管理员可以设置或移除系统管理员']);
    const promote = await hr.update({ id: added.body.data.id, name: '新同事', departId: sales, isCompanyAdmin: 1 });
    expect(promote.status).toBe(403);
    const zhang = (await adminA.all()).find((u) => u.name === '张伟');
    expect((await hr.update({ id: zhang.id, name: '改管理员', departId: sales })).status).toBe(403);
    expect((await hr.remove(added.body.data.id)).body.code).toBe(2000);
    expect((await adminA.all()).find((u) => u.name === '张伟').name).toBe('张伟');
  });
});

describe('tenant isolation', () => {
  test("company A's administrator cannot see, change, remove, restore or move company B's users", async () => {
    const bUsers = await adminB.all();
    const zhao = bUsers.find((u) => u.name === '赵敏');
    const wangB = bUsers.find((u) => u.name === '王强');
    const prod = await departId(adminB, '生产部');
    const quality = await departId(adminB, '质检部');
    // A removed user of B, to try restoring it from A.
    const added = await adminB.add(newUser('13600000100', '乙方员工', prod));
    expect((await adminB.remove(added.body.data.id)).body.code).toBe(2000);
    const bBefore = await snapshot(adminB);
    const aBefore = await snapshot(adminA);
    const aSales = await departId(adminA, '销售部');

    expect(JSON.stringify(aBefore)).not.toContain('赵敏');
    expect((await adminA.update({ id: wangB.id, name: '被A改名', departId: aSales })).status).toBe(404);
    expect((await adminA.remove(wangB.id)).status).toBe(404);
    expect((await adminA.remove(zhao.id)).status).toBe(404);
    expect((await adminA.recover(added.body.data.id)).status).toBe(404);
    expect((await adminA.setDepart({ userIds: wangB.id, departId: aSales })).status).toBe(404);
    expect((await adminA.userList(prod)).status).toBe(404);
    // B's department ids are not A's departments.
    const aWang = aBefore.users.find((u) => u.name === '王强');
    expect((await adminA.setDepart({ userIds: aWang.id, departId: quality })).body.msg).toBe('所属部门不存在');
    expect((await adminA.add(newUser('13600000101', '跨租户', quality))).body.msg).toBe('所属部门不存在');
    expect((await adminA.page({ departId: prod })).body.data).toEqual({ records: [], total: 0 });

    expect(await snapshot(adminB)).toEqual(bBefore);
    expect(await snapshot(adminA)).toEqual(aBefore);
    const leaked = await asSystem(() => server.services.db.models.Membership.count({ where: { name: ['被A改名', '跨租户'] } }));
    expect(leaked).toBe(0);
  });

  test('a tenantId in the body or query does not move the call into another company', async () => {
    const aSales = await departId(adminA, '销售部');
    const res = await server.request
      .post('/api/admin/user/addUser')
      .query({ tenantId: server.tenants.B })
      .set(adminA.headers)
      .send({ ...newUser('13600000102', '夹带租户', aSales), tenantId: server.tenants.B });
    expect(res.body.code).toBe(2000);
    expect((await adminA.all()).map((u) => u.name)).toContain('夹带租户');
    expect((await adminB.all()).map((u) => u.name)).not.toContain('夹带租户');
    const page = await adminA.page({ tenantId: server.tenants.B });
    expect(page.body.data.records.map((u: any) => u.name)).not.toContain('赵敏');
  });
});

describe('exportList', () => {
  test('answers an xlsx of the caller company’s current users, whatever userId says', async () => {
    const zhaoId = (await adminB.all()).find((u) => u.name === '赵敏').id;
    const res = await adminA.exportList({ userId: zhaoId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(res.headers['content-disposition'])).toContain('用户列表.xlsx');
    const rows = await sheetRows(res.body);
    expect(rows[0]).toEqual(['用户名', '云账号', '工号', '职位', '所属部门', '角色', '系统管理员', '加入时间']);
    const users = await adminA.all();
    expect(rows).toHaveLength(users.length + 1);
    const zhang = rows.find((r) => r[0] === '张伟')!;
    expect(zhang.slice(0, 7)).toEqual(['张伟', '13800000001', '', '', '演示科技有限公司', '', '是']);
    expect(zhang[7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows.find((r) => r[0] === '王强')!.slice(1, 7)).toEqual(['13800000003', '', '工程师', '前端组', '业务员', '否']);
    expect(rows.map((r) => r[0])).not.toContain('赵敏');
    expect(rows.map((r) => r[0])).not.toContain('新同事'); // removed users are not exported
  });

  test('the name and department filters of the list apply to the export', async () => {
    const rd = await departId(adminA, '研发部');
    const rows = await sheetRows((await adminA.exportList({ departId: rd })).body);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['王强']);
    expect((await sheetRows((await adminA.exportList({ name: '张' })).body)).slice(1).map((r) => r[0])).toEqual(['张伟']);
    const bRows = await sheetRows((await adminB.exportList()).body);
    expect(bRows.slice(1).map((r) => r[0]).sort()).toEqual(['王强', '赵敏'].sort());
  });
});
