/**
 * 注册线索: a phone registration (/phoneRegister) makes one lead operators work (新线索 → 已联系 → 已转化, each with a
 * note, who and when); a refused registration makes none; company users are refused the lead routes.
 */
import { startTestServer, type TestServer } from '../support/test-server';
import { latestSmsCode, operatorHeaders } from '../support/sms-outbox';

const LEADS = '/api/platform/register-lead';

let server: TestServer;
let operator: Record<string, string>;
let adminA: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  operator = await operatorHeaders(server);
  adminA = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

let nextMobile = 13700000500;
const freshMobile = () => String(nextMobile++);

const register = (body: Record<string, unknown>) => server.request.post('/api/admin/company/register').send(body);
const list = (query: Record<string, string | number> = {}, headers = operator) => server.request.get(`${LEADS}/list`).query({ limit: 100, ...query }).set(headers);
const leadsOf = async (mobile: string) => ((await list({ mobile })).body.data.records as any[]).filter((row) => row.mobile === mobile);

/** A phone registration as /phoneRegister sends it (no password), its code read from the outbox. */
async function phoneRegister(companyName: string, extra: Record<string, unknown> = {}) {
  const mobile = freshMobile();
  expect((await server.request.post('/api/admin/company/sendRegisterSms').query({ mobile })).status).toBe(200);
  const phoneCode = await latestSmsCode(server, mobile);
  const res = await register({ mobile, phoneCode, companyName, products: '云ERP,物联网', userName: mobile, ...extra });
  return { mobile, phoneCode, res };
}

describe('a phone registration makes a lead', () => {
  test('one lead with mobile, company, products, source and state 新线索; the answer carries no code or password', async () => {
    const { mobile, phoneCode, res } = await phoneRegister('线索测试有限公司');
    expect(res.body).toMatchObject({ code: 2000, msg: '注册成功!' });
    expect(JSON.stringify(res.body)).not.toContain(phoneCode);
    const leads = await leadsOf(mobile);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ mobile, companyName: '线索测试有限公司', products: '云ERP,物联网', source: 0, state: 0, companyId: res.body.data.tenantId, contactNote: null, convertNote: null });
    expect(leads[0].crtTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The account is created as before: the texted password logs in (tests/api/registration.test.ts).
    const detail = await server.request.get(`${LEADS}/select/${leads[0].id}`).set(operator);
    expect(detail.body.data).toMatchObject({ id: leads[0].id, mobile, state: 0 });
    expect(JSON.stringify(detail.body)).not.toMatch(/phoneCode|password/i);
  });

  test('the low-code branding is the lead source 1; products are optional', async () => {
    const { mobile, res } = await phoneRegister('低代码线索公司', { source: 1, products: undefined });
    expect(res.body.code).toBe(2000);
    expect(await leadsOf(mobile)).toEqual([expect.objectContaining({ source: 1, products: null })]);
  });

  test('a wrong code, an unknown product or source: 400, no lead, no company; the right code then makes one lead', async () => {
    const mobile = freshMobile();
    await server.request.post('/api/admin/company/sendRegisterSms').query({ mobile });
    const phoneCode = await latestSmsCode(server, mobile);
    const wrong = String((Number(phoneCode) + 1) % 1_000_000).padStart(6, '0');
    const body = { mobile, phoneCode, companyName: '错码线索公司', userName: mobile };
    const refused: [Record<string, unknown>, string][] = [
      [{ ...body, phoneCode: wrong }, '验证码有误!'],
      [{ ...body, products: '云ERP,区块链' }, '意向产品不正确'],
      [{ ...body, source: 7 }, '来源不正确'],
      [{ ...body, products: 12 }, '意向产品格式不正确'],
    ];
    for (const [attempt, message] of refused) {
      const res = await register(attempt);
      expect([res.status, res.body.msg]).toEqual([400, message]);
    }
    expect(await leadsOf(mobile)).toEqual([]);
    const companies = await server.request.get('/api/admin/company/selectCompanyByUserName').query({ userName: mobile });
    expect(companies.body.data).toEqual([]);
    expect((await register(body)).body.code).toBe(2000);
    expect(await leadsOf(mobile)).toHaveLength(1);
    // Registered now: a second phone registration of the mobile is refused and makes no second lead.
    expect((await register(body)).status).toBe(400);
    expect(await leadsOf(mobile)).toHaveLength(1);
  });

  test('the register page (with a password) makes no lead', async () => {
    const mobile = freshMobile();
    await server.request.post('/api/admin/company/sendRegisterSms').query({ mobile });
    const phoneCode = await latestSmsCode(server, mobile);
    const res = await register({ mobile, phoneCode, companyName: '密码注册公司', products: '云CRM', userName: mobile, password: 'Start#2026' });
    expect(res.body.code).toBe(2000);
    expect(await leadsOf(mobile)).toEqual([]);
  });
});

