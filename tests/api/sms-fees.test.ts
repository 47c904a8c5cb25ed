import { Op } from 'sequelize';
import { asTenant } from '../../server/context/request-context';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../support/test-server';
import { testService, topUp } from '../support/commerce';
import { apiKeyHash, apiKeyPrefix, newApiKeySecret } from '../../server/modules/service/api-keys';

/**
 * 费用统计 (schemas/service/feeStatistics.json, issue 28): 账单 lists the company's paid SMS packs (orders of a
 * service item counting smsCount), 明细 the same packs with what is left of each — the remaining count spread over
 * the packs newest first — and lessCount the totals of the gauge; updTime filters by month.
 */
const FEE = '/api/sms/sms-fee';
const ORDER = '/api/business/plt-order';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let smsId: number;
let waybillId: number;

const get = (path: string, headers: Record<string, string>, query: Record<string, unknown> = {}) => server.request.get(`${FEE}${path}`).query({ page: 1, limit: 100, ...query }).set(headers);
const setSmsCount = (tenantId: number, smsCount: number) => asTenant(tenantId, () => server.services.db.models.ServiceAccount.update({ smsCount }, { where: {} }));
const smsCount = (tenantId: number) => asTenant(tenantId, async () => Number(((await server.services.db.models.ServiceAccount.findOne({ raw: true })) as any)?.smsCount ?? 0));
/** The company's paid SMS packs as the database holds them, newest first. */
const packsInDb = (tenantId: number) =>
  asTenant(tenantId, async () => {
    const { AppCatalog, Order } = server.services.db.models;
    const items = ((await AppCatalog.findAll({ where: { counter: 'smsCount' }, raw: true })) as any[]).map((item) => item.id);
    return (await Order.findAll({ where: { type: 1, status: 1, cid: { [Op.in]: items } }, order: [['id', 'DESC']], raw: true })) as any[];
  });

async function order(headers: Record<string, string>, cid: number, qty: number, amount: number, pay = true) {
  const made = await server.request.post(`${ORDER}/createOrder`).set(headers).send({ type: 1, cid, qty, amount });
  expect(made.status).toBe(200);
  if (pay) expect((await server.request.post(`${ORDER}/payOrder`).set(headers).send({ id: made.body.data.id, password: DEMO_PASSWORD })).status).toBe(200);
  return made.body.data.id as number;
}

let bigA: number;
let smallA: number;
let unpaidA: number;
let waybillA: number;
let packB: number;

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  smsId = await testService(server, 'TST-FEE', [{ qty: 1000, priceFen: 3900 }, { qty: 500, priceFen: 2500 }]);
  waybillId = await testService(server, 'TST-WAYBILL', [{ qty: 100, priceFen: 1000 }], 1, 'waybillCount');
  await topUp(server, server.tenants.A, 100_000);
  await topUp(server, server.tenants.B, 100_000);
  bigA = await order(adminA, smsId, 1000, 39);
  smallA = await order(adminA, smsId, 500, 25);
  unpaidA = await order(adminA, smsId, 500, 25, false);
  waybillA = await order(adminA, waybillId, 100, 10);
  packB = await order(adminB, smsId, 1000, 39);
}, 120_000);
afterAll(() => server.stop());

