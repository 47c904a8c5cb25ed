import { startTestServer, DEMO_PASSWORD, type TestServer } from '../support/test-server';
import { SMS_OUTBOX_LIST, latestSmsCode, operatorHeaders, smsTexts } from '../support/sms-outbox';
import { WIRE_DATE } from '../support/user-api';

/**
 * SMS codes never come back in an answer (issue 25, finding 1): the local provider writes every text to the outbox,
 * which platform operators read (短信发件箱); registration checks the code on the server.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

let nextMobile = 13600000900;
const freshMobile = () => String(nextMobile++);

const sendRegister = (mobile: string) => server.request.post('/api/admin/company/sendRegisterSms').query({ mobile });
const sendForget = (mobile: string) => server.request.post('/api/admin/company/sendForgetSms').query({ mobile });
const register = (body: Record<string, unknown>) => server.request.post('/api/admin/company/register').send(body);
const companiesOf = async (mobile: string) =>
  (await server.request.get('/api/admin/company/selectCompanyByUserName').query({ userName: mobile })).body.data as unknown[];
const outbox = async (query: Record<string, unknown>, headers?: Record<string, string>) =>
  server.request.get(SMS_OUTBOX_LIST).query(query).set(headers ?? (await operatorHeaders(server)));
const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The answer carries no code: not as data, not in any text or header. */
function expectNoCode(res: { status: number; body: any; text: string; headers: Record<string, unknown> }, code: string) {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ code: 2000, msg: '验证码已发送，请注意查收!', data: null });
  expect(res.text).not.toContain(code);
  expect(JSON.stringify(res.headers)).not.toContain(code);
}

describe('the send calls answer no code', () => {
  test('sendRegisterSms answers data null; the outbox code registers the company', async () => {
    const mobile = freshMobile();
    const sent = await sendRegister(mobile);
    const code = await latestSmsCode(server, mobile);
    expectNoCode(sent, code);
    const res = await register({ mobile, phoneCode: code, companyName: '发件箱注册公司', userName: mobile, password: 'Start#2026' });
    expect(res.body).toMatchObject({ code: 2000, msg: '注册成功!' });
    expect(await companiesOf(mobile)).toHaveLength(1);
  });

  test("sendForgetSms answers data null, also for the operator's mobile; the outbox code resets the password", async () => {
    const operatorSent = await sendForget('18800000000');
    expectNoCode(operatorSent, await latestSmsCode(server, '18800000000'));

    const mobile = '13800000002';
    const sent = await sendForget(mobile);
    const code = await latestSmsCode(server, mobile);
    expectNoCode(sent, code);
    const reset = await server.request.post('/api/admin/user/forgetPassword').query({ phone: mobile, phoneCode: code, password: 'Outbox#2026', surePassword: 'Outbox#2026' });
    expect(reset.body).toMatchObject({ code: 2000, msg: '操作成功!' });
    expect((await server.login(mobile, server.tenants.A, 'Outbox#2026')).length).toBeGreaterThanOrEqual(100);
  });
});

describe('GET /api/platform/sms-outbox/list', () => {
  test('the operator reads the texts of one mobile, newest first, with the code in the content, page by page', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const registerCode = await latestSmsCode(server, mobile);
    // No password: the server texts one (a second message); then a forgotten-password code (a third).
    expect((await register({ mobile, phoneCode: registerCode, companyName: '发件箱分页公司', userName: mobile })).body.code).toBe(2000);
    await sendForget(mobile);
    const forgetCode = await latestSmsCode(server, mobile);
    expect(forgetCode).not.toBe(registerCode);

    const all = await outbox({ mobile, page: 1, limit: 10 });
    expect(all.status).toBe(200);
    expect(all.body.code).toBe(2000);
    expect(all.body.data.total).toBe(3);
    const records = all.body.data.records as any[];
    expect(records.map((row) => row.mobile)).toEqual([mobile, mobile, mobile]);
    expect(records[0].content).toContain(forgetCode);
    expect(records[1].content).toContain('初始登录密码');
    expect(records[2].content).toContain(registerCode);
    for (const row of records) {
      expect(row.status).toBe(0);
      expect(row.crtTime).toMatch(WIRE_DATE);
    }

    const second = await outbox({ mobile, page: 2, limit: 2 });
    expect(second.body.data.total).toBe(3);
    expect(second.body.data.records.map((row: any) => row.content)).toEqual([records[2].content]);
    expect(await smsTexts(server, mobile)).toEqual(records.map((row) => row.content));
  });

  test('without a mobile it lists every text, and another mobile filter leaves these out', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const everyone = await outbox({ page: 1, limit: 1000 });
    const mobiles = new Set((everyone.body.data.records as any[]).map((row) => row.mobile));
    expect(mobiles.has(mobile)).toBe(true);
    expect(mobiles.size).toBeGreaterThan(1);
    const other = await outbox({ mobile: '13800000002', page: 1, limit: 100 });
    expect((other.body.data.records as any[]).some((row) => row.mobile === mobile)).toBe(false);
    expect(other.body.data.total).toBeGreaterThan(0);
  });

  test('a company administrator gets 403, no token 401, and neither sees a text', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = await latestSmsCode(server, mobile);
    const admin = await server.auth('13800000001', server.tenants.A);
    const denied = await outbox({ mobile }, admin);
    expect(denied.status).toBe(403);
    expect(denied.text).not.toContain(code);
    const anonymous = await server.request.get(SMS_OUTBOX_LIST).query({ mobile });
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain(code);
  });

  test('the section is read-only: in the operator menu as 短信发件箱, no write operations', async () => {
    const operator = await operatorHeaders(server);
    const menus = await server.request.get('/api/platform/front/menus').set(operator);
    const items = menus.body.data.find((root: any) => root.key === 'operator').children;
    expect(items).toContainEqual(expect.objectContaining({ key: 'smsOutbox', title: '短信发件箱' }));
    const page = await server.request.get('/api/schemas/smsOutbox').set(operator);
    expect(page.status).toBe(200);
    expect(Object.keys(page.body.data.operations)).toEqual(['list']);
    const before = (await outbox({ page: 1, limit: 1 })).body.data.total;
    for (const [method, path] of [['post', '/create'], ['put', '/update/1'], ['delete', '/delete/1']] as const) {
      const res = await server.request[method](`/api/platform/sms-outbox${path}`).set(operator).send({ mobile: '13800000001', content: 'x' });
      expect(res.status).toBe(404);
    }
    expect((await outbox({ page: 1, limit: 1 })).body.data.total).toBe(before);
  });
});

describe('registration checks the code on the server', () => {
  test('phone registration (no password) with a wrong code: 400 验证码有误!, nothing created, no password texted', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = await latestSmsCode(server, mobile);
    const res = await register({ mobile, phoneCode: wrongCodeOf(code), companyName: '错码手机注册公司', products: '云ERP', userName: mobile });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: '验证码有误!', data: ['phoneCode'] });
    expect(await companiesOf(mobile)).toEqual([]);
    expect(await smsTexts(server, mobile)).toHaveLength(1);
    expect((await register({ mobile, phoneCode: code, companyName: '错码手机注册公司', userName: mobile })).body.code).toBe(2000);
  });

  test('the register page (with a password) with a wrong code: 400 验证码输入有误!, nothing created', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = await latestSmsCode(server, mobile);
    const res = await register({ mobile, phoneCode: wrongCodeOf(code), companyName: '错码注册公司', userName: mobile, password: DEMO_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: '验证码输入有误!', data: ['phoneCode'] });
    expect(await companiesOf(mobile)).toEqual([]);
  });
});
