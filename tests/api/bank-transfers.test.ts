import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';
import { balanceAndLedger } from '../support/commerce';
import { asTenant } from '../../server/context/request-context';

/** 余额管理's bank transfers (issue 9, spec doc 2 §2): recorded by the company, confirmed once or rejected by an operator. */
const TRANSFER = '/api/business/bank-transfer';
const REVIEW = '/api/platform/bank-transfer';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let operator: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  operator = await server.operatorAuth();
}, 60_000);
afterAll(() => server.stop());

afterEach(async () => {
  for (const tenant of [server.tenants.A, server.tenants.B]) {
    const { balance, ledger } = await balanceAndLedger(server, tenant);
    expect(balance).toBe(ledger);
    expect(balance).toBeGreaterThanOrEqual(0);
  }
});

let serial = 0;
const transfer = (overrides: Record<string, unknown> = {}) => ({ bankName: '中国工商银行', accountNo: '6222 0210 0112 3456', transferNo: `TR${Date.now()}${serial++}`, amount: 1234.56, transferDate: '2026-11-20', ...overrides });
const record = (headers: Record<string, string>, body: Record<string, unknown>) => server.request.post(`${TRANSFER}/save`).set(headers).send(body);
const balance = async (headers = adminA) => (await server.request.get('/api/business/transaction-flow/selectBalance').set(headers)).body.data as number;

test('a company records a transfer: every field checked, 待确认, listed and exported for it only', async () => {
  expect((await record(adminA, transfer({ bankName: '' }))).body.msg).toBe('请输入付款银行');
  const missing = await record(adminA, { ...transfer(), transferNo: undefined });
  expect(missing.status).toBe(400);
  expect((await record(adminA, transfer({ amount: 0 }))).status).toBe(400);
  expect((await record(adminA, transfer({ amount: 1.234 }))).status).toBe(400);
  expect((await record(adminA, transfer({ accountNo: 'abc' }))).body.msg).toBe('付款账号只能包含数字');
  const future = await record(adminA, transfer({ transferDate: '2099-01-01' }));
  expect(future.status).toBe(400);
  expect(future.body.msg).toBe('转账日期不能晚于今天');

  const body = transfer();
  const saved = await record(adminA, body);
  expect(saved.status).toBe(200);
  expect(saved.body.data).toMatchObject({ bankName: '中国工商银行', transferNo: body.transferNo, amount: 1234.56, transferDate: '2026-11-20', status: 0 });
  const clash = await record(adminA, body);
  expect(clash.status).toBe(409);
  expect(clash.body.msg).toBe('该转账流水号已登记');

  const listA = (await server.request.get(`${TRANSFER}/selectByPage`).query({ page: 1, limit: 10 }).set(adminA)).body.data;
  expect(listA.records[0]).toMatchObject({ id: saved.body.data.id, amount: 1234.56, status: 0 });
  expect(listA.records[0].tenantId).toBeUndefined();
  const listB = (await server.request.get(`${TRANSFER}/selectByPage`).query({ page: 1, limit: 10 }).set(adminB)).body.data;
  expect(listB.records.map((r: any) => r.id)).not.toContain(saved.body.data.id);
  const filtered = (await server.request.get(`${TRANSFER}/selectByPage`).query({ page: 1, limit: 10, status: '1' }).set(adminA)).body.data;
  expect(filtered.records.map((r: any) => r.id)).not.toContain(saved.body.data.id);

  const file = await server.request.get(`${TRANSFER}/exportList`).set(adminA).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(file.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.body);
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values).toContain('转账流水号');
  const rows = sheet.getSheetValues().slice(2).map((row: any) => row.slice(1));
  expect(rows).toContainEqual(expect.arrayContaining([body.transferNo, '中国工商银行', 1234.56, '待确认']));
});

/** An export's sheet: the header row and the rows' cells (column A first). */
async function exported(headers: Record<string, string>, query: Record<string, string> = {}) {
  const file = await server.request.get(`${TRANSFER}/exportList`).query(query).set(headers).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(file.status).toBe(200);
  expect(file.headers['content-disposition']).toContain(encodeURIComponent('对公转账记录'));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.body);
  const [header, ...rows] = workbook.worksheets[0].getSheetValues().slice(1).map((row: any) => row.slice(1));
  return { header, rows };
}