test('账单: only the company’s paid SMS packs, newest first, amount in yuan, with name, updTime, endTime and status', async () => {
  const res = await get('/billList', adminA);
  expect(res.status).toBe(200);
  const rows = res.body.data.records as any[];
  const ids = rows.map((row) => row.id);
  expect(ids).toEqual((await packsInDb(server.tenants.A)).map((row) => row.id));
  expect(res.body.data.total).toBe(ids.length);
  expect(ids.slice(0, 2)).toEqual([smallA, bigA]);
  for (const missing of [unpaidA, waybillA, packB]) expect(ids).not.toContain(missing);
  expect(rows[0]).toMatchObject({ name: '测试服务TST-FEE', amount: 25, status: 1 });
  expect(rows[0].updTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(rows[0]).toHaveProperty('endTime');
  const b = (await get('/billList', adminB)).body.data.records.map((row: any) => row.id);
  expect(b).toContain(packB);
  for (const other of [bigA, smallA]) expect(b).not.toContain(other);
});

test('明细: the remaining count fills the newest packs first, so the packs’ lessCount add up to it', async () => {
  await setSmsCount(server.tenants.A, 1200);
  const rows = (await get('/detailList', adminA)).body.data.records as any[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  expect(byId.get(smallA)).toMatchObject({ totalCount: 500, lessCount: 500, packStatus: 0 });
  expect(byId.get(bigA)).toMatchObject({ totalCount: 1000, lessCount: 700, packStatus: 0 });
  for (const row of rows.filter((r) => r.id !== smallA && r.id !== bigA)) expect(row).toMatchObject({ lessCount: 0, packStatus: 1 });
  expect(rows.reduce((sum, row) => sum + row.lessCount, 0)).toBe(1200);
  // A page of one row still allocates over every pack.
  const second = (await get('/detailList', adminA, { page: 2, limit: 1 })).body.data.records;
  expect(second).toEqual([expect.objectContaining({ id: bigA, lessCount: 700 })]);
  const gauge = await get('/lessCount', adminA);
  expect(gauge.status).toBe(200);
  const total = (await packsInDb(server.tenants.A)).reduce((sum, row) => sum + Number(row.qty), 0);
  expect(gauge.body.data).toEqual([expect.objectContaining({ lessCount: 1200, totalCount: total, percent: Math.round((1200 * 100) / total), buyData: expect.any(String) })]);
  expect(gauge.body.data).toHaveLength(1);
  // 立即购买's data: the SMS item the purchase page loads its packs for (the seeded one comes first).
  const item = JSON.parse(gauge.body.data[0].buyData);
  expect(item).toMatchObject({ kind: 1, counter: 'smsCount' });
  expect((await server.request.get(`/api/business/plt-server/select/${item.id}`).set(adminA)).body.data).toMatchObject({ id: item.id, name: item.name });
});

test('明细 after sends: what a send takes comes off the newest pack’s share', async () => {
  await setSmsCount(server.tenants.A, 1200);
  // Three messages sent through POST /api/sms/send with an approved signature and template and the company's key.
  const secret = newApiKeySecret();
  await asTenant(server.tenants.A, async () => {
    const { models, sections } = server.services.db;
    await models.SmsSign.create({ name: '演示科技', idCardJust: '/f.png', card: '/l.png', status: 2 });
    await models.SmsTemplate.create({ type: 0, templateName: '发货通知', templateCode: 'SMS_FEE_TEST', templateText: '您的订单${orderNo}已发货', status: 2 });
    await sections.apiKey.create({ name: '订单系统', keyPrefix: apiKeyPrefix(secret), keyHash: apiKeyHash(secret), status: 0 });
  });
  const sent = await server.request.post('/api/sms/send').set('X-Api-Key', secret).send({ templateCode: 'SMS_FEE_TEST', mobiles: ['13900003001', '13900003002', '13900003003'], params: { orderNo: 'F1' } });
  expect(sent.status).toBe(200);
  expect(sent.body.data.sent).toBe(3);
  expect(await smsCount(server.tenants.A)).toBe(1197);
  const rows = (await get('/detailList', adminA)).body.data.records as any[];
  expect(rows.find((row) => row.id === smallA).lessCount).toBe(500);
  expect(rows.find((row) => row.id === bigA).lessCount).toBe(697);
  await setSmsCount(server.tenants.A, 0);
  const empty = (await get('/detailList', adminA)).body.data.records as any[];
  expect(empty.every((row) => row.lessCount === 0 && row.packStatus === 1)).toBe(true);
  expect((await get('/lessCount', adminA)).body.data[0]).toMatchObject({ lessCount: 0, percent: 0 });
});

test('the month picker: updTime within the Shanghai month; a bad month is 400 with a Chinese message', async () => {
  const month = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
  const now = (await get('/billList', adminA, { updTime: month })).body.data.records.map((row: any) => row.id);
  expect(now).toEqual(expect.arrayContaining([bigA, smallA]));
  expect((await get('/detailList', adminA, { updTime: '2020-01' })).body.data.total).toBe(0);
  for (const bad of ['abc', '2026-13', '2026-1', '2026-01-01']) {
    const res = await get('/billList', adminA, { updTime: bad });
    expect(res.status).toBe(400);
    expect(res.body.msg ?? res.body.message).toBe('月份格式不正确');
  }
});

test('another company’s member sees none of it; a member without the grant is refused', async () => {
  const b = (await get('/detailList', adminB)).body.data.records as any[];
  expect(b.map((row) => row.id)).toContain(packB);
  expect(b.map((row) => row.id)).not.toContain(bigA);
  expect((await server.request.get(`${FEE}/billList`)).status).toBe(401);
});

test('the page schema serves its three reads to the page (账单, 明细, the gauge)', async () => {
  const res = await server.request.get('/api/schemas/feeStatistics').set(adminA);
  expect(res.status).toBe(200);
  expect(Object.keys(res.body.data.operations).sort()).toEqual(['details', 'list', 'remaining']);
});
