import { startTestServer, DEMO_PASSWORD, type TestServer } from '../support/test-server';
import { asTenant } from '../../server/context/request-context';
import { balanceAndLedger, testService, topUp } from '../support/commerce';

/** 我的订单 and paying from the balance (issue 9): priced by the server, paid once, every fen in the ledger. */
const ORDER = '/api/business/plt-order';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let smsId: number;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  smsId = await testService(server, 'TST-SMS', [{ qty: 1000, priceFen: 3900 }, { qty: 10000, priceFen: 39000 }, { qty: 100_000_000, priceFen: 3_900_000_000 }]);
}, 60_000);
afterAll(() => server.stop());

/** After every scenario: the ledger sums to the balance and the balance is not negative, in both companies. */
afterEach(async () => {
  for (const tenant of [server.tenants.A, server.tenants.B]) {
    const { balance, ledger } = await balanceAndLedger(server, tenant);
    expect(balance).toBe(ledger);
    expect(balance).toBeGreaterThanOrEqual(0);
  }
});

const order = (headers: Record<string, string>, body: Record<string, unknown>) => server.request.post(`${ORDER}/createOrder`).set(headers).send(body);
const newSmsOrder = async (headers = adminA, qty = 1000, amount = 39) => {
  const res = await order(headers, { type: 1, cid: smsId, name: 'x', qty, amount });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; orderNo: string; amount: number; status: number; qtyText: string };
};
const pay = (headers: Record<string, string>, id: number, password: string | undefined = DEMO_PASSWORD) => server.request.post(`${ORDER}/payOrder`).set(headers).send({ id, password });
const lessCount = async (headers = adminA) => (await server.request.get('/api/business/server-company/selectLessCount').set(headers).expect(200)).body.data.lessCount as number;
const balance = async (headers = adminA) => (await server.request.get('/api/business/transaction-flow/selectBalance').set(headers).expect(200)).body.data as number;

test('an order is priced by the server: a mismatching amount is 409 and makes no order; a matching one is unpaid', async () => {
  const before = (await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 10 }).set(adminA)).body.data.total;
  const cheap = await order(adminA, { type: 1, cid: smsId, qty: 1000, amount: 0.01 });
  expect(cheap.status).toBe(409);
  expect(cheap.body.msg).toBe('订单金额与价格不符，请刷新后重试');
  expect((await order(adminA, { type: 1, cid: smsId, qty: 7, amount: 39 })).body.msg).toBe('请选择套餐');
  expect((await order(adminA, { type: 1, qty: 1000, amount: 39 })).body.msg).toBe('请选择产品');
  expect((await order(adminA, { type: 1, cid: 999999, qty: 1000, amount: 39 })).status).toBe(404);
  expect((await order(adminA, { type: 1, cid: smsId, qty: 1000, amount: 'abc' })).status).toBe(400);
  expect((await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 10 }).set(adminA)).body.data.total).toBe(before);
  const made = await newSmsOrder();
  expect(made).toMatchObject({ amount: 39, status: 0, qty: 1000, unit: '条', name: '测试服务TST-SMS', buyType: 0 });
  expect(made.orderNo).toMatch(/^\d{20}$/);
});

test('paying from the balance: password required and checked, refused when the balance is short, then paid once with its ledger row', async () => {
  const made = await newSmsOrder();
  expect((await pay(adminA, made.id, '')).body.msg).toBe('请输入密码!');
  const wrong = await pay(adminA, made.id, 'wrong-password');
  expect(wrong.status).toBe(400);
  expect(wrong.body.msg).toBe('密码错误');
  const startBalance = await balance();
  const startCount = await lessCount();
  const huge = await newSmsOrder(adminA, 100_000_000, 39_000_000);
  if (startBalance >= 39_000_000) throw new Error('this scenario needs a balance below the price');
  const short = await pay(adminA, huge.id);
  expect(short.status).toBe(409);
  expect(short.body.msg).toBe('账户余额不足，请进行充值!');
  expect((await server.request.get(`${ORDER}/selectById/${huge.id}`).set(adminA)).body.data.status).toBe(0);
  expect(await balance()).toBe(startBalance);

  await topUp(server, server.tenants.A, 5000);
  const paid = await pay(adminA, made.id);
  expect(paid.status).toBe(200);
  expect(paid.body.msg).toBe('支付成功');
  expect(paid.body.data).toMatchObject({ status: 1, payMethod: 0 });
  expect(await balance()).toBeCloseTo(startBalance + 50 - 39, 2);
  expect(await lessCount()).toBe(startCount + 1000);
  const flows = (await server.request.get('/api/business/transaction-flow/selectByPageT').query({ page: 1, limit: 10 }).set(adminA)).body.data.records;
  expect(flows[0]).toMatchObject({ type: 2, amount: -39, orderNo: made.orderNo, operatorName: expect.any(String) });
  expect(flows[0].balanceAfter).toBeCloseTo(startBalance + 50 - 39, 2);

  const again = await pay(adminA, made.id);
  expect(again.status).toBe(409);
  expect(again.body.msg).toBe('订单已支付，请勿重复支付');
  expect(await lessCount()).toBe(startCount + 1000);
});

