import { startTestServer, DEMO_PASSWORD, type TestServer } from '../support/test-server';
import { balanceAndLedger, testService, topUp } from '../support/commerce';
import { asTenant } from '../../server/context/request-context';
import { migrate } from '../../server/db/migrate';
import { newOrderNo, newOrderSn } from '../../server/modules/commerce/order-numbers';
import type { SandboxGateway } from '../../server/providers/payment/sandbox-gateway';

/**
 * Top-up orders as a new user met them (issue 27, found in use): an amount under ¥0.01 is refused with a message and
 * makes no order; 我的订单 shows a top-up's amount as its 数量 and 类型 充值 (buyType 2); the ledger row of a top-up
 * paid by QR names the member who paid as 操作人.
 */
const ORDER = '/api/business/plt-order';
const FLOW = '/api/business/transaction-flow';
const PAY = '/api/business/payOrder';
const ADMIN_NAME = '张伟';

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

afterEach(async () => {
  const { balance, ledger } = await balanceAndLedger(server, server.tenants.A);
  expect(balance).toBe(ledger);
});

const orderTotal = async () => (await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 1 }).set(admin).expect(200)).body.data.total as number;
const rechargeOrder = (amount: unknown) => server.request.get(`${ORDER}/createRechargeOrder`).query({ amount }).set(admin);
const listedOrder = async (orderNo: string, query: Record<string, unknown> = {}) =>
  (await server.request.get(`${ORDER}/selectByPage`).query({ page: 1, limit: 10, orderNo, ...query }).set(admin).expect(200)).body.data.records as any[];
const ledgerRows = async (orderNo: string) => (await server.request.get(`${FLOW}/selectByPageT`).query({ page: 1, limit: 10, orderNo }).set(admin).expect(200)).body.data.records as any[];

test('an amount under ¥0.01 is refused with 充值金额不能小于0.01元 and makes no order; no amount, a negative or a non-number one 请输入正确的充值金额', async () => {
  const before = await orderTotal();
  for (const amount of ['0', '0.00', 0, '0.001', '0.009']) {
    const res = await rechargeOrder(amount);
    expect([amount, res.status, res.body.msg]).toEqual([amount, 400, '充值金额不能小于0.01元']);
  }
  for (const amount of ['-5', '-0.01', 'abc', '']) {
    const res = await rechargeOrder(amount);
    expect([amount, res.status, res.body.msg]).toEqual([amount, 400, '请输入正确的充值金额']);
  }
  const none = await server.request.get(`${ORDER}/createRechargeOrder`).set(admin);
  expect([none.status, none.body.msg]).toEqual([400, '请输入正确的充值金额']);
  const large = await rechargeOrder('1000000.01');
  expect([large.status, large.body.msg]).toEqual([400, '单笔充值金额不能超过1000000元']);
  expect(await orderTotal()).toBe(before);

  const least = await rechargeOrder('0.01');
  expect(least.status).toBe(200);
  expect(least.body.data.amount).toBe(0.01);
  expect(await orderTotal()).toBe(before + 1);
});

test('a top-up order is 类型 充值 (buyType 2) with its amount as 数量 in 我的订单; a package order keeps its quantity and 新购', async () => {
  const made = (await rechargeOrder('100.5').expect(200)).body.data;
  const [row] = await listedOrder(made.orderNo);
  expect(row).toMatchObject({ type: 3, buyType: 2, amount: 100.5, qtyText: '100.50元', name: '余额充值', status: 0 });
  expect(row.unit).toBeNull();
  const one = (await server.request.get(`${ORDER}/selectById/${made.id}`).set(admin).expect(200)).body.data;
  expect(one).toMatchObject({ buyType: 2, qtyText: '100.50元' });
  // The 类型 filter tells top-ups from purchases.
  expect(await listedOrder(made.orderNo, { buyType: 2 })).toHaveLength(1);
  expect(await listedOrder(made.orderNo, { buyType: 0 })).toHaveLength(0);

  const smsId = await testService(server, 'TST-TOPUP-QTY', [{ qty: 1000, priceFen: 3900 }]);
  const bought = (await server.request.post(`${ORDER}/createOrder`).set(admin).send({ type: 1, cid: smsId, qty: 1000, amount: 39 }).expect(200)).body.data;
  expect(bought).toMatchObject({ buyType: 0, qtyText: '1000条' });
  const [listed] = await listedOrder(bought.orderNo);
  expect(listed).toMatchObject({ buyType: 0, qty: 1000, unit: '条', qtyText: '1000条' });
});

