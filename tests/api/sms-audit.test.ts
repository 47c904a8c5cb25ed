import { startTestServer, type TestServer } from '../support/test-server';
import { makePng } from '../support/images';
import { asSystem } from '../../server/context/request-context';

/**
 * The platform's audit of companies' SMS signatures and templates (issue 28): operators list every company's
 * submissions and decide them with `POST /api/platform/sms-sign/audit` / `sms-template/audit` {id, status,
 * inspectText} (a declared transition whose status comes from the body); only a row 审核中 can be decided, and of two
 * racing decisions one wins; company tokens get 403 there and no company route approves; every submission, change
 * and decision writes an operation record the company reads (latest ten within three months) and a decision tells
 * the submitter.
 */
const SIGN = '/api/sms/sms-sign';
const TEMPLATE = '/api/sms/sms-template';
const SIGN_AUDIT = '/api/platform/sms-sign';
const TEMPLATE_AUDIT = '/api/platform/sms-template';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let operator: Record<string, string>;

const upload = async (headers: Record<string, string>, name: string) => (await server.request.post('/api/business/storage/create').set(headers).attach('file', makePng(300, 200), name)).body.data.url as string;
let serial = 0;
async function submitSign(headers = adminA, name = `演示科技${++serial}`) {
  const images = headers === adminA ? imagesA : imagesB;
  const res = await server.request.post(`${SIGN}/create`).set(headers).send({ name, applyText: '用于登录验证码', idCardJust: images.front, card: images.licence });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string };
}
async function submitTemplate(headers = adminA) {
  const res = await server.request.post(`${TEMPLATE}/create`).set(headers).send({ type: 0, templateName: `发货通知${++serial}`, templateText: '您的订单${orderNo}已发货。', applyText: '发货提醒' });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; templateName: string; templateCode: string };
}
let imagesA: { front: string; licence: string };
let imagesB: { front: string; licence: string };
const messages = async (headers: Record<string, string>) => (await server.request.get('/api/business/plt-message/page').query({ limit: 100 }).set(headers)).body.data.records as any[];

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  operator = await server.operatorAuth();
  imagesA = { front: await upload(adminA, 'front.png'), licence: await upload(adminA, 'licence.png') };
  imagesB = { front: await upload(adminB, 'front.png'), licence: await upload(adminB, 'licence.png') };
}, 60_000);
afterAll(() => server.stop());