describe('operators work the lead', () => {
  test('已联系 then 已转化, each with a required note, who and when; a wrong state is 409 and changes nothing', async () => {
    const { mobile } = await phoneRegister('跟进线索有限公司');
    const [lead] = await leadsOf(mobile);
    const contact = (body: Record<string, unknown>) => server.request.post(`${LEADS}/contact/${lead.id}`).set(operator).send(body);
    const convert = (body: Record<string, unknown>) => server.request.post(`${LEADS}/convert/${lead.id}`).set(operator).send(body);

    // Converting a new lead: 409, the note checked first.
    expect([(await convert({ convertNote: '已购买' })).status]).toEqual([409]);
    expect((await convert({ convertNote: '已购买' })).body.msg).toBe('只有已联系的线索才能标记为已转化');
    for (const note of [undefined, '', '   ']) {
      const res = await contact({ contactNote: note });
      expect([res.status, res.body.msg]).toEqual([400, '请填写联系记录']);
    }
    expect((await contact({ contactNote: 'x'.repeat(501) })).body.msg).toBe('联系记录不能超过500个字符');
    expect((await leadsOf(mobile))[0].state).toBe(0);

    const contacted = await contact({ contactNote: '已电话联系，客户关注云ERP，约定下周演示' });
    expect(contacted.body).toMatchObject({ code: 2000, msg: '已标记为已联系!' });
    let [row] = await leadsOf(mobile);
    expect(row).toMatchObject({ state: 1, contactNote: '已电话联系，客户关注云ERP，约定下周演示', contactBy: '平台运营' });
    expect(row.contactTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const again = await contact({ contactNote: '再次联系' });
    expect([again.status, again.body.msg]).toEqual([409, '该线索已联系，请勿重复操作']);
    expect((await convert({})).body.msg).toBe('请填写转化说明');

    expect((await convert({ convertNote: '已购买云ERP标准版一年' })).body).toMatchObject({ code: 2000, msg: '已标记为已转化!' });
    [row] = await leadsOf(mobile);
    expect(row).toMatchObject({ state: 2, contactNote: '已电话联系，客户关注云ERP，约定下周演示', convertNote: '已购买云ERP标准版一年', convertBy: '平台运营' });
    expect((await convert({ convertNote: '再次' })).status).toBe(409);
    expect((await contact({ contactNote: '再次' })).status).toBe(409);
    expect((await server.request.post(`${LEADS}/contact/999999`).set(operator).send({ contactNote: '无' })).body).toMatchObject({ code: 404, msg: '线索不存在' });
  });

  test('filters: state, mobile, source and registration date', async () => {
    const { mobile } = await phoneRegister('筛选线索有限公司');
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await leadsOf(mobile)).toHaveLength(1);
    const byState = (await list({ state: '0', mobile })).body.data.records;
    expect(byState.map((r: any) => r.mobile)).toEqual([mobile]);
    expect((await list({ state: '1,2', mobile })).body.data.records).toEqual([]);
    expect((await list({ source: 1, mobile })).body.data.records).toEqual([]);
    expect((await list({ startDate: today, endDate: today, mobile })).body.data.total).toBe(1);
    expect((await list({ startDate: '2020-01-01', endDate: '2020-01-02', mobile })).body.data.total).toBe(0);
    expect((await list({ state: '9' })).status).toBe(400);
  });

  test('company users, even administrators, get 403 on every lead route; the operator menu lists 注册线索', async () => {
    const [lead] = (await list()).body.data.records;
    const calls = [
      server.request.get(`${LEADS}/list`).set(adminA),
      server.request.get(`${LEADS}/select/${lead.id}`).set(adminA),
      server.request.post(`${LEADS}/contact/${lead.id}`).set(adminA).send({ contactNote: '越权' }),
      server.request.post(`${LEADS}/convert/${lead.id}`).set(adminA).send({ convertNote: '越权' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect((await server.request.get(`${LEADS}/list`)).status).toBe(401);
    expect((await server.request.get(`${LEADS}/select/${lead.id}`).set(operator)).body.data.state).toBe(lead.state);
    const menus = await server.request.get('/api/platform/front/menus').set(operator);
    expect(menus.body.data[0].children.map((c: any) => c.key)).toContain('registerLead');
    const page = await server.request.get('/api/schemas/registerLead').set(operator);
    expect(page.status).toBe(200);
  });
});
