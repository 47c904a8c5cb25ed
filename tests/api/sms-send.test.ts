import { startTestServer, type TestServer } from '../support/test-server';
import { makePng } from '../support/images';
import { smsTexts } from '../support/sms-outbox';
import { UNLIMITED } from '../support/rate-limits';
import { asSystem, asTenant } from '../../server/context/request-context';
import { MISSING_KEY, INVALID_KEY } from '../../server/modules/service/sms-send-key';

/**
 * 服务控制台 · sending for real (issue 28): API keys (shown once, stored hashed, revocable), POST /api/sms/send with
 * X-Api-Key (approved signature and template of the key's company, parameters, mobiles, the remaining count taken
 * atomically per message, a record per message, rate limits per mobile), the send records and the counts per day.
 */
const KEYS = '/api/sms/api-key';
const SEND = '/api/sms/send';
const RECORDS = '/api/sms/sms-record';
/** Per mobile, three messages an hour in this file (the mobile the rate-limit test uses); everything else open. */
const LIMITED = { ...UNLIMITED, smsSend: { perAddress: UNLIMITED.smsSend.perAddress, perAccount: { limit: 3, seconds: 3600 } } };

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let keyA: string;
let keyB: string;
let notice: string; // an approved notice template of A: 您的订单${orderNo}已发货
let code: string; // an approved verification-code template of A
let pending: string; // a template of A still waiting for the audit
let mobileSeq = 0;
const nextMobile = () => `1390000${String(++mobileSeq).padStart(4, '0')}`;

const sms = (key: string | undefined, body: unknown) => {
  const req = server.request.post(SEND);
  if (key !== undefined) req.set('X-Api-Key', key);
  return req.send(body as object);
};
const upload = async (headers: Record<string, string>, name: string) => (await server.request.post('/api/business/storage/create').set(headers).attach('file', makePng(300, 200), name)).body.data.url as string;
const setStatus = (section: 'signatureManage' | 'templateManager', id: number, status: number) => asSystem(() => server.services.db.sections[section].update({ status }, { where: { id } }));
const smsCount = (tenantId: number) => asTenant(tenantId, async () => ((await server.services.db.models.ServiceAccount.findOne({ raw: true })) as any)?.smsCount ?? 0);
const setSmsCount = (tenantId: number, smsCount: number) =>
  asTenant(tenantId, async () => {
    await server.services.db.models.ServiceAccount.bulkCreate([{ smsCount: 0, waybillCount: 0, queryCount: 0 }], { ignoreDuplicates: true });
    await server.services.db.models.ServiceAccount.update({ smsCount }, { where: {} });
  });
const records = (tenantId: number) => asTenant(tenantId, () => server.services.db.sections.sendRecord.findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;

async function signature(headers: Record<string, string>, name: string) {
  const [front, back, licence] = [await upload(headers, 'f.png'), await upload(headers, 'b.png'), await upload(headers, 'l.png')];
  const res = await server.request.post('/api/sms/sms-sign/create').set(headers).send({ name, applyText: '接口发送', idCardJust: front, idCardBack: back, card: licence });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}
async function template(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await server.request.post('/api/sms/sms-template/create').set(headers).send({ applyText: '接口发送', ...body });
  expect(res.status).toBe(200);
  const row = (await server.request.get(`/api/sms/sms-template/select/${res.body.data.id}`).set(headers)).body.data;
  return { id: row.id as number, code: row.templateCode as string };
}
async function newKey(headers: Record<string, string>, name = '订单系统') {
  const res = await server.request.post(`${KEYS}/create`).set(headers).send({ name });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; secret: string; keyPrefix: string };
}