test('cancel and delete follow the states: only unpaid orders cancel, only cancelled ones delete or refuse payment', async () => {
  await topUp(server, server.tenants.A, 10000);
  const paid = await newSmsOrder();
  await pay(adminA, paid.id).expect(200);
  const cancelPaid = await server.request.get(`${ORDER}/cancelById/${paid.id}`).set(adminA);
  expect(cancelPaid.status).toBe(409);
  expect(cancelPaid.body.msg).toBe('订单已支付，不能取消');
  expect((await server.request.delete(`${ORDER}/deleteById/${paid.id}`).set(adminA)).status).toBe(409);

  const open = await newSmsOrder();
  const deleteOpen = await server.request.delete(`${ORDER}/deleteById/${open.id}`).set(adminA);
  expect(deleteOpen.status).toBe(409);
  expect(deleteOpen.body.msg).toBe('只能删除已取消的订单');
  const cancelled = await server.request.get(`${ORDER}/cancelById/${open.id}`).set(adminA);
  expect([cancelled.status, cancelled.body.msg]).toEqual([200, '取消成功!']);
  expect(cancelled.body.data).toMatchObject({ id: open.id, status: 2, qtyText: open.qtyText });
  const again = await server.request.get(`${ORDER}/cancelById/${open.id}`).set(adminA);
  expect([again.status, again.body.msg]).toEqual([409, '订单已取消']);
  const payCancelled = await pay(adminA, open.id);
  expect(payCancelled.status).toBe(409);
  expect(payCancelled.body.msg).toBe('订单已取消，无法支付');
  await server.request.delete(`${ORDER}/deleteById/${open.id}`).set(adminA).expect(200);
  expect((await server.request.get(`${ORDER}/selectById/${open.id}`).set(adminA)).status).toBe(404);
});

test("another company's order is 404 to every call and stays as it was", async () => {
  await topUp(server, server.tenants.B, 10000);
  const mine = await newSmsOrder();
  const bBalance = await balance(adminB);
  expect((await server.request.get(`${ORDER}/selectById/${mine.id}`).set(adminB)).status).toBe(404);
  expect((await pay(adminB, mine.id)).status).toBe(404);
  expect((await server.request.get(`${ORDER}/cancelById/${mine.id}`).set(adminB)).status).toBe(404);
  expect((await server.request.delete(`${ORDER}/deleteById/${mine.id}`).set(adminB)).status).toBe(404);
  const list = (await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 100, userId: 1 }).set(adminB)).body.data.records;
  expect(list.map((o: any) => o.id)).not.toContain(mine.id);
  expect((await server.request.get(`${ORDER}/selectById/${mine.id}`).set(adminA)).body.data.status).toBe(0);
  expect(await balance(adminB)).toBe(bBalance);
});

test('the order list filters by order number and bill dates (inclusive days)', async () => {
  const made = await newSmsOrder();
  const byNo = (await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 10, orderNo: made.orderNo }).set(adminA)).body.data;
  expect(byNo.records.map((o: any) => o.id)).toEqual([made.id]);
  const today = (made as any).crtTime.slice(0, 10);
  const inRange = (await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 100, startBillDate: today, endBillDate: today }).set(adminA)).body.data.records;
  expect(inRange.map((o: any) => o.id)).toContain(made.id);
  const before = (await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 100, startBillDate: '2020-01-01', endBillDate: '2020-01-02' }).set(adminA)).body.data.total;
  expect(before).toBe(0);
  const unpaid = (await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 100, status: '0' }).set(adminA)).body.data.records;
  expect(unpaid.length).toBeGreaterThan(0);
  expect(unpaid.every((o: any) => o.status === 0)).toBe(true);
});

