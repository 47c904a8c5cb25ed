import QRCode from 'qrcode';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { startTestServer, type TestServer } from '../support/test-server';
import { balanceAndLedger, testService } from '../support/commerce';
import { SandboxGateway } from '../../server/providers/payment/sandbox-gateway';

/** Paying by QR through the sandbox gateway (issue 9): signed links that expire, signed callbacks settled once. */
const ORDER = '/api/business/plt-order';
const PAY = '/api/business/payOrder';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let smsId: number;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  smsId = await testService(server, 'TST-QR', [{ qty: 1000, priceFen: 3900 }]);
}, 60_000);
afterAll(() => server.stop());

afterEach(async () => {
  for (const tenant of [server.tenants.A, server.tenants.B]) {
    const { balance, ledger } = await balanceAndLedger(server, tenant);
    expect(balance).toBe(ledger);
    expect(balance).toBeGreaterThanOrEqual(0);
  }
});

const gateway = () => server.services.payment as SandboxGateway;
const newSmsOrder = async (headers = adminA) => {
  const res = await server.request.post(`${ORDER}/createOrder`).set(headers).send({ type: 1, cid: smsId, qty: 1000, amount: 39 });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; orderNo: string; orderSn: string; amount: number };
};
const qr = (headers: Record<string, string>, orderSn: string, orderAmt: unknown) => server.request.get(`${PAY}/getQrcodeGenerate`).query({ orderSn, orderAmt }).set(headers);
const status = (headers: Record<string, string>, orderSn: string) => server.request.get(`${PAY}/checkIcbcPayStatus`).query({ orderSn }).set(headers);
/** The sandbox link's path and query (the url is absolute: this server's origin). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
const lessCount = async () => (await server.request.get('/api/business/server-company/selectLessCount').set(adminA)).body.data.lessCount as number;
const balance = async (headers = adminA) => (await server.request.get('/api/business/transaction-flow/selectBalance').set(headers)).body.data as number;
const noticesOf = (orderId: number, tenantId = server.tenants.A) =>
  require('../../server/context/request-context').asTenant(tenantId, () => server.services.db.models.PaymentNotice.count({ where: { orderId } })) as Promise<number>;

test('the QR is a PNG that encodes the sandbox page url of the order; the amount must be the order’s; unknown, cross-company, paid orders refused', async () => {
  const made = await newSmsOrder();
  const res = await qr(adminA, made.orderSn, '39.00');
  expect(res.status).toBe(200);
  const { qrcode, url, expireTime } = res.body.data.result;
  expect(qrcode).toMatch(/^data:image\/png;base64,/);
  const png = PNG.sync.read(Buffer.from(qrcode.split(',')[1], 'base64'));
  expect(png.width).toBe(180);
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(url);
  expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/settlement\\?orderSn=${made.orderSn}&expires=\\d+&sign=[0-9a-f]{64}$`));
  expect(expireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  const expires = Number(new URL(url).searchParams.get('expires'));
  expect(expires - Date.now()).toBeGreaterThan(55_000);
  expect(expires - Date.now()).toBeLessThanOrEqual(60_000);

  const mismatch = await qr(adminA, made.orderSn, '0.01');
  expect(mismatch.status).toBe(409);
  expect(mismatch.body.msg).toBe('订单金额与价格不符，请刷新后重试');
  expect((await qr(adminA, made.orderSn, 'abc')).status).toBe(400);
  expect((await qr(adminA, '', 39)).body.msg).toBe('请选择订单');
  expect((await qr(adminA, 'PAY-NONE', 39)).status).toBe(404);
  const cross = await qr(adminB, made.orderSn, 39);
  expect(cross.status).toBe(404);
  expect((await status(adminB, made.orderSn)).status).toBe(404);

  const page = await server.request.get(`${PAY}/sandboxOrder${new URL(url).search}`);
  expect(page.status).toBe(200);
  expect(page.body.data).toMatchObject({ orderNo: made.orderNo, orderSn: made.orderSn, name: '测试服务TST-QR', amount: 39, status: 0, expired: false });
});

test('paying on the sandbox page settles the order once; the poll turns 2000; a second pay is 409', async () => {
  const made = await newSmsOrder();
  const startCount = await lessCount();
  const startBalance = await balance();
  const unpaid = await status(adminA, made.orderSn);
  expect(unpaid.status).toBe(200);
  expect(unpaid.body).toMatchObject({ code: 4001, msg: '未支付', data: { status: 0 } });
  const { url } = (await qr(adminA, made.orderSn, 39)).body.data.result;

  const paid = await server.request.post(pathOf(url)).send({ result: 'success', channel: 'alipay' });
  expect(paid.status).toBe(200);
  expect(paid.body).toMatchObject({ code: 2000, msg: '支付成功', data: { result: 'success', status: 1 } });
  const polled = await status(adminA, made.orderSn);
  expect(polled.body).toMatchObject({ code: 2000, msg: '支付成功', data: { status: 1, payMethod: 2 } });
  expect(await lessCount()).toBe(startCount + 1000);
  // Paid by the gateway: the balance is not touched and no ledger row is written for a purchase paid outside it.
  expect(await balance()).toBe(startBalance);

  const again = await server.request.post(pathOf(url)).send({ result: 'success' });
  expect(again.status).toBe(409);
  expect(again.body.msg).toBe('订单已支付，请勿重复支付');
  expect((await qr(adminA, made.orderSn, 39)).status).toBe(409);
  expect(await lessCount()).toBe(startCount + 1000);
  expect(await noticesOf(made.id)).toBe(1);
});

test('a replayed or duplicated signed callback settles once; concurrent duplicates too', async () => {
  const made = await newSmsOrder();
  const startCount = await lessCount();
  const body = await gateway().notification({ orderSn: made.orderSn, result: 'success', amountFen: 3900, channel: 1 });
  const answers = await Promise.all(Array.from({ length: 10 }, () => server.request.post(`${PAY}/notify`).send(body)));
  expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
  expect(answers.filter((res) => res.body.data.settled)).toHaveLength(1);
  expect(answers.filter((res) => res.body.data.duplicate)).toHaveLength(9);
  const replay = await server.request.post(`${PAY}/notify`).send(body);
  expect(replay.body).toMatchObject({ code: 2000, msg: 'success', data: { settled: false, duplicate: true, status: 1 } });
  // Another notification of the same payment (a gateway retrying with a new id) pays nothing either: paid once.
  const second = await gateway().notification({ orderSn: made.orderSn, result: 'success', amountFen: 3900, channel: 1 });
  expect((await server.request.post(`${PAY}/notify`).send(second)).body.data).toMatchObject({ settled: false, duplicate: false, status: 1 });
  expect(await lessCount()).toBe(startCount + 1000);
  expect(await noticesOf(made.id)).toBe(2);
});

test('a bad signature, a link this server did not sign, or an altered amount changes nothing', async () => {
  const made = await newSmsOrder();
  const body = await gateway().notification({ orderSn: made.orderSn, result: 'success', amountFen: 3900, channel: 1 });
  for (const forged of [{ ...body, sign: body.sign.replace(/^./, (c) => (c === '0' ? '1' : '0')) }, { ...body, amount: '1' }, { ...body, sign: undefined }, {}]) {
    const res = await server.request.post(`${PAY}/notify`).send(forged);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('支付通知签名无效');
  }
  // Signed, but for less than the order's amount: recorded, not settled.
  const short = await gateway().notification({ orderSn: made.orderSn, result: 'success', amountFen: 1, channel: 1 });
  expect((await server.request.post(`${PAY}/notify`).send(short)).body.data).toMatchObject({ settled: false, status: 0 });
  const { url } = (await qr(adminA, made.orderSn, 39)).body.data.result;
  const link = new URL(url);
  link.searchParams.set('expires', String(Date.now() + 3_600_000));
  const stretched = await server.request.post(link.pathname + link.search).send({ result: 'success' });
  expect(stretched.status).toBe(400);
  expect(stretched.body.msg).toBe('支付链接无效');
  expect((await server.request.get(`${PAY}/sandboxOrder${link.search}`)).status).toBe(400);
  expect((await server.request.post(pathOf(url)).send({ result: 'maybe' })).status).toBe(400);
  expect((await status(adminA, made.orderSn)).body.data.status).toBe(0);
});

test('a failed payment leaves the order unpaid; an expired link is refused and changes nothing', async () => {
  const made = await newSmsOrder();
  const { url } = (await qr(adminA, made.orderSn, 39)).body.data.result;
  const failed = await server.request.post(pathOf(url)).send({ result: 'fail', channel: 'wechat' });
  expect(failed.status).toBe(200);
  expect(failed.body).toMatchObject({ msg: '支付失败', data: { result: 'fail', status: 0 } });
  expect((await status(adminA, made.orderSn)).body.code).toBe(4001);

  const expiring = new SandboxGateway(() => (gateway() as any).secret(), 60, () => Date.now() - 61_000);
  const old = await expiring.start({ orderSn: made.orderSn, amountFen: 3900, name: 'x' }, 'http://127.0.0.1');
  const expired = await server.request.post(pathOf(old.url)).send({ result: 'success' });
  expect(expired.status).toBe(409);
  expect(expired.body.msg).toBe('支付失败，二维码已过期，请返回重新获取');
  const shown = await server.request.get(`${PAY}/sandboxOrder${new URL(old.url).search}`);
  expect(shown.body.data).toMatchObject({ expired: true, status: 0 });
  expect((await status(adminA, made.orderSn)).body.data.status).toBe(0);
  expect(await noticesOf(made.id)).toBe(1);
});

test('a top-up paid by QR credits the balance once with its ledger row', async () => {
  const made = (await server.request.get(`${ORDER}/createRechargeOrder`).query({ amount: '12.34' }).set(adminA)).body.data;
  const start = await balance();
  const { url } = (await qr(adminA, made.orderSn, '12.34')).body.data.result;
  await server.request.post(pathOf(url)).send({ result: 'success' }).expect(200);
  expect(await balance()).toBeCloseTo(start + 12.34, 2);
  const flows = (await server.request.get('/api/business/transaction-flow/selectByPageT').query({ page: 1, limit: 10, orderNo: made.orderNo }).set(adminA)).body.data;
  expect(flows.total).toBe(1);
  expect(flows.records[0]).toMatchObject({ type: 1, amount: 12.34, orderNo: made.orderNo });
  const replay = await gateway().notification({ orderSn: made.orderSn, result: 'success', amountFen: 1234, channel: 1 });
  await server.request.post(`${PAY}/notify`).send(replay).expect(200);
  expect(await balance()).toBeCloseTo(start + 12.34, 2);
});

test('grants: paying an order needs 我的订单 支付, a top-up’s QR needs 余额管理 充值; no token is 401', async () => {
  const member = await server.auth('13800000002', server.tenants.A);
  const made = await newSmsOrder();
  expect((await qr(member, made.orderSn, 39)).status).toBe(403);
  expect((await status(member, made.orderSn)).status).toBe(403);
  const topUp = (await server.request.get(`${ORDER}/createRechargeOrder`).query({ amount: 5 }).set(adminA)).body.data;
  expect((await qr(member, topUp.orderSn, 5)).status).toBe(403);
  expect((await qr({}, topUp.orderSn, 5)).status).toBe(401);
});