beforeAll(async () => {
  server = await startTestServer({ env: { rateLimits: LIMITED } as any });
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  await setStatus('signatureManage', await signature(adminA, '演示科技'), 2);
  await signature(adminA, '演示商城'); // waiting: never used
  await setStatus('signatureManage', await signature(adminA, '演示云仓'), 2);
  const n = await template(adminA, { type: 0, templateName: '发货通知', templateText: '您的订单${orderNo}已发货，请注意查收。' });
  const c = await template(adminA, { type: 1, templateName: '登录验证码', templateText: '您的验证码为${code}，5分钟内有效。' });
  const p = await template(adminA, { type: 0, templateName: '待审模板', templateText: '您好${name}' });
  await setStatus('templateManager', n.id, 2);
  await setStatus('templateManager', c.id, 2);
  [notice, code, pending] = [n.code, c.code, p.code];
  keyA = (await newKey(adminA)).secret;
  keyB = (await newKey(adminB, '乙方系统')).secret;
}, 120_000);
afterAll(() => server.stop());

describe('接口密钥', () => {
  test('the secret is answered once, stored as a hash with a visible prefix, and never listed', async () => {
    const made = await newKey(adminA, '仓库系统');
    expect(made.secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(made.keyPrefix).toBe(made.secret.slice(0, 11));
    const stored = (await asTenant(server.tenants.A, () => server.services.db.sections.apiKey.findByPk(made.id, { raw: true }))) as any;
    expect(stored.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(made.secret);
    const list = await server.request.get(`${KEYS}/list`).set(adminA).query({ name: '仓库' });
    expect(list.body.data.records).toEqual([expect.objectContaining({ id: made.id, name: '仓库系统', keyPrefix: made.keyPrefix, status: 0 })]);
    expect(JSON.stringify(list.body)).not.toContain(made.secret);
    expect(list.body.data.records[0]).not.toHaveProperty('keyHash');
    expect(list.body.data.records[0]).not.toHaveProperty('secret');
    const logs = await asSystem(() => server.services.db.models.GateLog.findAll({ raw: true }));
    expect(JSON.stringify(logs)).not.toContain(made.secret);
    // The console shows the create's secret once, in a dialog (the form's `reveal`).
    const page = await server.request.get('/api/schemas/apiKey').set(adminA);
    expect(page.body.data.forms.create).toMatchObject({ fields: ['name'], reveal: 'secret' });
  });

  test('a name is required; another company cannot see or revoke the key', async () => {
    const before = await asTenant(server.tenants.A, () => server.services.db.sections.apiKey.count());
    const bad = await server.request.post(`${KEYS}/create`).set(adminA).send({ name: '' });
    expect([bad.status, bad.body.msg]).toEqual([400, '请填写密钥名称']);
    expect(await asTenant(server.tenants.A, () => server.services.db.sections.apiKey.count())).toBe(before);
    const made = await newKey(adminA, '跨企业');
    expect((await server.request.get(`${KEYS}/list`).set(adminB).query({ name: '跨企业' })).body.data.total).toBe(0);
    const foreign = await server.request.post(`${KEYS}/revoke/${made.id}`).set(adminB);
    expect([foreign.status, foreign.body.msg]).toEqual([404, '密钥不存在']);
  });

  test('a revoked key is 401; revoking twice is 409', async () => {
    const made = await newKey(adminA, '旧系统');
    await setSmsCount(server.tenants.A, 5);
    expect((await sms(made.secret, { templateCode: notice, mobiles: [nextMobile()], params: { orderNo: 'A1' } })).status).toBe(200);
    const revoked = await server.request.post(`${KEYS}/revoke/${made.id}`).set(adminA);
    expect([revoked.status, revoked.body.msg, revoked.body.data.status]).toEqual([200, '密钥已撤销', 1]);
    expect(revoked.body.data).not.toHaveProperty('secret');
    const again = await server.request.post(`${KEYS}/revoke/${made.id}`).set(adminA);
    expect([again.status, again.body.msg]).toEqual([409, '该密钥已撤销']);
    const before = await records(server.tenants.A);
    const res = await sms(made.secret, { templateCode: notice, mobiles: [nextMobile()], params: { orderNo: 'A1' } });
    expect([res.status, res.body.msg]).toEqual([401, INVALID_KEY]);
    expect(await records(server.tenants.A)).toEqual(before);
    expect(await smsCount(server.tenants.A)).toBe(4);
  });
});

describe('POST /api/sms/send', () => {
  test('sends one message per mobile with the signature, records each, takes one remaining SMS each', async () => {
    await setSmsCount(server.tenants.A, 10);
    const [m1, m2] = [nextMobile(), nextMobile()];
    const res = await sms(keyA, { templateCode: notice, mobiles: [m1, m2], params: { orderNo: 'NO20260001' } });
    expect([res.status, res.body.msg]).toEqual([200, '发送成功']);
    expect(res.body.data).toMatchObject({ sent: 2, failed: 0, refused: 0 });
    expect(await smsCount(server.tenants.A)).toBe(8);
    const content = '【演示科技】您的订单NO20260001已发货，请注意查收。';
    expect(await smsTexts(server, m1)).toEqual([content]);
    const detail = await server.request.get(`${RECORDS}/select/${res.body.data.records[0].recordId}`).set(adminA);
    expect(detail.body.data).toMatchObject({ mobile: m1, content, templateName: '发货通知', templateCode: notice, status: 0 });
    expect(detail.body.data.crtTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const key = (await server.request.get(`${KEYS}/list`).set(adminA).query({ name: '订单系统' })).body.data.records[0];
    expect(key.lastUsedTime).toMatch(/^\d{4}-/);
  });

  test('a named signature is used; a verification code of letters and digits is accepted', async () => {
    await setSmsCount(server.tenants.A, 10);
    const mobile = nextMobile();
    const res = await sms(keyA, { templateCode: code, mobiles: [mobile], params: { code: 'a1B2c3' }, signName: '演示云仓' });
    expect(res.status).toBe(200);
    expect(await smsTexts(server, mobile)).toEqual(['【演示云仓】您的验证码为a1B2c3，5分钟内有效。']);
  });

  test.each([
    [undefined, 401, MISSING_KEY, { templateCode: 'x', mobiles: ['13900000000'] }],
    ['sk_nothing', 401, INVALID_KEY, { templateCode: 'x', mobiles: ['13900000000'] }],
    ['A', 400, '请填写模板编号', {}],
    ['A', 400, '请填写手机号码', { templateCode: '{notice}' }],
    ['A', 400, '请填写手机号码', { templateCode: '{notice}', mobiles: [] }],
    ['A', 400, '一次最多发送100个手机号码', { templateCode: '{notice}', mobiles: Array.from({ length: 101 }, (_, i) => `1380000${String(i).padStart(4, '0')}`) }],
    ['A', 400, '手机号输入有误：12345678901', { templateCode: '{notice}', mobiles: ['12345678901'], params: { orderNo: '1' } }],
    ['A', 400, '手机号输入有误：1390000000', { templateCode: '{notice}', mobiles: ['1390000000'], params: { orderNo: '1' } }],
    ['A', 400, '手机号码不能重复', { templateCode: '{notice}', mobiles: ['13900000000', '13900000000'], params: { orderNo: '1' } }],
    ['A', 400, '模板参数格式不正确', { templateCode: '{notice}', mobiles: ['13900000000'], params: 'orderNo=1' }],
    ['A', 400, '缺少模板参数：orderNo', { templateCode: '{notice}', mobiles: ['13900000000'], params: {} }],
    ['A', 400, '模板中没有参数：extra', { templateCode: '{notice}', mobiles: ['13900000000'], params: { orderNo: '1', extra: 'x' } }],
    ['A', 400, '模板参数orderNo须为文字或数字', { templateCode: '{notice}', mobiles: ['13900000000'], params: { orderNo: { a: 1 } } }],
    ['A', 400, '模板参数orderNo不能超过30个字符', { templateCode: '{notice}', mobiles: ['13900000000'], params: { orderNo: '号'.repeat(31) } }],
    ['A', 400, '验证码须为1-6位字母或数字', { templateCode: '{code}', mobiles: ['13900000000'], params: { code: '1234567' } }],
    ['A', 400, '验证码须为1-6位字母或数字', { templateCode: '{code}', mobiles: ['13900000000'], params: { code: '12-34' } }],
    ['A', 400, '模板编号不存在', { templateCode: 'SMS_99999999', mobiles: ['13900000000'] }],
    ['A', 409, '模板未审核通过，不能发送', { templateCode: '{pending}', mobiles: ['13900000000'], params: { name: '张三' } }],
    ['A', 409, '签名“演示商城”不存在或未审核通过', { templateCode: '{notice}', mobiles: ['13900000000'], params: { orderNo: '1' }, signName: '演示商城' }],
    ['A', 400, '签名格式不正确', { templateCode: '{notice}', mobiles: ['13900000000'], params: { orderNo: '1' }, signName: '' }],
    // Another company's key: the templates of A are not found for it.
    ['B', 400, '模板编号不存在', { templateCode: '{notice}', mobiles: ['13900000000'], params: { orderNo: '1' } }],
  ])('key %s → %i %s; nothing written, nothing taken', async (which, status, msg, body) => {
    await setSmsCount(server.tenants.A, 10);
    await setSmsCount(server.tenants.B, 10);
    const fill = (value: unknown) => (typeof value === 'string' ? value.replace('{notice}', notice).replace('{code}', code).replace('{pending}', pending) : value);
    const sent = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fill(v)]));
    const key = which === 'A' ? keyA : which === 'B' ? keyB : which;
    const [beforeA, beforeB] = [await records(server.tenants.A), await records(server.tenants.B)];
    const res = await sms(key, sent);
    expect([res.status, res.body.msg]).toEqual([status, msg]);
    expect(await records(server.tenants.A)).toEqual(beforeA);
    expect(await records(server.tenants.B)).toEqual(beforeB);
    expect([await smsCount(server.tenants.A), await smsCount(server.tenants.B)]).toEqual([10, 10]);
  });

  test('a company without an approved signature cannot send with its own approved template', async () => {
    const t = await template(adminB, { type: 0, templateName: '乙方通知', templateText: '您好，会议改到${time}。' });
    await setStatus('templateManager', t.id, 2);
    await setSmsCount(server.tenants.B, 3);
    const res = await sms(keyB, { templateCode: t.code, mobiles: [nextMobile()], params: { time: '明天' } });
    expect([res.status, res.body.msg]).toEqual([409, '没有审核通过的短信签名，请先提交签名并等待审核']);
    expect(await smsCount(server.tenants.B)).toBe(3);
  });

  test('nothing remaining → 409 短信余量不足 and no record; a partial send refuses the rest', async () => {
    await setSmsCount(server.tenants.A, 0);
    const before = await records(server.tenants.A);
    const res = await sms(keyA, { templateCode: notice, mobiles: [nextMobile()], params: { orderNo: '1' } });
    expect([res.status, res.body.msg]).toEqual([409, '短信余量不足']);
    expect(await records(server.tenants.A)).toEqual(before);
    await setSmsCount(server.tenants.A, 1);
    const partial = await sms(keyA, { templateCode: notice, mobiles: [nextMobile(), nextMobile()], params: { orderNo: '1' } });
    expect([partial.status, partial.body.msg]).toEqual([200, '已发送1条，1条短信余量不足']);
    expect(partial.body.data).toMatchObject({ sent: 1, refused: 1 });
    expect(partial.body.data.records[1]).toMatchObject({ status: null, recordId: null, msg: '短信余量不足' });
    expect((await records(server.tenants.A)).length).toBe(before.length + 1);
    expect(await smsCount(server.tenants.A)).toBe(0);
  });

  test('a provider failure is a failure record (status 1) and the message is given back', async () => {
    await setSmsCount(server.tenants.A, 2);
    const spy = jest.spyOn(server.services.sms, 'deliver').mockRejectedValueOnce(new Error('网关超时'));
    try {
      const res = await sms(keyA, { templateCode: notice, mobiles: [nextMobile()], params: { orderNo: 'F1' } });
      expect([res.status, res.body.data.failed, res.body.data.sent]).toEqual([200, 1, 0]);
      const row = (await records(server.tenants.A)).pop();
      expect(row).toMatchObject({ status: 1, failReason: '短信服务商发送失败：网关超时' });
      expect(await smsCount(server.tenants.A)).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  test('per mobile rate limit: the fourth message to one mobile within the hour is 429 and writes nothing', async () => {
    await setSmsCount(server.tenants.A, 10);
    const mobile = '13711112222';
    for (let i = 0; i < 3; i++) expect((await sms(keyA, { templateCode: notice, mobiles: [mobile], params: { orderNo: `R${i}` } })).status).toBe(200);
    const before = await records(server.tenants.A);
    const res = await sms(keyA, { templateCode: notice, mobiles: [mobile], params: { orderNo: 'R4' } });
    expect([res.status, res.body.msg]).toEqual([429, '请求过于频繁，请稍后再试']);
    expect(await records(server.tenants.A)).toEqual(before);
    expect(await smsCount(server.tenants.A)).toBe(7);
  });

  test('50 concurrent sends against 20 remaining: exactly 20 sent, 30 refused, count 0, records consistent', async () => {
    await setSmsCount(server.tenants.A, 20);
    const before = (await records(server.tenants.A)).length;
    const mobiles = Array.from({ length: 50 }, () => nextMobile());
    const answers = await Promise.all(mobiles.map((mobile) => sms(keyA, { templateCode: notice, mobiles: [mobile], params: { orderNo: 'C1' } })));
    const sent = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status === 409);
    expect([sent.length, refused.length]).toEqual([20, 30]);
    for (const res of refused) expect(res.body.msg).toBe('短信余量不足');
    expect(await smsCount(server.tenants.A)).toBe(0);
    const made = (await records(server.tenants.A)).slice(before);
    expect(made).toHaveLength(20);
    expect(made.every((row) => row.status === 0)).toBe(true);
    expect(new Set(made.map((row) => row.mobile))).toEqual(new Set(sent.map((res) => res.body.data.records[0].mobile)));
  }, 60_000);
});

describe('发送记录 and 发送统计', () => {
  test('the list filters by mobile, template name, status and date; another company sees none; export is an xlsx', async () => {
    const all = await server.request.get(`${RECORDS}/list`).set(adminA).query({ page: 1, limit: 1000 });
    expect(all.status).toBe(200);
    const rows = all.body.data.records as any[];
    expect(rows.length).toBeGreaterThan(20);
    const one = rows.find((row) => row.status === 0)!;
    const byMobile = await server.request.get(`${RECORDS}/list`).set(adminA).query({ mobile: one.mobile });
    expect(byMobile.body.data.records.every((row: any) => row.mobile === one.mobile)).toBe(true);
    const byName = await server.request.get(`${RECORDS}/list`).set(adminA).query({ templateName: '验证码', limit: 100 });
    expect(byName.body.data.records.length).toBeGreaterThan(0);
    expect(byName.body.data.records.every((row: any) => row.templateName === '登录验证码')).toBe(true);
    const failed = await server.request.get(`${RECORDS}/list`).set(adminA).query({ status: 1 });
    expect(failed.body.data.total).toBe(1);
    const day = one.crtTime.slice(0, 10);
    expect((await server.request.get(`${RECORDS}/list`).set(adminA).query({ startDate: day, endDate: day })).body.data.total).toBe(all.body.data.total);
    expect((await server.request.get(`${RECORDS}/list`).set(adminA).query({ startDate: '2000-01-01', endDate: '2000-01-31' })).body.data.total).toBe(0);
    expect((await server.request.get(`${RECORDS}/list`).set(adminB)).body.data.total).toBe(0);
    expect((await server.request.get(`${RECORDS}/select/${one.id}`).set(adminB)).status).toBe(404);
    const file = await server.request.get(`${RECORDS}/exportList`).set(adminA).buffer(true);
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
  });

  test('records are read-only for companies', async () => {
    expect((await server.request.post(`${RECORDS}/create`).set(adminA).send({ mobile: '13900000000' })).status).toBe(404);
    expect((await server.request.delete(`${RECORDS}/delete`).set(adminA).query({ ids: 1 })).status).toBe(404);
  });

  test('counts per day: total, success, failure, rounded rate; periods and the custom range', async () => {
    const res = await server.request.get(`${RECORDS}/findMessageCount`).set(adminA);
    expect(res.status).toBe(200);
    const all = await records(server.tenants.A);
    const today = all[all.length - 1].sendDate;
    const success = all.filter((row) => row.status === 0).length;
    expect(res.body.data.records[0]).toEqual({ date: today, count: all.length, successCount: success, loseCount: all.length - success, successRate: Math.round((success * 100) / all.length) });
    const custom = await server.request.get(`${RECORDS}/findMessageCount`).set(adminA).query({ selectType: 2, startDate: today, endDate: today, templateCode: code });
    expect(custom.body.data.records).toEqual([expect.objectContaining({ date: today, count: all.filter((row) => row.templateCode === code).length })]);
    const lastMonth = await server.request.get(`${RECORDS}/findMessageCount`).set(adminA).query({ selectType: 1 });
    expect(lastMonth.body.data).toEqual({ records: [], total: 0 });
    const noRange = await server.request.get(`${RECORDS}/findMessageCount`).set(adminA).query({ selectType: 2 });
    expect([noRange.status, noRange.body.msg]).toEqual([400, '请输入时间范围!']);
    const wrong = await server.request.get(`${RECORDS}/findMessageCount`).set(adminA).query({ selectType: 9 });
    expect([wrong.status, wrong.body.msg]).toEqual([400, '统计周期不正确']);
    const reversed = await server.request.get(`${RECORDS}/findMessageCount`).set(adminA).query({ selectType: 2, startDate: '2026-02-01', endDate: '2026-01-01' });
    expect([reversed.status, reversed.body.msg]).toEqual([400, '开始日期不能晚于结束日期']);
    expect((await server.request.get(`${RECORDS}/findMessageCount`).set(adminB)).body.data.total).toBe(0);
  });
});

describe('row scopes of 发送记录', () => {
  test('a record belongs to the member who created the key: a 本人 role sees the records of its own keys only', async () => {
    const group = (path: string, body: unknown) => server.request.post(`/api/admin/group/${path}`).set(adminA).send(body as object);
    const roleId = (await group('addGroup', { name: '接口对接员', description: '只看自己密钥发出的短信', dataScope: 'own' })).body.data.id;
    expect((await group('insertGroupMenu', { groupId: roleId, menuList: ['apiKey', 'sendRecord'] })).body.code).toBe(2000);
    const members = (await server.request.get('/api/admin/userApp/selectAllUser').query({ limit: 100 }).set(adminA)).body.data.records as any[];
    const li = members.find((m) => m.name === '李娜');
    expect((await group('setUsers', { groupId: roleId, userIds: [li.id] })).body.code).toBe(2000);
    const liHeaders = await server.auth('13800000002', server.tenants.A);

    await setSmsCount(server.tenants.A, 5);
    const liKey = (await newKey(liHeaders, '李娜的对接')).secret;
    const mobile = nextMobile();
    expect((await sms(liKey, { templateCode: notice, mobiles: [mobile], params: { orderNo: 'A1' } })).status).toBe(200);
    expect((await sms(keyA, { templateCode: notice, mobiles: [nextMobile()], params: { orderNo: 'A2' } })).status).toBe(200);

    const mine = (await server.request.get(`${RECORDS}/list`).query({ limit: 100 }).set(liHeaders)).body.data;
    expect(mine.records.map((row: any) => row.mobile)).toEqual([mobile]);
    const all = (await server.request.get(`${RECORDS}/list`).query({ limit: 100 }).set(adminA)).body.data;
    expect(all.total).toBeGreaterThan(1);
    const others = all.records.find((row: any) => row.mobile !== mobile);
    expect((await server.request.get(`${RECORDS}/select/${others.id}`).set(liHeaders)).status).toBe(404);
  });
});
