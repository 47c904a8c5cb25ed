import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { startTestServer, type TestServer } from '../support/test-server';
import { latestSmsCode } from '../support/sms-outbox';
import { asSystem, asTenant } from '../../server/context/request-context';
import { formatDateTime, ZONE } from '../../server/http/format';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAILY_LIMIT = 3;
const REGISTERED = '该手机号已被注册，请重新填写!';

let server: TestServer;
beforeAll(async () => {
  // A low daily cap so the cap is reachable in a test; everything else as shipped.
  const sms = { codeTtlSeconds: 300, resendSeconds: 60, dailyLimit: DAILY_LIMIT, maxWrongTries: 5 };
  server = await startTestServer({ env: { sms } as any });
}, 60_000);
afterAll(() => server.stop());

let nextMobile = 13600000100;
const freshMobile = () => String(nextMobile++);

const sendCode = (mobile: string) => server.request.post('/api/admin/company/sendRegisterSms').query({ mobile });
const register = (body: Record<string, unknown>) => server.request.post('/api/admin/company/register').send(body);
const companiesOf = async (mobile: string) =>
  (await server.request.get('/api/admin/company/selectCompanyByUserName').query({ userName: mobile })).body.data as any[];
const companyRow = (id: number) => asSystem(() => server.services.db.models.Company.findByPk(id, { raw: true })) as Promise<any>;
/** A DATE column as epoch ms, whatever the dialect hands back (Date, or a +08:00 string on MySQL). */
const millis = (value: unknown) => dayjs.tz(formatDateTime(value)!, ZONE).valueOf();

/** Sends a code and reads it from the outbox, as an operator would (the answer never carries it). */
async function codeFor(mobile: string): Promise<string> {
  const res = await sendCode(mobile);
  expect(res.status).toBe(200);
  return latestSmsCode(server, mobile);
}

async function registerCompany(companyName: string, password?: string) {
  const mobile = freshMobile();
  const phoneCode = await codeFor(mobile);
  const res = await register({ mobile, phoneCode, companyName, products: '云ERP,云CRM', userName: mobile, ...(password ? { password } : {}) });
  expect(res.status).toBe(200);
  return { mobile, ...res.body.data };
}

