import { startTestServer, type TestServer, DEMO_PASSWORD } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const tokenCall = (body: Record<string, string>, client = ['console', 'console']) =>
  server.request.post('/api/auth/oauth/token').auth(client[0], client[1]).type('form').send(body);

describe('POST /api/auth/oauth/token', () => {
  test('password grant answers a long token, its type, lifetime and department', async () => {
    const res = await tokenCall({ username: '13800000001', password: DEMO_PASSWORD, tenantId: String(server.tenants.A), grant_type: 'password' });
    expect(res.status).toBe(200);
    expect(res.body.access_token.length).toBeGreaterThanOrEqual(100);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.expires_in).toBeGreaterThan(0);
    expect(res.body.depart.name).toBe('演示科技有限公司');
  });

  test('the token is stored only as a hash', async () => {
    const token = await server.login('13800000001', server.tenants.A);
    const rows = await server.services.db.sequelize.query('SELECT tokenHash FROM sys_access_token', { type: 'SELECT' as any });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).toContain(require('node:crypto').createHash('sha256').update(token).digest('hex'));
  });

  test('wrong password, unknown mobile and a company the account is not in all answer 400 用户名或密码错误', async () => {
    for (const body of [
      { username: '13800000001', password: 'wrong-pass', tenantId: String(server.tenants.A) },
      { username: '13700000000', password: DEMO_PASSWORD, tenantId: String(server.tenants.A) },
      { username: '13800000002', password: DEMO_PASSWORD, tenantId: String(server.tenants.B) },
      { username: '13800000001', password: DEMO_PASSWORD, tenantId: '999999' },
    ]) {
      const res = await tokenCall({ ...body, grant_type: 'password' });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('用户名或密码错误');
      expect(res.body.access_token).toBeUndefined();
    }
  });

  test('missing fields answer the spec messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ password: 'x', tenantId: '1' }, '请输入手机号'],
      [{ username: '13800000001', tenantId: '1' }, '请输入密码'],
      [{ username: '13800000001', password: 'x' }, '请选择租户!'],
    ];
    for (const [body, msg] of cases) {
      const res = await tokenCall({ ...body, grant_type: 'password' });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  test('wrong or missing client credentials answer 401', async () => {
    const body = { username: '13800000001', password: DEMO_PASSWORD, tenantId: String(server.tenants.A), grant_type: 'password' };
    expect((await tokenCall(body, ['console', 'nope'])).status).toBe(401);
    expect((await tokenCall(body, ['other', 'console'])).status).toBe(401);
    const res = await server.request.post('/api/auth/oauth/token').type('form').send(body);
    expect(res.status).toBe(401);
  });

  test('another grant type, oversized and odd values are refused with 400, never 500', async () => {
    const bad = [
      { username: '13800000001', password: DEMO_PASSWORD, tenantId: String(server.tenants.A), grant_type: 'client_credentials' },
      { username: '1'.repeat(500), password: DEMO_PASSWORD, tenantId: String(server.tenants.A), grant_type: 'password' },
      { username: '13800000001', password: 'x'.repeat(5000), tenantId: String(server.tenants.A), grant_type: 'password' },
      { username: '13800000001', password: DEMO_PASSWORD, tenantId: 'abc', grant_type: 'password' },
      { username: '13800000001', password: DEMO_PASSWORD, tenantId: '-3', grant_type: 'password' },
    ];
    for (const body of bad) expect((await tokenCall(body)).status).toBe(400);
    const json = await server.request.post('/api/auth/oauth/token').auth('console', 'console').set('Content-Type', 'application/json').send('{"broken');
    expect(json.status).toBe(400);
  });

  test('repeated wrong passwords lock the account with a clear message, even for the right password', async () => {
    const body = { username: '13900000001', tenantId: String(server.tenants.B), grant_type: 'password' };
    for (let i = 0; i < server.config.login.maxWrongPasswords - 1; i++) {
      expect((await tokenCall({ ...body, password: 'bad-password' })).body.msg).toBe('用户名或密码错误');
    }
    const locked = await tokenCall({ ...body, password: 'bad-password' });
    expect(locked.status).toBe(400);
    expect(locked.body.msg).toMatch(/账号已锁定，请\d+分钟后再试/);
    const right = await tokenCall({ ...body, password: DEMO_PASSWORD });
    expect(right.status).toBe(400);
    expect(right.body.msg).toMatch(/账号已锁定/);
    const check = await server.request.get('/api/admin/user/checkLogin').query({ username: '13900000001', tenantId: server.tenants.B });
    expect(check.body.msg).toMatch(/账号已锁定/);
  });
});

