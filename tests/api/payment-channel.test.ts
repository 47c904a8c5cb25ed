import { startTestServer, type TestServer } from '../support/test-server';
import { balanceAndLedger } from '../support/commerce';
import { loadServerConfig } from '../../config/server';
import { SandboxGateway } from '../../server/providers/payment/sandbox-gateway';

/**
 * Production mode's payment settings without PAYMENT_SANDBOX=1 (issue 25, finding 2: a top-up, its QR and a POST of
 * {"result":"success"} to the sandbox link credited the balance for nothing): no channel is configured, so the QR is
 * 409 未配置支付渠道, the sandbox's routes are not there, and no callback is believed — even one signed with the key.
 */
const SECRET_KEY = 'payment-channel-test-secret-key-0123456789';
const { mode, payment } = loadServerConfig({
  NODE_ENV: 'production',
  SECRET_KEY,
  OAUTH_CLIENT_SECRET: 'client-secret',
  OPERATOR_MOBILE: '18600000000',
  OPERATOR_PASSWORD: 'Operator@2026',
});
const ORDER = '/api/business/plt-order';
const PAY = '/api/business/payOrder';

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  // The demo companies are only this test's fixture: production mode's start seeds none (production-mode.test.ts).
  server = await startTestServer({ env: { mode, payment } as any });
  admin = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

test('the production settings choose no payment channel unless PAYMENT_SANDBOX=1', () => {
  expect([mode, payment.gateway]).toEqual(['production', 'none']);
});

test('a top-up cannot be paid by QR, the sandbox link and a signed callback credit nothing', async () => {
  const made = (await server.request.get(`${ORDER}/createRechargeOrder`).query({ amount: '100.00' }).set(admin).expect(200)).body.data;
  const before = await balanceAndLedger(server, server.tenants.A);

  const qr = await server.request.get(`${PAY}/getQrcodeGenerate`).query({ orderSn: made.orderSn, orderAmt: '100.00' }).set(admin);
  expect([qr.status, qr.body.msg]).toEqual([409, '未配置支付渠道']);

  // The link the sandbox would have made, signed with the very key the server holds: nothing answers it.
  const sandbox = new SandboxGateway(async () => SECRET_KEY, 60);
  const link = new URL((await sandbox.start({ orderSn: made.orderSn, amountFen: 10000, name: '在线充值' }, 'http://127.0.0.1')).url);
  const settle = await server.request.post(link.pathname + link.search).send({ result: 'success' });
  expect(settle.status).toBe(404);
  expect((await server.request.get(`${PAY}/sandboxOrder${link.search}`)).status).toBe(404);

  const notice = await sandbox.notification({ orderSn: made.orderSn, result: 'success', amountFen: 10000, channel: 1 });
  const notified = await server.request.post(`${PAY}/notify`).send(notice);
  expect([notified.status, notified.body.msg]).toEqual([409, '未配置支付渠道']);

  expect(await balanceAndLedger(server, server.tenants.A)).toEqual(before);
  const polled = await server.request.get(`${PAY}/checkIcbcPayStatus`).query({ orderSn: made.orderSn }).set(admin);
  expect(polled.body).toMatchObject({ code: 4001, data: { status: 0 } });
});