describe('registerCheckMobile', () => {
  test('a free mobile is 2000, a registered one 400 with the spec message, a bad one 400', async () => {
    const free = await server.request.post('/api/admin/company/registerCheckMobile').query({ mobile: freshMobile() });
    expect(free.body.code).toBe(2000);
    const taken = await server.request.post('/api/admin/company/registerCheckMobile').query({ mobile: '13800000001' });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe(REGISTERED);
    const bad = await server.request.post('/api/admin/company/registerCheckMobile').query({ mobile: '12345678901' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('你输入的电话号码格式不对!');
  });
});

describe('sendRegisterSms', () => {
  test('answers no code, writes it to the outbox, and stores only its hash', async () => {
    const mobile = freshMobile();
    const res = await sendCode(mobile);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 2000, msg: '验证码已发送，请注意查收!', data: null });
    const code = await latestSmsCode(server, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await server.services.db.models.SmsCode.findAll({ where: { mobile }, raw: true });
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
  });

  test('bad format and registered mobiles are refused with the spec messages', async () => {
    for (const mobile of ['1380000000', '23800000001', '1380000000a', '']) {
      const res = await sendCode(mobile);
      expect(res.status).toBe(400);
      if (mobile) expect(res.body.msg).toBe('你输入的电话号码格式不对!');
    }
    const taken = await sendCode('13800000002');
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe(REGISTERED);
  });

  test('a second send within 60 s answers 429 and says how many seconds are left', async () => {
    const mobile = freshMobile();
    expect((await sendCode(mobile)).status).toBe(200);
    const again = await sendCode(mobile);
    expect(again.status).toBe(429);
    const seconds = Number(/(\d+)秒/.exec(again.body.msg)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  test('simultaneous sends to one mobile: exactly one goes out', async () => {
    const mobile = '13512340077';
    const replies = await Promise.all([1, 2, 3].map(() => sendCode(mobile)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    expect(await server.services.db.models.SmsOutbox.count({ where: { mobile } })).toBe(1);
  });

  test('the daily cap answers 429 even when the 60 s pause was kept', async () => {
    const mobile = freshMobile();
    const { SmsCode } = server.services.db.models;
    for (let i = 0; i < DAILY_LIMIT; i++) {
      expect((await sendCode(mobile)).status).toBe(200);
      // As if the last code went out two minutes ago (the 60 s rule is then satisfied).
      await SmsCode.update({ crtTime: new Date(Date.now() - 120_000), sendSlot: null }, { where: { mobile } });
    }
    const capped = await sendCode(mobile);
    expect(capped.status).toBe(429);
    expect(capped.body.msg).toBe('今日验证码发送次数已达上限，请明天再试');
    expect(await SmsCode.count({ where: { mobile } })).toBe(DAILY_LIMIT);
  });
});

describe('register', () => {
  test('creates the company, its administrator, a root department and a 7-day trial', async () => {
    const mobile = freshMobile();
    const phoneCode = await codeFor(mobile);
    const before = Date.now();
    const res = await register({ mobile, phoneCode, companyName: '注册测试有限公司', products: '云ERP,MES', userName: mobile, password: 'Start#2026' });
    expect(res.body).toMatchObject({ code: 2000, msg: '注册成功!', data: { companyName: '注册测试有限公司', mobile } });
    const { tenantId, profileToken } = res.body.data;
    expect(tenantId).toBeGreaterThan(0);
    expect(profileToken.length).toBeGreaterThanOrEqual(32);

    expect(await companiesOf(mobile)).toEqual([{ tenantId, companyName: '注册测试有限公司' }]);
    const headers = { Authorization: `Bearer ${await server.login(mobile, tenantId, 'Start#2026')}` };
    const info = await server.request.get('/api/admin/user/front/info').set(headers);
    expect(info.body.data).toMatchObject({ companyName: '注册测试有限公司', isSysManager: 0, isCompanyAdmin: 1, mobile, departName: '注册测试有限公司' });
    const menus = await server.request.get('/api/admin/user/front/menus').set(headers);
    expect(menus.body.data.find((m: any) => m.key === 'system').children.map((c: any) => c.key)).toContain('depart');
    const tree = await server.request.get('/api/admin/depart/tree').set(headers);
    expect(tree.body.data).toHaveLength(1);
    expect(tree.body.data[0]).toMatchObject({ name: '注册测试有限公司', parentId: -1 });
    expect(tree.body.data[0].children).toBeUndefined();

    const company = await companyRow(tenantId);
    expect(company.products).toBe('云ERP,MES');
    const trialEnds = millis(company.trialEndsAt);
    expect(trialEnds).toBeGreaterThanOrEqual(before + 7 * 24 * 3600_000 - 2000);
    expect(trialEnds).toBeLessThanOrEqual(Date.now() + 7 * 24 * 3600_000 + 2000);

    const check = await server.request.post('/api/admin/company/registerCheckMobile').query({ mobile });
    expect(check.body.msg).toBe(REGISTERED);
  });

  test('a wrong code is 400 验证码输入有误! and creates nothing; the right code still works after it', async () => {
    const mobile = freshMobile();
    const phoneCode = await codeFor(mobile);
    const wrong = String((Number(phoneCode) + 1) % 1_000_000).padStart(6, '0');
    const res = await register({ mobile, phoneCode: wrong, companyName: '错码公司', userName: mobile, password: 'Start#2026' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('验证码输入有误!');
    expect(res.body.data).toEqual(['phoneCode']);
    expect(await companiesOf(mobile)).toEqual([]);
    const right = await register({ mobile, phoneCode, companyName: '错码公司', userName: mobile, password: 'Start#2026' });
    expect(right.body.code).toBe(2000);
  });

  test('a code serves one registration only, also when two arrive at once', async () => {
    const mobile = freshMobile();
    const phoneCode = await codeFor(mobile);
    const body = (companyName: string) => ({ mobile, phoneCode, companyName, userName: mobile, password: 'Start#2026' });
    const results = await Promise.all([register(body('并发一公司')), register(body('并发二公司')), register(body('并发三公司'))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await companiesOf(mobile)).toHaveLength(1);
    const again = await register(body('再来一次公司'));
    expect(again.status).toBe(400);
    expect(await companiesOf(mobile)).toHaveLength(1);
  });

  test('an expired code is refused', async () => {
    const mobile = freshMobile();
    const phoneCode = await codeFor(mobile);
    await server.services.db.models.SmsCode.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { mobile } });
    const res = await register({ mobile, phoneCode, companyName: '过期码公司', userName: mobile, password: 'Start#2026' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(['phoneCode']);
    expect(await companiesOf(mobile)).toEqual([]);
  });

  test('too many wrong codes kill the code: the right one is then refused too', async () => {
    const mobile = freshMobile();
    const phoneCode = await codeFor(mobile);
    for (let i = 0; i < 5; i++) {
      // No password: phone registration, whose wrong-code message is spec doc 2's.
      const res = await register({ mobile, phoneCode: '000000' === phoneCode ? '111111' : '000000', companyName: '锁码公司', userName: mobile });
      expect(res.body.msg).toBe('验证码有误!');
    }
    const right = await register({ mobile, phoneCode, companyName: '锁码公司', userName: mobile });
    expect(right.status).toBe(400);
    expect(right.body.msg).toMatch(/错误次数过多/);
    expect(await companiesOf(mobile)).toEqual([]);
  });

  test('missing and oversized fields answer 400 with the spec messages', async () => {
    const mobile = freshMobile();
    const full = { mobile, phoneCode: '123456', companyName: '字段公司', userName: mobile, password: 'Start#2026' };
    const without = (key: string) => Object.fromEntries(Object.entries(full).filter(([k]) => k !== key));
    const cases: [Record<string, unknown>, string, string][] = [
      [without('mobile'), '手机号不能为空', 'mobile'],
      [without('phoneCode'), '验证码不能为空', 'phoneCode'],
      [{ ...full, phoneCode: '' }, '验证码不能为空', 'phoneCode'],
      [without('companyName'), '公司名称不能为空!', 'companyName'],
      [{ ...full, companyName: '   ' }, '公司名称不能为空!', 'companyName'],
      [{ ...full, mobile: '1380000' }, '手机号输入有误', 'mobile'],
    ];
    for (const [body, msg, field] of cases) {
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
      expect(res.body.data).toContain(field);
    }
    const long = await register({ ...full, companyName: '长'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.data).toContain('companyName');
    const shortPassword = await register({ ...full, password: '123' });
    expect(shortPassword.status).toBe(400);
  });

  test('without a password the server texts a generated one that logs in', async () => {
    const mobile = freshMobile();
    const phoneCode = await codeFor(mobile);
    const res = await register({ mobile, phoneCode, companyName: '短信密码公司', userName: mobile });
    expect(res.body.code).toBe(2000);
    const rows = await server.services.db.models.SmsOutbox.findAll({ where: { mobile, purpose: 'register' }, order: [['id', 'ASC']], raw: true });
    const text = rows.map((row: any) => row.content).find((content: string) => content.includes('初始登录密码'));
    const password = /初始登录密码为([A-Za-z0-9_-]+)，/.exec(text ?? '')?.[1];
    expect(password).toBeDefined();
    const token = await server.login(mobile, res.body.data.tenantId, password);
    expect(token.length).toBeGreaterThanOrEqual(100);
  });
});

describe('completeInfo', () => {
  const profile = (profileToken: string, extra: Record<string, unknown> = {}) => ({
    profileToken,
    realName: '陈静',
    industry: '电气设备',
    companyName: '完善后公司名',
    mobile: '0571-88886666',
    regionCodes: ['330000', '330100', '330106'],
    address: '文三路 1 号',
    qq: '123456',
    wechat: 'chenjing',
    email: 'chen@example.com',
    ...extra,
  });
  const complete = (body: Record<string, unknown>) => server.request.post('/api/admin/company/completeInfo').send(body);

  test('updates the company with the profile token, once', async () => {
    const { tenantId, profileToken, mobile } = await registerCompany('待完善公司', 'Start#2026');
    const res = await complete(profile(profileToken));
    expect(res.body).toMatchObject({ code: 2000, msg: '操作成功!' });
    const company = await companyRow(tenantId);
    expect(company).toMatchObject({
      companyName: '完善后公司名', realName: '陈静', industry: '电气设备', mobile: '0571-88886666', regionCodes: '330000,330100,330106',
      province: '浙江省', city: '杭州市', county: '西湖区', address: '文三路 1 号', qq: '123456', wechat: 'chenjing', email: 'chen@example.com',
    });
    expect(await companiesOf(mobile)).toEqual([{ tenantId, companyName: '完善后公司名' }]);
    const root = await asTenant(tenantId, () => server.services.db.sections.depart.findOne({ where: { parentId: -1 }, raw: true }));
    expect((root as any).name).toBe('完善后公司名');

    const again = await complete(profile(profileToken, { realName: '别人' }));
    expect(again.status).toBe(400);
    expect((await companyRow(tenantId)).realName).toBe('陈静');
  });

  test('missing or bad fields answer the spec messages and do not use up the token', async () => {
    const { tenantId, profileToken } = await registerCompany('校验公司', 'Start#2026');
    const cases: [Record<string, unknown>, string][] = [
      [profile(profileToken, { realName: undefined }), '请输入真是姓名'],
      [profile(profileToken, { realName: '  ' }), '请输入真是姓名'],
      [profile(profileToken, { industry: '不存在的行业' }), '请选择所属行业'],
      [profile(profileToken, { industry: undefined }), '请选择所属行业'],
      [profile(profileToken, { regionCodes: undefined }), '请选择地址'],
      [profile(profileToken, { regionCodes: [] }), '请选择地址'],
      [profile(profileToken, { regionCodes: ['abc'] }), '请选择地址'],
      [profile(profileToken, { regionCodes: ['330000', '330100'] }), '请选择地址'],
      [profile(profileToken, { regionCodes: ['330000', '320100', '320102'] }), '请选择地址'],
      [profile(profileToken, { regionCodes: ['330000', '330100', '320102'] }), '请选择地址'],
      [profile(profileToken, { regionCodes: ['810000', '810100', '810101'] }), '请选择地址'],
    ];
    for (const [body, msg] of cases) {
      const res = await complete(body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect((await companyRow(tenantId)).companyName).toBe('校验公司');
    expect((await complete(profile(profileToken))).body.code).toBe(2000);
  });

  test('a made-up token is 400 and changes nothing', async () => {
    const res = await complete(profile('x'.repeat(128), { companyName: '伪造凭证公司' }));
    expect(res.status).toBe(400);
    const missing = await complete(profile('', { companyName: '伪造凭证公司' }));
    expect(missing.status).toBe(400);
    expect(await asSystem(() => server.services.db.models.Company.count({ where: { companyName: '伪造凭证公司' } }))).toBe(0);
  });
});
