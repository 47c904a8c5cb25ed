import { startTestServer, type TestServer } from '../support/test-server';

const BASE = '/api/admin/depart';

let server: TestServer;
let admin: Record<string, string>;
let rootId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
  rootId = (await server.request.get(`${BASE}/departList`).set(admin)).body.data.find((d: any) => d.parentId === -1).id;
}, 60_000);
afterAll(() => server.stop());

const logRows = (selectType: number): Promise<any[]> =>
  server.services.db.sequelize.query('SELECT * FROM plt_gate_log WHERE selectType = ? ORDER BY id', { replacements: [selectType], type: 'SELECT' as any });

describe('operation log (selectType 2)', () => {
  test('a successful write leaves one row: who, host, location, menu 部门管理 and the operation', async () => {
    const before = (await logRows(2)).length;
    const res = await server.request.post(`${BASE}/addList`).set(admin).send([{ name: '日志部门', parentId: rootId }]);
    expect(res.body.code).toBe(2000);
    const rows = await logRows(2);
    expect(rows).toHaveLength(before + 1);
    const row = rows[rows.length - 1];
    expect(row).toMatchObject({ selectType: 2, crtName: '张伟', menu: '部门管理', location: '本机' });
    expect(Number(row.tenantId)).toBe(server.tenants.A);
    expect(row.crtHost).toMatch(/127\.0\.0\.1/);
    expect(row.opt).toBe('批量新增');
    expect(row.crtTime).toBeTruthy();
  });

  test('update, delete and recover each leave their own operation text', async () => {
    const [created] = (await server.request.post(`${BASE}/addList`).set(admin).send([{ name: '操作部门', parentId: rootId }])).body.data;
    const before = (await logRows(2)).length;
    expect((await server.request.put(`${BASE}/updateDepart/${created.id}`).set(admin).send({ name: '操作部门二' })).body.code).toBe(2000);
    expect((await server.request.delete(`${BASE}/delDepart/${created.id}`).set(admin)).body.code).toBe(2000);
    expect((await server.request.put(`${BASE}/recover/${created.id}`).set(admin)).body.code).toBe(2000);
    const rows = (await logRows(2)).slice(before);
    expect(rows.map((r) => [r.menu, r.opt])).toEqual([
      ['部门管理', '修改'],
      ['部门管理', '删除'],
      ['部门管理', '恢复'],
    ]);
  });

  test('failed writes (400, 404, 409, 403, 401) and reads leave no row', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    const before = (await logRows(2)).length;
    expect((await server.request.post(`${BASE}/addList`).set(admin).send([{ name: '', parentId: rootId }])).status).toBe(400);
    expect((await server.request.post(`${BASE}/addList`).set(admin).send({ name: 'x' })).status).toBe(400);
    expect((await server.request.put(`${BASE}/updateDepart/999999`).set(admin).send({ name: '无' })).status).toBe(404);
    expect((await server.request.delete(`${BASE}/delDepart/${rootId}`).set(admin)).status).toBe(409);
    expect((await server.request.post(`${BASE}/addList`).set(member).send([{ name: '越权', parentId: rootId }])).status).toBe(403);
    expect((await server.request.post(`${BASE}/addList`).send([{ name: '匿名', parentId: rootId }])).status).toBe(401);
    expect((await server.request.get(`${BASE}/tree`).set(admin)).status).toBe(200);
    expect((await server.request.get(`${BASE}/selectDepartCount`).set(admin)).status).toBe(200);
    expect(await logRows(2)).toHaveLength(before);
  });

  test('public writes (registration calls) leave no operation row', async () => {
    const before = (await logRows(2)).length;
    await server.request.post('/api/admin/company/sendRegisterSms').query({ mobile: '13655550000' });
    expect(await logRows(2)).toHaveLength(before);
  });
});

describe('login log (selectType 1)', () => {
  test('a password login writes a 登录 row with the real address', async () => {
    const before = (await logRows(1)).length;
    await server.login('13900000001', server.tenants.B);
    const rows = await logRows(1);
    expect(rows).toHaveLength(before + 1);
    const row = rows[rows.length - 1];
    expect(row).toMatchObject({ selectType: 1, crtName: '赵敏', menu: '登录', opt: '登录', location: '本机' });
    expect(Number(row.tenantId)).toBe(server.tenants.B);
    expect(row.crtHost).toMatch(/127\.0\.0\.1/);
  });

  test('a failed login writes no login row', async () => {
    const before = (await logRows(1)).length;
    const res = await server.request
      .post('/api/auth/oauth/token')
      .auth('console', 'console')
      .type('form')
      .send({ username: '13900000001', password: 'wrong-password', tenantId: String(server.tenants.B), grant_type: 'password' });
    expect(res.status).toBe(400);
    expect(await logRows(1)).toHaveLength(before);
  });
});
