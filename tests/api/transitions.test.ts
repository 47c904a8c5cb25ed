import { startTestServer, type TestServer } from '../support/test-server';
import { balanceAndLedger } from '../support/commerce';
import { makePng } from '../support/images';
import { asSystem, asTenant } from '../../server/context/request-context';

/**
 * The engine's declared transitions (server/engine/transition-operation.ts) over the real server: a row in another
 * state is 409 with the declared message and nothing changes; missing or invalid input is 400 with the field's Chinese
 * message and nothing changes; a row the caller does not see is 404; of two racing decisions on one row exactly one
 * wins (one 200, the other 409), and what moves with it (a wallet credit and its ledger row, the company's
 * certification state, the issuer's message) moves once, or not at all when an afterTransition hook refuses.
 * Covers the four sections that declare them: 平台公告 (no hooks), 对公转账确认 and 企业认证审核 (operator queues
 * across companies) and 通知公告's approval (company rows of another resource, the id in the body).
 */
type Headers = Record<string, string>;
let server: TestServer;
let operator: Headers;
let adminA: Headers;
let adminB: Headers;
let lina: Headers;

/** A row as stored: of a model, or of a section's own model (`section:<id>`); tenantId null reads across companies. */
const stored = (model: string, tenantId: number | null, id: number): Promise<any> => {
  const { models, sections } = server.services.db;
  const read = () => (model.startsWith('section:') ? sections[model.slice(8)] : models[model]).findByPk(id, { raw: true });
  return tenantId === null ? asSystem(read) : asTenant(tenantId, read);
};
const statuses = (answers: { status: number }[]) => answers.map((res) => res.status).sort();

beforeAll(async () => {
  server = await startTestServer();
  operator = await server.operatorAuth();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  lina = await server.auth('13800000002', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

describe('平台公告 publish: a transition with no hooks', () => {
  const ADMIN = '/api/platform/proclamation';
  const draft = async (title: string) => (await server.request.post(`${ADMIN}/create`).set(operator).send({ title, type: 0, content: '<p>正文</p>' })).body.data.id as number;

  test('published once; the second publish is 409 with the declared message and changes nothing', async () => {
    const id = await draft('状态迁移公告');
    const res = await server.request.post(`${ADMIN}/publish/${id}`).set(operator);
    expect(res.body).toMatchObject({ code: 2000, msg: '发布成功!', data: { id, status: 1 } });
    const after = await stored('section:proclamation', null, id);
    const again = await server.request.post(`${ADMIN}/publish/${id}`).set(operator);
    expect([again.status, again.body.msg]).toEqual([409, '该公告已发布']);
    expect(await stored('section:proclamation', null, id)).toEqual(after);
  });

  test('an unknown id is 404 with the declared message; a malformed one 400', async () => {
    const res = await server.request.post(`${ADMIN}/publish/999999`).set(operator);
    expect([res.status, res.body.msg]).toEqual([404, '公告不存在']);
    expect((await server.request.post(`${ADMIN}/publish/0`).set(operator)).status).toBe(400);
  });

  test('two publishes racing: exactly one 200, one 409', async () => {
    const id = await draft('并发发布公告');
    const answers = await Promise.all([1, 2].map(() => server.request.post(`${ADMIN}/publish/${id}`).set(operator)));
    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.msg).toBe('该公告已发布');
  });
});

describe('对公转账确认: across companies, the credit moves with the confirmation', () => {
  const REVIEW = '/api/platform/bank-transfer';
  const ALREADY = '该转账记录已处理，请勿重复操作';
  let serial = 0;
  const recordB = async (amount: number) =>
    (await server.request.post('/api/business/bank-transfer/save').set(adminB).send({ bankName: '中国银行', accountNo: '6222 0000 1111', transferNo: `TT${Date.now()}${serial++}`, amount, transferDate: '2026-11-20' })).body.data.id as number;
  const ledgerOf = (id: number) => asTenant(server.tenants.B, () => server.services.db.models.TransactionFlow.findAll({ where: { transferId: id }, raw: true })) as Promise<any[]>;

  test('reject without a reason, or with one too long: 400 with the field message, nothing changes', async () => {
    const id = await recordB(12.5);
    const before = await stored('BankTransfer', server.tenants.B, id);
    const cases: [object, string][] = [
      [{}, '请填写驳回原因'],
      [{ reason: '   ' }, '请填写驳回原因'],
      [{ reason: 7 }, '请填写驳回原因'],
      [{ reason: '驳'.repeat(501) }, '驳回原因不能超过500个字符'],
    ];
    for (const [body, msg] of cases) {
      const res = await server.request.post(`${REVIEW}/reject/${id}`).set(operator).send(body);
      expect([JSON.stringify(body).slice(0, 20), res.status, res.body.msg, res.body.data]).toEqual([JSON.stringify(body).slice(0, 20), 400, msg, ['reason']]);
    }
    expect(await stored('BankTransfer', server.tenants.B, id)).toEqual(before);
  });

  test('a company cannot decide (403) and an unknown id is 404 with the declared message', async () => {
    const id = await recordB(3);
    expect((await server.request.post(`${REVIEW}/confirm/${id}`).set(adminB)).status).toBe(403);
    const missing = await server.request.post(`${REVIEW}/confirm/999999`).set(operator);
    expect([missing.status, missing.body.msg]).toEqual([404, '转账记录不存在']);
  });

  test('confirmations and rejections racing on one transfer: one 200, the rest 409; one credit and one ledger row, in its company', async () => {
    const id = await recordB(321.09);
    const start = await balanceAndLedger(server, server.tenants.B);
    const calls = [
      () => server.request.post(`${REVIEW}/confirm/${id}`).set(operator),
      () => server.request.post(`${REVIEW}/confirm/${id}`).set(operator),
      () => server.request.post(`${REVIEW}/reject/${id}`).set(operator).send({ reason: '并发驳回' }),
      () => server.request.post(`${REVIEW}/confirm/${id}`).set(operator),
    ];
    const answers = await Promise.all(calls.map((call) => call()));
    expect(statuses(answers)).toEqual([200, 409, 409, 409]);
    expect(answers.filter((res) => res.status === 409).every((res) => res.body.msg === ALREADY)).toBe(true);
    const winner = answers.find((res) => res.status === 200)!.body.data;
    expect(winner).toMatchObject({ id, companyId: server.tenants.B, companyName: '示例制造有限公司', amount: 321.09, reviewer: '平台运营' });
    const end = await balanceAndLedger(server, server.tenants.B);
    expect(end.balance).toBe(end.ledger);
    if (winner.status === 1) {
      expect(await ledgerOf(id)).toHaveLength(1);
      expect(end.balance - start.balance).toBe(32109);
    } else {
      expect(winner).toMatchObject({ status: 2, reason: '并发驳回' });
      expect(await ledgerOf(id)).toHaveLength(0);
      expect(end.balance).toBe(start.balance);
    }
  });

  test('five confirmations at once: exactly one credits', async () => {
    const id = await recordB(100);
    const start = await balanceAndLedger(server, server.tenants.B);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => server.request.post(`${REVIEW}/confirm/${id}`).set(operator)));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409]);
    const end = await balanceAndLedger(server, server.tenants.B);
    expect([end.balance - start.balance, end.rows - start.rows]).toEqual([10000, 1]);
    expect(await ledgerOf(id)).toHaveLength(1);
    // Company A's wallet is not touched by B's transfer.
    const a = await balanceAndLedger(server, server.tenants.A);
    expect(a.balance).toBe(a.ledger);
  });
});

