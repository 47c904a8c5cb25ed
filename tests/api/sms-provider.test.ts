import { startTestServer, type TestServer } from '../support/test-server';
import { makePng } from '../support/images';
import { startFakeAliyunSms, verifyAcs3Signature, type FakeAliyunSms } from '../support/fake-aliyun-sms';
import { asSystem, asTenant } from '../../server/context/request-context';
import { smsProviderSettings } from '../../config/sms-provider';

/**
 * 短信服务商 (issue 28): the server booted with SMS_PROVIDER=aliyun sends through the official SDK to a local fake of
 * SendSms that checks the ACS3-HMAC-SHA256 signature. A company's API send carries its signature, template code and
 * parameters; an error Code or a wrong signature is a failure record and the message is given back; verification codes
 * go to the fake only, and a code the provider refused is a 503 and cannot be used.
 */
const KEY_ID = 'LTAI5tFakeKeyId000001';
const SECRET = 'fake-secret-0123456789abcdefghijkl';
const PLATFORM = { signName: '云商务平台', register: 'SMS_900001', forget: 'SMS_900002', initialPassword: 'SMS_900003' };

let fake: FakeAliyunSms;
let server: TestServer;
let key: string;
let notice: string; // an approved notice template of A: 您的订单${orderNo}已发货，请注意查收。
let mobileSeq = 0;
const nextMobile = () => `1370000${String(++mobileSeq).padStart(4, '0')}`;

const send = (body: Record<string, unknown>) => server.request.post('/api/sms/send').set('X-Api-Key', key).send(body);
const upload = async (headers: Record<string, string>, name: string) => (await server.request.post('/api/business/storage/create').set(headers).attach('file', makePng(300, 200), name)).body.data.url as string;
const approve = (section: 'signatureManage' | 'templateManager', id: number) => asSystem(() => server.services.db.sections[section].update({ status: 2 }, { where: { id } }));
const smsCount = () => asTenant(server.tenants.A, async () => ((await server.services.db.models.ServiceAccount.findOne({ raw: true })) as any)?.smsCount ?? 0);
const setSmsCount = (smsCount: number) =>
  asTenant(server.tenants.A, async () => {
    await server.services.db.models.ServiceAccount.bulkCreate([{ smsCount: 0, waybillCount: 0, queryCount: 0 }], { ignoreDuplicates: true });
    await server.services.db.models.ServiceAccount.update({ smsCount }, { where: {} });
  });
const lastRecord = async () => (await asTenant(server.tenants.A, () => server.services.db.sections.sendRecord.findAll({ raw: true, order: [['id', 'ASC']] })) as any[]).pop();
const codeRows = (mobile: string) => asSystem(() => server.services.db.models.SmsCode.count({ where: { mobile } }));
const outboxRows = (mobile: string) => asSystem(() => server.services.db.models.SmsOutbox.count({ where: { mobile } }));

beforeAll(async () => {
  fake = await startFakeAliyunSms({ accessKeyId: KEY_ID, accessKeySecret: SECRET });
  const smsProvider = smsProviderSettings({
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
    ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
    ALIYUN_SMS_ENDPOINT: fake.endpoint,
    ALIYUN_SMS_SIGN_NAME: PLATFORM.signName,
    ALIYUN_SMS_TEMPLATE_REGISTER: PLATFORM.register,
    ALIYUN_SMS_TEMPLATE_FORGET: PLATFORM.forget,
    ALIYUN_SMS_TEMPLATE_INITIAL_PASSWORD: PLATFORM.initialPassword,
  });
  server = await startTestServer({ env: { smsProvider } as any });
  const admin = await server.auth('13800000001', server.tenants.A);
  const [front, back, licence] = [await upload(admin, 'f.png'), await upload(admin, 'b.png'), await upload(admin, 'l.png')];
  const sign = await server.request.post('/api/sms/sms-sign/create').set(admin).send({ name: '演示科技', applyText: '接口发送', idCardJust: front, idCardBack: back, card: licence });
  await approve('signatureManage', sign.body.data.id);
  const template = await server.request.post('/api/sms/sms-template/create').set(admin).send({ type: 0, templateName: '发货通知', templateText: '您的订单${orderNo}已发货，请注意查收。', applyText: '接口发送' });
  await approve('templateManager', template.body.data.id);
  notice = (await server.request.get(`/api/sms/sms-template/select/${template.body.data.id}`).set(admin)).body.data.templateCode;
  key = (await server.request.post('/api/sms/api-key/create').set(admin).send({ name: '订单系统' })).body.data.secret;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await fake?.stop();
});
afterEach(() => {
  fake.dropConnections(false);
  fake.answerWith('OK');
  fake.useSecret(SECRET);
});

