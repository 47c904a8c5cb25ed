import crypto from 'node:crypto';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const poll = (uuid: string) => server.request.post('/api/admin/autologin/queryLoginInfo').query({ uuid });
const confirm = (uuid: string, token?: string) => {
  const req = server.request.post('/api/admin/autologin/confirm').query({ uuid });
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

describe('QR login', () => {
  test('pending, confirmed by a logged-in session, then one token for that user and company', async () => {
    const uuid = crypto.randomUUID();
    const pending = await poll(uuid);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ code: 2001, msg: '等待扫码', data: null });
    expect((await poll(uuid)).body.code).toBe(2001);

    // 王强 is in both companies; his company-B session approves, so the web page logs in to B.
    const mobileSession = await server.login('13800000003', server.tenants.B);
    const ok = await confirm(uuid, mobileSession);
    expect(ok.body.code).toBe(2000);

    const done = await poll(uuid);
    expect(done.status).toBe(200);
    expect(done.body.code).toBe(2000);
    const { access_token: token, depart, expires_in: expiresIn } = done.body.data;
    expect(token.length).toBeGreaterThanOrEqual(100);
    expect(token).not.toBe(mobileSession);
    expect(expiresIn).toBeGreaterThan(0);
    expect(depart.name).toBe('生产部');
    const info = await server.request.get('/api/admin/user/front/info').set('Authorization', `Bearer ${token}`);
    expect(info.body.data).toMatchObject({ name: '王强', companyName: '示例制造有限公司', tenantId: server.tenants.B });

    const second = await poll(uuid);
    expect(second.body.code).not.toBe(2000);
    expect(second.body.data?.access_token).toBeUndefined();
    expect(second.body.code).toBe(4100);
  });

  test('the QR login is recorded in the login log', async () => {
    const uuid = crypto.randomUUID();
    await poll(uuid);
    await confirm(uuid, await server.login('13800000002', server.tenants.A));
    expect((await poll(uuid)).body.code).toBe(2000);
    const rows = await server.services.db.sequelize.query("SELECT crtName, opt FROM plt_gate_log WHERE selectType = 1 AND opt = '扫码登录'", { type: 'SELECT' as any });
    expect(rows).toContainEqual({ crtName: '李娜', opt: '扫码登录' });
  });

  test('two pollers racing for the confirmed uuid: exactly one gets a token', async () => {
    const uuid = crypto.randomUUID();
    await poll(uuid);
    await confirm(uuid, await server.login('13800000001', server.tenants.A));
    const answers = await Promise.all([poll(uuid), poll(uuid), poll(uuid)]);
    expect(answers.filter((a) => a.body.data?.access_token)).toHaveLength(1);
    for (const answer of answers) expect(answer.status).toBe(200);
  });

  test('the first polls of a new uuid arriving together all answer pending, never 500', async () => {
    const uuid = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => poll(uuid)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.body.code)).toEqual([2001, 2001, 2001, 2001, 2001]);
  });

  test('confirming an unknown, expired or already confirmed uuid is 404', async () => {
    const token = await server.login('13800000001', server.tenants.A);
    const unknown = await confirm(crypto.randomUUID(), token);
    expect(unknown.status).toBe(404);

    const expired = crypto.randomUUID();
    await poll(expired);
    await server.services.db.models.QrLogin.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { uuid: expired } });
    expect((await confirm(expired, token)).status).toBe(404);
    const late = await poll(expired);
    expect(late.body.code).toBe(4100);

    const twice = crypto.randomUUID();
    await poll(twice);
    expect((await confirm(twice, token)).status).toBe(200);
    expect((await confirm(twice, await server.login('13900000001', server.tenants.B))).status).toBe(404);
    const winner = await poll(twice);
    const info = await server.request.get('/api/admin/user/front/info').set('Authorization', `Bearer ${winner.body.data.access_token}`);
    expect(info.body.data.name).toBe('张伟');
  });

  test('confirm needs a valid token: none or a revoked one is 401, and the uuid stays pending', async () => {
    const uuid = crypto.randomUUID();
    await poll(uuid);
    expect((await confirm(uuid)).status).toBe(401);
    const token = await server.login('13800000002', server.tenants.A);
    await server.request.delete('/api/auth/oauth/token').query({ access_token: token });
    expect((await confirm(uuid, token)).status).toBe(401);
    expect((await poll(uuid)).body.code).toBe(2001);
  });

  test('a bad uuid is 400 on both calls', async () => {
    const token = await server.login('13800000001', server.tenants.A);
    for (const uuid of ['', 'short', 'x'.repeat(65), '../../etc', 'abc def ghi', '<script>alert(1)</script>']) {
      expect((await poll(uuid)).status).toBe(400);
      expect((await confirm(uuid, token)).status).toBe(400);
    }
    const missing = await server.request.post('/api/admin/autologin/queryLoginInfo');
    expect(missing.status).toBe(400);
  });
});