describe('企业认证审核: the company moves with its request, or nothing moves', () => {
  const REVIEW = '/api/platform/certification';
  const ALREADY = '该认证申请已审核，请勿重复操作';
  const companyStatus = async (tenantId: number) => (await stored('Company', null, tenantId)).authenticationStatus;
  const setCompanyStatus = (tenantId: number, status: number) => asSystem(() => server.services.db.models.Company.update({ authenticationStatus: status }, { where: { id: tenantId } }));
  async function submitA(): Promise<number> {
    const url = (await server.request.post('/api/business/storage/create').set(adminA).attach('file', makePng(300, 200), 'licence.png')).body.data.url;
    const res = await server.request.post('/api/business/plt-company/save').set(adminA).send({ companyName: '演示科技有限公司', businessLicense: url });
    expect(res.body).toMatchObject({ code: 2000, data: { authenticationStatus: 4 } });
    const rows = (await asTenant(server.tenants.A, () => server.services.db.models.Certification.findAll({ where: { status: 4 }, raw: true }))) as any[];
    return rows[rows.length - 1].id;
  }

  test('afterTransition refuses (the company is no longer awaiting review): 409 and the request stays as it was', async () => {
    const id = await submitA();
    const before = await stored('Certification', server.tenants.A, id);
    await setCompanyStatus(server.tenants.A, 0);
    const res = await server.request.post(`${REVIEW}/approve/${id}`).set(operator);
    expect([res.status, res.body.msg]).toEqual([409, ALREADY]);
    expect(await stored('Certification', server.tenants.A, id)).toEqual(before);
    expect(await companyStatus(server.tenants.A)).toBe(0);
    // Back to awaiting review: the same request can be decided now.
    await setCompanyStatus(server.tenants.A, 4);
    const rejected = await server.request.post(`${REVIEW}/reject/${id}`).set(operator).send({ reason: '请上传清晰的营业执照' });
    expect(rejected.body).toMatchObject({ code: 2000, msg: '已驳回!', data: { id, status: 2, reason: '请上传清晰的营业执照', companyId: server.tenants.A } });
    expect(await companyStatus(server.tenants.A)).toBe(2);
  });

  test('approve and reject racing: one 200, one 409; the company follows the winner', async () => {
    const id = await submitA();
    const answers = await Promise.all([
      server.request.post(`${REVIEW}/approve/${id}`).set(operator),
      server.request.post(`${REVIEW}/reject/${id}`).set(operator).send({ reason: '并发驳回' }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.msg).toBe(ALREADY);
    const winner = answers.find((res) => res.status === 200)!.body.data;
    expect((await stored('Certification', server.tenants.A, id)).status).toBe(winner.status);
    expect(await companyStatus(server.tenants.A)).toBe(winner.status);
  });
});

describe('通知公告 approval: company rows of another resource, the id in the body', () => {
  const BASE = '/api/business/plt-user-notice';
  const NOT_IN_APPROVAL = '该通知公告不在审批中';
  let type: number;
  let wangMember: number;
  const pending = async (title: string) => {
    const res = await server.request.post(`${BASE}/create`).set(lina).send({ title, type, openDate: new Date(Date.now() + 8 * 3600_000 + 86400_000).toISOString().slice(0, 10), voList: [{ id: wangMember }], text: '<p>正文</p>' });
    expect(res.body.data).toMatchObject({ status: 2 });
    return res.body.data.id as number;
  };
  const messagesOf = (tenantId: number) => asTenant(tenantId, () => server.services.db.models.Message.count());

  beforeAll(async () => {
    const categories = (await server.request.get('/api/business/plt-notice/findAllByStatus').set(lina)).body.data;
    type = categories[categories.length - 1].id;
    expect((await server.request.post('/api/business/plt-notice/update').set(adminA).send({ id: type, needApproval: 1 })).body.code).toBe(2000);
    const wang = await server.auth('13800000003', server.tenants.A);
    wangMember = (await server.request.get('/api/admin/user/front/info').set(wang)).body.data.memberId;
  });

  test('no id, no reason, a reason too long: 400 with the declared messages, nothing changes', async () => {
    const id = await pending('待审通知一');
    const before = await stored('UserNotice', server.tenants.A, id);
    const cases: [string, object, string][] = [
      ['approve', {}, '请选择通知公告'],
      ['reject', { reason: '缺少编号' }, '请选择通知公告'],
      ['reject', { id }, '请输入驳回原因'],
      ['reject', { id, reason: '  ' }, '请输入驳回原因'],
      ['reject', { id, reason: '驳'.repeat(201) }, '驳回原因不能超过200个字符'],
      ['approve', { id: 'abc' }, '参数id格式不正确'],
    ];
    for (const [path, body, msg] of cases) {
      const res = await server.request.post(`${BASE}/${path}`).set(adminA).send(body);
      expect([path, res.status, res.body.msg]).toEqual([path, 400, msg]);
    }
    expect(await stored('UserNotice', server.tenants.A, id)).toEqual(before);
  });

  test("another company's notice is unseen: 404 with the declared message, nothing changes", async () => {
    const id = await pending('待审通知二');
    const before = await stored('UserNotice', server.tenants.A, id);
    const sent = await messagesOf(server.tenants.A);
    for (const path of ['approve', 'reject']) {
      const res = await server.request.post(`${BASE}/${path}`).set(adminB).send({ id, reason: '越权' });
      expect([path, res.status, res.body.msg]).toEqual([path, 404, '通知公告不存在或已被删除']);
    }
    expect(await stored('UserNotice', server.tenants.A, id)).toEqual(before);
    expect(await messagesOf(server.tenants.A)).toBe(sent);
  });

  test('approve and reject racing: one 200, one 409; the issuer is told one decision', async () => {
    const id = await pending('待审通知三');
    const answers = await Promise.all([
      server.request.post(`${BASE}/approve`).set(adminA).send({ id }),
      server.request.post(`${BASE}/reject`).set(adminA).send({ id, reason: '并发驳回' }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.msg).toBe(NOT_IN_APPROVAL);
    const winner = answers.find((res) => res.status === 200)!.body;
    const row = await stored('UserNotice', server.tenants.A, id);
    expect(row.status).toBe(winner.data.status);
    expect(row.auditorName).toBe('张伟');
    expect(winner.msg).toBe(row.status === 4 ? '驳回成功!' : '审核通过!');
    const decided = (await asTenant(server.tenants.A, () => server.services.db.models.Message.findAll({ where: { refType: 'notice', refId: id }, raw: true }))) as any[];
    expect(decided.filter((m) => /已审核通过|已被驳回/.test(m.content))).toHaveLength(1);
  });

  test('a decided notice is 409 and stays as decided', async () => {
    const id = await pending('待审通知四');
    expect((await server.request.post(`${BASE}/approve`).set(adminA).send({ id })).body).toMatchObject({ code: 2000, data: { id, status: 1 } });
    const after = await stored('UserNotice', server.tenants.A, id);
    const again = await server.request.post(`${BASE}/reject`).set(adminA).send({ id, reason: '改主意了' });
    expect([again.status, again.body.msg]).toEqual([409, NOT_IN_APPROVAL]);
    expect(await stored('UserNotice', server.tenants.A, id)).toEqual(after);
  });
});