test('a top-up paid by QR (the sandbox, or a signed gateway callback) names the member who placed it as 操作人 in the ledger', async () => {
  const made = (await rechargeOrder('12.34').expect(200)).body.data;
  const qr = (await server.request.get(`${PAY}/getQrcodeGenerate`).query({ orderSn: made.orderSn, orderAmt: '12.34' }).set(admin).expect(200)).body.data;
  const link = new URL(qr.result.url);
  await server.request.post(link.pathname + link.search).send({ result: 'success' }).expect(200);
  const [paid] = await ledgerRows(made.orderNo);
  expect(paid).toMatchObject({ type: 1, amount: 12.34, operatorName: ADMIN_NAME, remark: '在线充值' });

  const notified = (await rechargeOrder('5').expect(200)).body.data;
  const signed = await (server.services.payment as SandboxGateway).notification({ orderSn: notified.orderSn, result: 'success', amountFen: 500, channel: 2 });
  expect((await server.request.post(`${PAY}/notify`).send(signed).expect(200)).body.data).toMatchObject({ settled: true });
  const [callback] = await ledgerRows(notified.orderNo);
  expect(callback).toMatchObject({ type: 1, amount: 5, operatorName: ADMIN_NAME });
});

test('a purchase paid from the balance still names the payer', async () => {
  await topUp(server, server.tenants.A, 10_000);
  const smsId = await testService(server, 'TST-TOPUP-QTY', [{ qty: 1000, priceFen: 3900 }]);
  const bought = (await server.request.post(`${ORDER}/createOrder`).set(admin).send({ type: 1, cid: smsId, qty: 1000, amount: 39 }).expect(200)).body.data;
  await server.request.post(`${ORDER}/payOrder`).set(admin).send({ id: bought.id, password: DEMO_PASSWORD }).expect(200);
  const [row] = await ledgerRows(bought.orderNo);
  expect(row).toMatchObject({ type: 2, amount: -39, operatorName: ADMIN_NAME });
});

test('migration 0008 marks top-up orders placed before as 充值, once, and leaves purchases alone', async () => {
  const { Order } = server.services.db.models;
  const { sequelize } = server.services.db;
  const old = await asTenant(server.tenants.A, () =>
    Order.create({ orderNo: newOrderNo(), orderSn: newOrderSn(), name: '余额充值', type: 3, cid: null, qty: 1, unit: '元', amount: 800, buyType: 0, status: 0 }),
  );
  const purchase = await asTenant(server.tenants.A, () =>
    Order.create({ orderNo: newOrderNo(), orderSn: newOrderSn(), name: '短信', type: 1, cid: null, qty: 1, unit: '条', amount: 800, buyType: 0, status: 0 }),
  );
  await sequelize.query("DELETE FROM sys_migrations WHERE name = '0008-top-up-buy-type'");
  expect(await migrate(server.services.db)).toEqual(['0008-top-up-buy-type']);
  expect(await migrate(server.services.db)).toEqual([]);
  const [row] = await listedOrder(old.get('orderNo') as string);
  expect(row).toMatchObject({ buyType: 2, qtyText: '8.00元' });
  const [kept] = await listedOrder(purchase.get('orderNo') as string);
  expect(kept).toMatchObject({ buyType: 0 });
});
