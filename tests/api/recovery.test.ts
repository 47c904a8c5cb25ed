import { startTestServer, type TestServer, DEMO_PASSWORD } from '../support/test-server';
import { latestSmsCode } from '../support/sms-outbox';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const sendForget = (mobile: string) => server.request.post('/api/admin/company/sendForgetSms').query({ mobile });
/** Sends a code and reads it from the outbox (the answer never carries it). */
const codeFor = async (mobile: string) => {
  expect((await sendForget(mobile)).body.code).toBe(2000);
  return latestSmsCode(server, mobile);
};
const forget = (query: Record<string, string>) => server.request.post('/api/admin/user/forgetPassword').query(query);
const tokenCall = (mobile: string, password: string, tenantId: number) =>
  server.request
    .post('/api/auth/oauth/token')
    .auth('console', 'console')
    .type('form')
    .send({ username: mobile, password, tenantId: String(tenantId), grant_type: 'password' });
const info = (token: string) => server.request.get('/api/admin/user/front/info').set('Authorization', `Bearer ${token}`);

describe('sendForgetSms', () => {
  test('a registered mobile gets a code; an unregistered one 400 该手机号未注册; a bad one the format message', async () => {
    const sent = await sendForget('13800000002');
    expect(sent.body).toEqual({ code: 2000, msg: '验证码已发送，请注意查收!', data: null });
    expect(await latestSmsCode(server, '13800000002')).toMatch(/^\d{6}$/);
    const unknown = await sendForget('13712345678');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('该手机号未注册');
    const bad = await sendForget('1381234');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('你输入的电话号码格式不对!');
    const again = await sendForget('13800000002');
    expect(again.status).toBe(429);
  });

  test('nothing is sent for an unregistered mobile', async () => {
    await sendForget('13712340000');
    expect(await server.services.db.models.SmsOutbox.count({ where: { mobile: '13712340000' } })).toBe(0);
  });
});

describe('forgetPassword', () => {
  test('a new password works, the old one no longer does, and every session of the account ends (both companies)', async () => {
    const mobile = '13800000003';
    const inA = await server.login(mobile, server.tenants.A);
    const inB = await server.login(mobile, server.tenants.B);
    expect((await info(inA)).status).toBe(200);
    expect((await info(inB)).status).toBe(200);
    const otherUser = await server.login('13800000001', server.tenants.A);

    const code = await codeFor(mobile);
    const res = await forget({ phone: mobile, phoneCode: code, password: 'NewPass#1', surePassword: 'NewPass#1' });
    expect(res.body).toMatchObject({ code: 2000, msg: '操作成功!' });

    expect((await info(inA)).status).toBe(401);
    expect((await info(inB)).status).toBe(401);
    expect((await info(otherUser)).status).toBe(200);
    const old = await tokenCall(mobile, DEMO_PASSWORD, server.tenants.A);
    expect(old.status).toBe(400);
    expect(old.body.msg).toBe('用户名或密码错误');
    const fresh = await tokenCall(mobile, 'NewPass#1', server.tenants.B);
    expect(fresh.status).toBe(200);
    expect((await info(fresh.body.access_token)).body.data.companyName).toBe('示例制造有限公司');

    const reused = await forget({ phone: mobile, phoneCode: code, password: 'Another#2' });
    expect(reused.status).toBe(400);
    expect((await tokenCall(mobile, 'NewPass#1', server.tenants.A)).status).toBe(200);
  });

  test('a wrong code is 400 验证码输入有误! and leaves the password and sessions alone', async () => {
    const mobile = '13900000001';
    const token = await server.login(mobile, server.tenants.B);
    const code = await codeFor(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await forget({ phone: mobile, phoneCode: wrong, password: 'Changed#9' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('验证码输入有误!');
    expect((await info(token)).status).toBe(200);
    expect((await tokenCall(mobile, 'Changed#9', server.tenants.B)).status).toBe(400);
    expect((await tokenCall(mobile, DEMO_PASSWORD, server.tenants.B)).status).toBe(200);
  });

  test('an expired code is refused', async () => {
    const mobile = '13800000002';
    await server.services.db.models.SmsCode.update({ crtTime: new Date(Date.now() - 120_000), sendSlot: null }, { where: { mobile } });
    const code = await codeFor(mobile);
    expect(code).toMatch(/^\d{6}$/);
    await server.services.db.models.SmsCode.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { mobile } });
    const res = await forget({ phone: mobile, phoneCode: code, password: 'Expired#1' });
    expect(res.status).toBe(400);
    expect((await tokenCall(mobile, DEMO_PASSWORD, server.tenants.A)).status).toBe(200);
  });

  test('missing or mismatched fields answer the spec messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ phoneCode: '123456', password: 'Secret#1' }, '手机号不能为空!'],
      [{ phone: '', phoneCode: '123456', password: 'Secret#1' }, '手机号不能为空!'],
      [{ phone: '13800000001', password: 'Secret#1' }, '验证码不能为空!'],
      [{ phone: '13800000001', phoneCode: '  ', password: 'Secret#1' }, '验证码不能为空!'],
      [{ phone: '13800000001', phoneCode: '123456', password: 'Secret#1', surePassword: 'Secret#2' }, '密码与确认码不一致!'],
      [{ phone: '1380000', phoneCode: '123456', password: 'Secret#1' }, '你输入的电话号码格式不对!'],
      [{ phone: '13712345678', phoneCode: '123456', password: 'Secret#1' }, '该手机号未注册'],
    ];
    for (const [query, msg] of cases) {
      const res = await forget(query);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const noPassword = await forget({ phone: '13800000001', phoneCode: '123456' });
    expect(noPassword.status).toBe(400);
    const shortPassword = await forget({ phone: '13800000001', phoneCode: '123456', password: '12' });
    expect(shortPassword.status).toBe(400);
    expect((await tokenCall('13800000001', DEMO_PASSWORD, server.tenants.A)).status).toBe(200);
  });
});
