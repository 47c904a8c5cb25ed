import { startTestServer, DEMO_PASSWORD, type TestServer } from '../support/test-server';
import { balanceAndLedger, topUp } from '../support/commerce';
import type { SandboxGateway } from '../../server/providers/payment/sandbox-gateway';

/** A top-up (recharge) order is paid by a payment channel only, and its sandbox link settles it once (issue 25, money). */
const ORDER = '/api/business/plt-order';
const PAY = '/api/business/payOrder';

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

/** After every scenario: the ledger sums to the balance. */
afterEach(async () => {
  const { balance, ledger } = await balanceAndLedger(server, server.tenants.A);
  expect(balance).toBe(ledger);
});

const rechargeOrder = async (amount: string) => {
  const res = await server.request.get(`${ORDER}/createRechargeOrder`).query({ amount }).set(admin);
  expect(res.status).toBe(200);
  return res.body.data as { id: number; orderNo: string; orderSn: string };
};
const sandboxLink = async (orderSn: string, orderAmt: string) => {
  const res = await server.request.get(`${PAY}/getQrcodeGenerate`).query({ orderSn, orderAmt }).set(admin);
  expect(res.status).toBe(200);
  const url = new URL(res.body.data.result.url);
  return url.pathname + url.search;
};
const wallet = () => balanceAndLedger(server, server.tenants.A);
const orderStatus = async (id: number) => (await server.request.get(`${ORDER}/selectById/${id}`).set(admin).expect(200)).body.data.status as number;

test('payOrder from the balance on a top-up order is 409 and writes nothing', async () => {
  await topUp(server, server.tenants.A, 5000);
  const made = await rechargeOrder('10.00');
  const before = await wallet();
  const res = await server.request.post(`${ORDER}/payOrder`).set(admin).send({ id: made.id, password: DEMO_PASSWORD });
  expect(res.status).toBe(409);
  expect(res.body.msg).toBe('充值订单请使用微信或支付宝支付');
  expect(await wallet()).toEqual(before);
  expect(await orderStatus(made.id)).toBe(0);
  // Still payable by a channel afterwards.
  await server.request.post(await sandboxLink(made.orderSn, '10.00')).send({ result: 'success' }).expect(200);
  expect(await wallet()).toEqual({ balance: before.balance + 1000, ledger: before.ledger + 1000, rows: before.rows + 1 });
});

test('the sandbox settle of a paid top-up is refused and credits nothing more', async () => {
  const made = await rechargeOrder('20.00');
  const link = await sandboxLink(made.orderSn, '20.00');
  const before = await wallet();
  const answers = await Promise.all(Array.from({ length: 5 }, () => server.request.post(link).send({ result: 'success' })));
  expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
  expect(answers.filter((res) => res.status === 409).map((res) => res.body.msg)).toEqual(Array(4).fill('订单已支付，请勿重复支付'));
  const again = await server.request.post(link).send({ result: 'success' });
  expect([again.status, again.body.msg]).toEqual([409, '订单已支付，请勿重复支付']);
  const fail = await server.request.post(link).send({ result: 'fail' });
  expect(fail.status).toBe(409);
  expect(await wallet()).toEqual({ balance: before.balance + 2000, ledger: before.ledger + 2000, rows: before.rows + 1 });
  expect(await orderStatus(made.id)).toBe(1);
});

test('the sandbox settle of a cancelled top-up is refused and credits nothing; a signed callback for it pays nothing either', async () => {
  const made = await rechargeOrder('30.00');
  const link = await sandboxLink(made.orderSn, '30.00');
  await server.request.get(`${ORDER}/cancelById/${made.id}`).set(admin).expect(200);
  const before = await wallet();
  const res = await server.request.post(link).send({ result: 'success' });
  expect([res.status, res.body.msg]).toEqual([409, '订单已取消，无法支付']);
  const signed = await (server.services.payment as SandboxGateway).notification({ orderSn: made.orderSn, result: 'success', amountFen: 3000, channel: 1 });
  const notified = await server.request.post(`${PAY}/notify`).send(signed);
  expect(notified.body.data).toMatchObject({ settled: false, status: 2 });
  expect(await wallet()).toEqual(before);
  expect(await orderStatus(made.id)).toBe(2);
});