test('50 concurrent payOrder calls for one order charge it exactly once', async () => {
  await topUp(server, server.tenants.A, 100000);
  const made = await newSmsOrder();
  const startBalance = await balance();
  const startCount = await lessCount();
  const answers = await Promise.all(Array.from({ length: 50 }, () => pay(adminA, made.id)));
  const statuses = answers.map((res) => res.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  expect(await balance()).toBeCloseTo(startBalance - 39, 2);
  expect(await lessCount()).toBe(startCount + 1000);
  const flows = (await server.request.get('/api/business/transaction-flow/selectByPageT').query({ page: 1, limit: 100, orderNo: made.orderNo }).set(adminA)).body.data;
  expect(flows.total).toBe(1);
}, 120_000);

test('50 concurrent payments of different orders that together exceed the balance never take it below zero', async () => {
  const orders = [] as { id: number }[];
  for (let i = 0; i < 50; i++) orders.push(await newSmsOrder(adminB));
  const start = await balance(adminB);
  const affordable = Math.floor(start / 39);
  if (affordable >= 50) throw new Error('this scenario needs a balance below 50 orders');
  const answers = await Promise.all(orders.map((o) => pay(adminB, o.id)));
  const paid = answers.filter((res) => res.status === 200).length;
  expect(paid).toBe(affordable);
  expect(answers.filter((res) => res.status === 409).every((res) => res.body.msg === '账户余额不足，请进行充值!')).toBe(true);
  expect(await balance(adminB)).toBeCloseTo(start - paid * 39, 2);
  expect(await balance(adminB)).toBeGreaterThanOrEqual(0);
}, 120_000);

test('a top-up order: amount checked, unpaid until the gateway pays it', async () => {
  const bad = await server.request.get(`${ORDER}/createRechargeOrder`).query({ amount: '-5' }).set(adminA);
  expect(bad.status).toBe(400);
  expect(bad.body.msg).toBe('请输入正确的充值金额');
  expect((await server.request.get(`${ORDER}/createRechargeOrder`).query({ amount: '0.001' }).set(adminA)).status).toBe(400);
  const made = await server.request.get(`${ORDER}/createRechargeOrder`).query({ amount: '100.5' }).set(adminA);
  expect(made.status).toBe(200);
  expect(made.body.data).toMatchObject({ amount: 100.5, orderNo: expect.stringMatching(/^\d{20}$/), orderSn: expect.stringMatching(/^PAY/) });
});

test('a member without the 我的订单 grant gets 403 from the order calls', async () => {
  const member = await server.auth('13800000002', server.tenants.A);
  expect((await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 10 }).set(member)).status).toBe(403);
  expect((await pay(member, 1)).status).toBe(403);
  expect((await server.request.get(`${ORDER}/createRechargeOrder`).query({ amount: 10 }).set(member)).status).toBe(403);
});

test('a price equal to the whole balance is paid (the spec says "below"; README: intended behaviour) and leaves 0.00', async () => {
  const member = adminB;
  const start = await balance(member);
  const fen = Math.round(start * 100);
  if (fen <= 0) throw new Error('this scenario needs a balance');
  const exactId = await testService(server, `TST-EXACT-${fen}`, [{ qty: 1, priceFen: fen, unit: '台' }], 1, null);
  const res = await order(member, { type: 1, cid: exactId, qty: 1, amount: start });
  expect(res.status).toBe(200);
  await pay(member, res.body.data.id).expect(200);
  expect(await balance(member)).toBe(0);
  const next = await order(member, { type: 1, cid: smsId, qty: 1000, amount: 39 });
  const short = await pay(member, next.body.data.id);
  expect([short.status, short.body.msg]).toEqual([409, '账户余额不足，请进行充值!']);
});

test('selectLessCount: every member reads the company’s counts; a company that never bought reads zeros', async () => {
  const member = await server.auth('13800000002', server.tenants.A);
  const own = (await server.request.get('/api/business/server-company/selectLessCount').set(adminA)).body.data;
  expect(Object.keys(own).sort()).toEqual(['lessCount', 'queryCount', 'waybillCount']);
  expect((await server.request.get('/api/business/server-company/selectLessCount').set(member)).body.data).toEqual(own);
  await asTenant(server.tenants.B, () => server.services.db.models.ServiceAccount.destroy({ where: {} }));
  expect((await server.request.get('/api/business/server-company/selectLessCount').set(adminB)).body).toMatchObject({ code: 2000, data: { lessCount: 0, waybillCount: 0, queryCount: 0 } });
  expect((await server.request.get('/api/business/server-company/selectLessCount').set(adminA)).body.data).toEqual(own);
});