describe('a company send through Alibaba Cloud SMS', () => {
  test('reaches the provider with the company signature, template code and parameters, signed; a success record', async () => {
    await setSmsCount(5);
    const mobile = nextMobile();
    const res = await send({ templateCode: notice, mobiles: [mobile], params: { orderNo: ' SO-2026 001 ' } });
    expect([res.status, res.body.data.sent, res.body.data.failed]).toEqual([200, 1, 0]);
    expect(fake.received.at(-1)).toEqual({
      accessKeyId: KEY_ID,
      signatureValid: true,
      action: 'SendSms',
      version: '2017-05-25',
      phoneNumbers: mobile,
      signName: '演示科技',
      templateCode: notice,
      templateParam: { orderNo: 'SO-2026 001' },
      answered: 'OK',
    });
    expect(await lastRecord()).toMatchObject({ mobile, status: 0, templateCode: notice, signName: '演示科技' });
    expect(await smsCount()).toBe(4);
    expect(await outboxRows(mobile)).toBe(0);
  });

  test('an error Code from the provider is a failure record with the reason, and the message is given back', async () => {
    await setSmsCount(3);
    fake.answerWith('isv.BUSINESS_LIMIT_CONTROL');
    const mobile = nextMobile();
    const res = await send({ templateCode: notice, mobiles: [mobile], params: { orderNo: 'L1' } });
    expect([res.status, res.body.data.sent, res.body.data.failed]).toEqual([200, 0, 1]);
    expect(fake.received.at(-1)).toMatchObject({ phoneNumbers: mobile, signatureValid: true, answered: 'isv.BUSINESS_LIMIT_CONTROL' });
    expect(await lastRecord()).toMatchObject({ mobile, status: 1, failReason: '短信服务商发送失败：isv.BUSINESS_LIMIT_CONTROL：触发天级流控Permits:10' });
    expect(await smsCount()).toBe(3);
  });

  test('a wrong secret fails the provider signature check: a failure record, the message given back, no secret answered', async () => {
    await setSmsCount(3);
    fake.useSecret('another-secret-the-server-does-not-hold');
    const mobile = nextMobile();
    const res = await send({ templateCode: notice, mobiles: [mobile], params: { orderNo: 'W1' } });
    expect([res.status, res.body.data.sent, res.body.data.failed]).toEqual([200, 0, 1]);
    expect(fake.received.at(-1)).toMatchObject({ phoneNumbers: mobile, signatureValid: false, answered: 'SignatureDoesNotMatch' });
    const record = await lastRecord();
    expect(record).toMatchObject({ mobile, status: 1 });
    expect(record.failReason).toMatch(/^短信服务商发送失败：SignatureDoesNotMatch/);
    expect(await smsCount()).toBe(3);
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    expect(JSON.stringify(record)).not.toContain(SECRET);
  });
  test('an unreachable provider (connection closed) is a failure record too, and the message is given back', async () => {
    await setSmsCount(3);
    fake.dropConnections(true);
    const mobile = nextMobile();
    const res = await send({ templateCode: notice, mobiles: [mobile], params: { orderNo: 'N1' } });
    expect([res.status, res.body.data.sent, res.body.data.failed]).toEqual([200, 0, 1]);
    const record = await lastRecord();
    expect(record).toMatchObject({ mobile, status: 1 });
    expect(record.failReason).toMatch(/^短信服务商发送失败：\S+/);
    expect(record.failReason).not.toContain('TemplateParam');
    expect(await smsCount()).toBe(3);
  });

  test('the fake checks what is signed: the SDK request verifies, and any change to it does not', async () => {
    await setSmsCount(1);
    await send({ templateCode: notice, mobiles: [nextMobile()], params: { orderNo: 'S1' } });
    const signed = fake.requests.at(-1)!;
    const secretOf = (id: string) => (id === KEY_ID ? SECRET : undefined);
    expect(verifyAcs3Signature(signed, secretOf)).toEqual({ accessKeyId: KEY_ID, valid: true });
    const tampered = [
      { ...signed, url: signed.url.replace('S1', 'S2') },
      { ...signed, method: 'GET' },
      { ...signed, headers: { ...signed.headers, 'x-acs-action': 'SendBatchSms' } },
      { ...signed, headers: { ...signed.headers, host: 'dysmsapi.aliyuncs.com' } },
      { ...signed, body: Buffer.from('PhoneNumbers=13700009999') },
    ];
    for (const request of tampered) expect(verifyAcs3Signature(request, secretOf).valid).toBe(false);
    expect(verifyAcs3Signature(signed, () => 'another secret').valid).toBe(false);
  });
});