describe('the operator decides', () => {
  test('the queue lists every company’s signatures with the company name; filter by status, search by name', async () => {
    const a = await submitSign(adminA);
    const b = await submitSign(adminB);
    const res = await server.request.get(`${SIGN_AUDIT}/list`).query({ status: 0, limit: 100 }).set(operator);
    expect(res.status).toBe(200);
    const ids = res.body.data.records.map((row: any) => row.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    const rowB = res.body.data.records.find((row: any) => row.id === b.id);
    expect(rowB).toMatchObject({ companyId: server.tenants.B, companyName: expect.any(String), status: 0 });
    const named = await server.request.get(`${SIGN_AUDIT}/list`).query({ name: b.name }).set(operator);
    expect(named.body.data.records.map((row: any) => row.id)).toEqual([b.id]);
    expect((await server.request.get(`${SIGN_AUDIT}/select/${a.id}`).set(operator)).body.data).toMatchObject({ id: a.id, companyId: server.tenants.A });
  });

  test('approve: status 2, the company sees 审核通过, a record and a message to the submitter', async () => {
    const sign = await submitSign(adminB);
    const res = await server.request.post(`${SIGN_AUDIT}/audit`).set(operator).send({ id: sign.id, status: 2 });
    expect([res.status, res.body.msg, res.body.data.status]).toEqual([200, '审核完成!', 2]);
    expect((await server.request.get(`${SIGN}/select/${sign.id}`).set(adminB)).body.data).toMatchObject({ status: 2 });
    const records = (await server.request.get(`${SIGN}/records`).query({ id: sign.id }).set(adminB)).body.data;
    expect(records.map((row: any) => [row.operation, row.status, row.name])).toEqual([[2, 2, sign.name], [0, 0, sign.name]]);
    const told = (await messages(adminB)).find((m) => m.content.includes(sign.name));
    expect(told).toMatchObject({ title: '短信签名审核', content: `您提交的短信签名“${sign.name}”已审核通过。` });
  });

  test('reject with a reason: status 1 and inspectText for the company; the record and message carry the reason', async () => {
    const template = await submitTemplate(adminA);
    const res = await server.request.post(`${TEMPLATE_AUDIT}/audit`).set(operator).send({ id: template.id, status: 1, inspectText: '  模板内容与申请说明不符  ' });
    expect([res.status, res.body.data.status, res.body.data.inspectText]).toEqual([200, 1, '模板内容与申请说明不符']);
    expect((await server.request.get(`${TEMPLATE}/select/${template.id}`).set(adminA)).body.data).toMatchObject({ status: 1, inspectText: '模板内容与申请说明不符' });
    const records = (await server.request.get(`${TEMPLATE}/records`).query({ id: template.id }).set(adminA)).body.data;
    expect(records[0]).toMatchObject({ operation: 3, status: 1, templateName: template.templateName, templateText: '您的订单${orderNo}已发货。', inspectText: '模板内容与申请说明不符' });
    const told = (await messages(adminA)).find((m) => m.content.includes(template.templateName));
    expect(told.content).toBe(`您提交的短信模板“${template.templateName}”（${template.templateCode}）审核未通过：模板内容与申请说明不符`);
    // 查看原因并修改: the company's change goes back to the audit and is recorded as 修改.
    const changed = await server.request.post(`${TEMPLATE}/update`).set(adminA).send({ id: template.id, templateText: '您的订单${orderNo}已发出。' });
    expect(changed.body.data).toMatchObject({ status: 0 });
    expect(changed.body.data.inspectText ?? null).toBeNull();
    const after = (await server.request.get(`${TEMPLATE}/records`).query({ id: template.id }).set(adminA)).body.data;
    expect(after.map((row: any) => row.operation)).toEqual([1, 3, 0]);
  });

  test.each([
    [{ status: 1 }, '请填写驳回原因', 'inspectText'],
    [{ status: 1, inspectText: '   ' }, '请填写驳回原因', 'inspectText'],
    [{ status: 1, inspectText: '因'.repeat(201) }, '审核意见不能超过200个字符', 'inspectText'],
    [{}, '请选择审核结果', 'status'],
    [{ status: 0 }, '审核结果只能是通过（2）或驳回（1）', 'status'],
    [{ status: 3 }, '审核结果只能是通过（2）或驳回（1）', 'status'],
    [{ status: 'x' }, '审核结果只能是通过（2）或驳回（1）', 'status'],
  ])('%j → 400 %s, nothing moves', async (body, msg, field) => {
    const sign = await submitSign(adminA);
    const res = await server.request.post(`${SIGN_AUDIT}/audit`).set(operator).send({ id: sign.id, ...body });
    expect([res.status, res.body.msg, res.body.data]).toEqual([400, msg, [field]]);
    expect((await server.request.get(`${SIGN}/select/${sign.id}`).set(adminA)).body.data.status).toBe(0);
  });

  test('no id → 400; an unknown id → 404', async () => {
    expect((await server.request.post(`${SIGN_AUDIT}/audit`).set(operator).send({ status: 2 })).body).toMatchObject({ code: 400, msg: '请选择要审核的签名' });
    const missing = await server.request.post(`${TEMPLATE_AUDIT}/audit`).set(operator).send({ id: 999999, status: 2 });
    expect([missing.status, missing.body.msg]).toEqual([404, '模板不存在或已被删除']);
  });

  test('a decided row is 409; of racing decisions exactly one wins, with one record and one message', async () => {
    const sign = await submitSign(adminA);
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => server.request.post(`${SIGN_AUDIT}/audit`).set(operator).send({ id: sign.id, status: 2 })),
      ...[1, 2, 3].map(() => server.request.post(`${SIGN_AUDIT}/audit`).set(operator).send({ id: sign.id, status: 1, inspectText: '资料不全' })),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((res) => res.status === 409)!.body.msg).toBe('该签名已审核，请勿重复操作');
    const again = await server.request.post(`${SIGN_AUDIT}/audit`).set(operator).send({ id: sign.id, status: 2 });
    expect([again.status, again.body.msg]).toEqual([409, '该签名已审核，请勿重复操作']);
    const records = (await server.request.get(`${SIGN}/records`).query({ id: sign.id }).set(adminA)).body.data;
    expect(records.filter((row: any) => row.operation >= 2)).toHaveLength(1);
    expect((await messages(adminA)).filter((m) => m.content.includes(`“${sign.name}”`))).toHaveLength(1);
  });
});