describe('session calls', () => {
  test('DELETE token revokes it: the next call answers 401', async () => {
    const token = await server.login('13800000001', server.tenants.A);
    const info = await server.request.get('/api/admin/user/front/info').set('Authorization', `Bearer ${token}`);
    expect(info.status).toBe(200);
    const revoke = await server.request.delete('/api/auth/oauth/token').query({ access_token: token });
    expect(revoke.body.code).toBe(2000);
    const after = await server.request.get('/api/admin/user/front/info').set('Authorization', `Bearer ${token}`);
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe('您还未登录，请先登录！');
  });

  test('the Authorization cookie is accepted like the header', async () => {
    const token = await server.login('13800000002', server.tenants.A);
    const res = await server.request.get('/api/admin/user/front/info').set('Cookie', `Authorization=${encodeURIComponent(`Bearer ${token}`)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('李娜');
  });

  test('no token, a short token and a made-up token answer 401', async () => {
    expect((await server.request.get('/api/admin/user/front/info')).status).toBe(401);
    expect((await server.request.get('/api/admin/user/front/info').set('Authorization', 'Bearer abc')).status).toBe(401);
    expect((await server.request.get('/api/admin/user/front/info').set('Authorization', `Bearer ${'x'.repeat(128)}`)).status).toBe(401);
  });

  test('front/info tells the company and whether system management shows', async () => {
    const admin = await server.request.get('/api/admin/user/front/info').set(await server.auth('13800000001', server.tenants.A));
    expect(admin.body.data).toMatchObject({ name: '张伟', companyName: '演示科技有限公司', isSysManager: 0, tenantId: server.tenants.A });
    const member = await server.request.get('/api/admin/user/front/info').set(await server.auth('13800000002', server.tenants.A));
    expect(member.body.data).toMatchObject({ name: '李娜', isSysManager: 1 });
  });

  test('one mobile in two companies: the token decides which company it sees', async () => {
    const inA = await server.request.get('/api/admin/user/front/info').set(await server.auth('13800000003', server.tenants.A));
    const inB = await server.request.get('/api/admin/user/front/info').set(await server.auth('13800000003', server.tenants.B));
    expect(inA.body.data.companyName).toBe('演示科技有限公司');
    expect(inB.body.data.companyName).toBe('示例制造有限公司');
  });

  test('front/menus: the administrator sees system management without 网站管理 removed server-side, a member only the entries of every member', async () => {
    const admin = await server.request.get('/api/admin/user/front/menus').set(await server.auth('13800000001', server.tenants.A));
    const system = admin.body.data.find((m: any) => m.key === 'system');
    expect(system.children.map((c: any) => c.key)).toEqual(expect.arrayContaining(['company', 'depart', 'user', 'cost']));
    expect(system.children.find((c: any) => c.key === 'depart').section).toBe('depart');
    const member = await server.request.get('/api/admin/user/front/menus').set(await server.auth('13800000002', server.tenants.A));
    expect(member.body.data.map((root: any) => [root.key, root.children.map((c: any) => [c.title, c.everyMember])])).toEqual([['attendance', [['打卡', true], ['我的考勤', true]]]]);
  });

  test('selectCompanyByUserName lists the companies of a mobile; bad format is 400', async () => {
    const both = await server.request.get('/api/admin/company/selectCompanyByUserName').query({ userName: '13800000003' });
    expect(both.body.data.map((c: any) => c.companyName)).toEqual(['演示科技有限公司', '示例制造有限公司']);
    const none = await server.request.get('/api/admin/company/selectCompanyByUserName').query({ userName: '13711112222' });
    expect(none.body.data).toEqual([]);
    const bad = await server.request.get('/api/admin/company/selectCompanyByUserName').query({ userName: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('你输入的电话号码格式不对!');
  });

  test('checkLogin checks the membership; beforeLoginOut needs a token', async () => {
    const good = await server.request.get('/api/admin/user/checkLogin').query({ username: '13800000002', tenantId: server.tenants.A });
    expect(good.body).toMatchObject({ code: 2000, data: '/merchant' });
    const other = await server.request.get('/api/admin/user/checkLogin').query({ username: '13800000002', tenantId: server.tenants.B });
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe('该账号不属于所选企业，请重新选择租户!');
    expect((await server.request.get('/api/business/plt-user/beforeLoginOut')).status).toBe(401);
    const out = await server.request.get('/api/business/plt-user/beforeLoginOut').set(await server.auth('13800000002', server.tenants.A));
    expect(out.body.code).toBe(2000);
  });

  test('insertLog keeps the real address, not the one the client claims', async () => {
    const headers = await server.auth('13800000002', server.tenants.A);
    const res = await server.request.get('/api/admin/gateLog/insertLog').query({ ip: '8.8.8.8', location: '北京' }).set(headers);
    expect(res.body.code).toBe(2000);
    expect(res.body.data.crtHost).toMatch(/127\.0\.0\.1/);
    expect(res.body.data.location).toBe('本机');
    const logs = await server.services.db.sequelize.query("SELECT crtHost FROM plt_gate_log WHERE selectType = 1", { type: 'SELECT' as any });
    expect(JSON.stringify(logs)).not.toContain('8.8.8.8');
  });
});