describe('verification codes through Alibaba Cloud SMS', () => {
  const sendRegisterCode = (mobile: string) => server.request.post('/api/admin/company/sendRegisterSms').query({ mobile });

  test('a registration code goes to the provider only (platform signature and template) and registers', async () => {
    const mobile = nextMobile();
    const res = await sendRegisterCode(mobile);
    expect([res.status, res.body.msg]).toEqual([200, '验证码已发送，请注意查收!']);
    const call = fake.received.at(-1)!;
    expect(call).toMatchObject({ signatureValid: true, phoneNumbers: mobile, signName: PLATFORM.signName, templateCode: PLATFORM.register, answered: 'OK' });
    const code = call.templateParam?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(code);
    expect(await outboxRows(mobile)).toBe(0);
    // Phone registration: the code is right, and the generated password goes out on its own template.
    const registered = await server.request.post('/api/admin/company/register').send({ mobile, phoneCode: code, companyName: '阿里云短信公司', userName: mobile });
    expect([registered.status, registered.body.msg]).toEqual([200, '注册成功!']);
    const passwordCall = fake.received.at(-1)!;
    expect(passwordCall).toMatchObject({ signatureValid: true, phoneNumbers: mobile, templateCode: PLATFORM.initialPassword });
    expect(JSON.stringify(registered.body)).not.toContain(passwordCall.templateParam?.password);
    expect(await server.login(mobile, registered.body.data.tenantId, passwordCall.templateParam!.password)).toBeTruthy();
  });

  test('a code the provider refused is 503 短信发送失败，请稍后再试, is removed, and a retry right away goes out', async () => {
    const mobile = nextMobile();
    fake.answerWith('isv.BUSINESS_LIMIT_CONTROL');
    const refused = await sendRegisterCode(mobile);
    expect([refused.status, refused.body.msg]).toEqual([503, '短信发送失败，请稍后再试']);
    const code = fake.received.at(-1)!.templateParam?.code ?? '';
    expect(JSON.stringify(refused.body)).not.toContain(code);
    expect(await codeRows(mobile)).toBe(0);
    const unusable = await server.request.post('/api/admin/company/register').send({ mobile, phoneCode: code, companyName: '未送达公司', userName: mobile });
    expect([unusable.status, unusable.body.msg]).toEqual([400, '验证码已失效，请重新获取']);
    fake.answerWith('OK');
    const retried = await sendRegisterCode(mobile);
    expect(retried.status).toBe(200);
    expect(fake.received.at(-1)).toMatchObject({ phoneNumbers: mobile, answered: 'OK' });
    expect(await codeRows(mobile)).toBe(1);
  });

  test('a forgotten-password code uses the forget template; a wrong secret is 503 too', async () => {
    fake.useSecret('not-the-one');
    const refused = await server.request.post('/api/admin/company/sendForgetSms').query({ mobile: '13800000001' });
    expect([refused.status, refused.body.msg]).toEqual([503, '短信发送失败，请稍后再试']);
    expect(fake.received.at(-1)).toMatchObject({ templateCode: PLATFORM.forget, signatureValid: false });
    expect(JSON.stringify(refused.body)).not.toContain(SECRET);
  });
});