describe('companies', () => {
  test('a company token gets 403 on the platform routes', async () => {
    const sign = await submitSign(adminA);
    for (const [method, url, body] of [
      ['post', `${SIGN_AUDIT}/audit`, { id: sign.id, status: 2 }],
      ['post', `${TEMPLATE_AUDIT}/audit`, { id: sign.id, status: 2 }],
      ['get', `${SIGN_AUDIT}/list`, undefined],
      ['get', `${SIGN_AUDIT}/select/${sign.id}`, undefined],
      ['get', `${TEMPLATE_AUDIT}/list`, undefined],
    ] as const) {
      const res = await (server.request as any)[method](url).set(adminA).send(body);
      expect([url, res.status]).toEqual([url, 403]);
    }
    expect((await server.request.get(`${SIGN}/select/${sign.id}`).set(adminA)).body.data.status).toBe(0);
  });

  test('no company route approves its own submission', async () => {
    const sign = await submitSign(adminA);
    await server.request.post(`${SIGN}/update`).set(adminA).send({ id: sign.id, status: 2, inspectText: '通过' });
    await server.request.put(`${SIGN}/update`).set(adminA).send({ id: sign.id, status: 2 });
    await server.request.post(`${SIGN}/create`).set(adminA).send({ name: '自审科技', idCardJust: imagesA.front, card: imagesA.licence, status: 2 });
    const rows = (await server.request.get(`${SIGN}/list`).query({ limit: 100 }).set(adminA)).body.data.records;
    expect(rows.filter((row: any) => row.id === sign.id || row.name === '自审科技').map((row: any) => row.status)).toEqual([0, 0]);
    expect((await server.request.get(`${SIGN}/list`).query({ status: 2, limit: 100 }).set(adminA)).body.data.records.some((row: any) => row.id === sign.id)).toBe(false);
  });

  test('records: newest first, at most ten, within three months; never another company’s', async () => {
    const sign = await submitSign(adminA);
    for (let i = 0; i < 11; i++) await server.request.post(`${SIGN}/update`).set(adminA).send({ id: sign.id, applyText: `第${i}次修改` });
    const records = (await server.request.get(`${SIGN}/records`).query({ id: sign.id }).set(adminA)).body.data;
    expect(records).toHaveLength(10);
    expect(records[0]).toMatchObject({ operation: 1, applyText: '第10次修改', status: 0 });
    expect(records.map((row: any) => row.applyText)).toEqual([...Array(10)].map((_, i) => `第${10 - i}次修改`));
    // Four months ago is out of the window; two months ago is in.
    const models = server.services.db.models;
    const all = (await asSystem(() => models.SmsAuditRecord.findAll({ where: { subject: 0, refId: sign.id }, order: [['id', 'ASC']], raw: true }))) as any[];
    const monthsAgo = (n: number) => new Date(Date.now() - n * 31 * 24 * 3600 * 1000);
    await asSystem(() => models.SmsAuditRecord.update({ crtTime: monthsAgo(4) }, { where: { id: all.slice(1).map((row) => row.id) } }));
    await asSystem(() => models.SmsAuditRecord.update({ crtTime: monthsAgo(2) }, { where: { id: all[0].id } }));
    const recent = (await server.request.get(`${SIGN}/records`).query({ id: sign.id }).set(adminA)).body.data;
    expect(recent.map((row: any) => row.id)).toEqual([all[0].id]);
    // Company B reads nothing of A's: A's id is a row it cannot reach; no id is a 400.
    const other = await server.request.get(`${SIGN}/records`).query({ id: sign.id }).set(adminB);
    expect([other.status, other.body.msg]).toEqual([404, '签名不存在或已被删除']);
    expect((await server.request.get(`${SIGN}/records`).set(adminB)).body).toMatchObject({ code: 400, msg: '请选择签名' });
    expect((await server.request.get(`${TEMPLATE}/records`).query({ id: 'x' }).set(adminA)).status).toBe(400);
  });

  test('an operator decides rows of any company; the records stay the company’s', async () => {
    const b = await submitTemplate(adminB);
    expect((await server.request.post(`${TEMPLATE_AUDIT}/audit`).set(operator).send({ id: b.id, status: 2 })).status).toBe(200);
    expect((await server.request.get(`${TEMPLATE}/records`).query({ id: b.id }).set(adminB)).body.data[0]).toMatchObject({ operation: 2, status: 2 });
    expect((await server.request.get(`${TEMPLATE}/records`).query({ id: b.id }).set(adminA)).status).toBe(404);
    expect((await server.request.get(`${TEMPLATE}/select/${b.id}`).set(adminA)).status).toBe(404);
  });
});

describe('the pages', () => {
  test('the company’s page offers 详情, 查看原因并修改 (status 1 only) and 操作记录; the operator’s 通过 and 驳回', async () => {
    const company = (await server.request.get('/api/schemas/signatureManage').set(adminA)).body.data;
    const actions = company.rowActions.map((action: any) => (typeof action === 'string' ? action : action.key));
    expect(actions).toEqual(expect.arrayContaining(['detail', 'fix', 'records', 'delete']));
    expect(company.rowActions.find((action: any) => action.key === 'fix').visibleWhen).toEqual({ field: 'status', eq: 1 });
    expect(JSON.stringify(company.blocks)).toContain('只显示近三个月内最近10条操作记录');
    const platform = (await server.request.get('/api/schemas/smsSignAudit').set(operator)).body.data;
    expect(platform.rowActions.map((action: any) => action.key)).toEqual(['detail', 'approve', 'reject']);
    expect((await server.request.get('/api/schemas/smsSignAudit').set(adminA)).status).toBe(403);
  });
});