test('导出 (a declared export over BankTransfer): the columns, the list’s filters, the company’s own rows, labels and yuan', async () => {
  const mine = transfer({ amount: 88.8, transferDate: '2026-11-01' });
  const saved = (await record(adminA, mine)).body.data;
  const theirs = transfer({ transferDate: '2026-11-01' });
  await record(adminB, theirs);

  const all = await exported(adminA);
  expect(all.header).toEqual(['转账流水号', '付款银行', '付款账号', '转账金额(元)', '转账日期', '登记时间', '登记人', '状态', '驳回原因']);
  const row = all.rows.find((cells: any[]) => cells[0] === mine.transferNo);
  expect(row.slice(0, 5)).toEqual([mine.transferNo, '中国工商银行', mine.accountNo, 88.8, '2026-11-01']);
  expect(row[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(row.slice(6, 8)).toEqual(['张伟', '待确认']);
  expect(all.rows.map((cells: any[]) => cells[0])).not.toContain(theirs.transferNo);
  expect((await exported(adminB)).rows.map((cells: any[]) => cells[0])).not.toContain(mine.transferNo);

  // The list's filters: status, transferNo (like) and the transferDate range.
  expect((await exported(adminA, { status: '1' })).rows.map((cells: any[]) => cells[0])).not.toContain(mine.transferNo);
  expect((await exported(adminA, { transferNo: mine.transferNo.slice(2) })).rows.map((cells: any[]) => cells[0])).toEqual([mine.transferNo]);
  expect((await exported(adminA, { startDate: '2026-11-02', endDate: '2026-11-30' })).rows.map((cells: any[]) => cells[0])).not.toContain(mine.transferNo);
  expect((await exported(adminA, { startDate: '2026-11-01', endDate: '2026-11-01' })).rows.map((cells: any[]) => cells[0])).toContain(mine.transferNo);
  expect(saved.id).toBeGreaterThan(0);

  // Bad filter values are refused before any file, with the envelope; a member without 余额管理 gets 403.
  const bad = await server.request.get(`${TRANSFER}/exportList`).query({ status: '9' }).set(adminA);
  expect([bad.status, bad.body.code]).toEqual([400, 400]);
  const member = await server.auth('13800000003', server.tenants.A);
  expect((await server.request.get(`${TRANSFER}/exportList`).set(member)).status).toBe(403);
});

test('an operator confirms a transfer: the balance is credited once with a 对公转账 ledger row; a second confirm is 409', async () => {
  const saved = (await record(adminA, transfer({ amount: 500 }))).body.data;
  const start = await balance();
  const queue = (await server.request.get(`${REVIEW}/list`).query({ status: 0, limit: 100 }).set(operator)).body.data.records;
  expect(queue.find((r: any) => r.id === saved.id)).toMatchObject({ companyId: server.tenants.A, companyName: '演示科技有限公司', amount: 500, status: 0 });

  const answers = await Promise.all([1, 2, 3, 4, 5].map(() => server.request.post(`${REVIEW}/confirm/${saved.id}`).set(operator)));
  expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
  expect(answers.filter((res) => res.status === 409).every((res) => res.body.msg === '该转账记录已处理，请勿重复操作')).toBe(true);
  expect(answers.find((res) => res.status === 200)!.body.data).toMatchObject({ status: 1, reviewer: expect.any(String) });
  expect(await balance()).toBeCloseTo(start + 500, 2);
  const again = await server.request.post(`${REVIEW}/confirm/${saved.id}`).set(operator);
  expect(again.status).toBe(409);
  expect((await server.request.post(`${REVIEW}/reject/${saved.id}`).set(operator).send({ reason: 'x' })).status).toBe(409);
  expect(await balance()).toBeCloseTo(start + 500, 2);
  const flows = await asTenant(server.tenants.A, () => server.services.db.models.TransactionFlow.findAll({ where: { transferId: saved.id }, raw: true })) as any[];
  expect(flows).toHaveLength(1);
  expect(flows[0]).toMatchObject({ type: 3, amount: 50000, operatorName: expect.any(String) });
  const listed = (await server.request.get(`${TRANSFER}/selectByPage`).query({ page: 1, limit: 10 }).set(adminA)).body.data.records;
  expect(listed.find((r: any) => r.id === saved.id).status).toBe(1);
});

test('an operator rejects a transfer with a reason: nothing credited, the company sees why', async () => {
  const saved = (await record(adminA, transfer({ amount: 88 }))).body.data;
  const start = await balance();
  const noReason = await server.request.post(`${REVIEW}/reject/${saved.id}`).set(operator).send({ reason: '  ' });
  expect(noReason.status).toBe(400);
  expect(noReason.body.msg).toBe('请填写驳回原因');
  const rejected = await server.request.post(`${REVIEW}/reject/${saved.id}`).set(operator).send({ reason: '未查询到该笔入账' });
  expect(rejected.status).toBe(200);
  expect(rejected.body.data).toMatchObject({ status: 2, reason: '未查询到该笔入账' });
  expect((await server.request.post(`${REVIEW}/confirm/${saved.id}`).set(operator)).status).toBe(409);
  expect(await balance()).toBe(start);
  const listed = (await server.request.get(`${TRANSFER}/selectByPage`).query({ page: 1, limit: 10, status: '2' }).set(adminA)).body.data.records;
  expect(listed.find((r: any) => r.id === saved.id)).toMatchObject({ status: 2, reason: '未查询到该笔入账' });
});

test("grants and isolation: another company's transfers are not listed to it; companies cannot confirm; an unknown id is 404; members need 余额管理", async () => {
  const saved = (await record(adminA, transfer())).body.data;
  expect((await server.request.post(`${REVIEW}/confirm/${saved.id}`).set(adminA)).status).toBe(403);
  expect((await server.request.post(`${REVIEW}/confirm/${saved.id}`).set(adminB)).status).toBe(403);
  expect((await server.request.post(`${REVIEW}/confirm/999999`).set(operator)).status).toBe(404);
  expect((await server.request.get(`${TRANSFER}/selectByPage`).query({ page: 1, limit: 10, transferNo: saved.transferNo }).set(adminB)).body.data.total).toBe(0);
  const member = await server.auth('13800000002', server.tenants.A);
  expect((await record(member, transfer())).status).toBe(403);
  expect((await server.request.get(`${TRANSFER}/selectByPage`).query({ page: 1, limit: 10 }).set(member)).status).toBe(403);
  expect((await server.request.get(`${TRANSFER}/selectByPage`).set(operator)).status).toBe(403);
  expect((await server.request.get(`${TRANSFER}/selectByPage`).query({ page: 1, limit: 10 }).set(adminA)).body.data.records[0].status).toBe(0);
});
