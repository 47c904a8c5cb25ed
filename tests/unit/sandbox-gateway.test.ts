import { SandboxGateway } from '../../server/providers/payment/sandbox-gateway';

/** The sandbox gateway's signatures: links that expire, notifications that cannot be altered. */
const secret = async () => 'unit-test-secret';
const order = { orderSn: 'PAY20261124000000000001', amountFen: 3900, name: '短信服务' };

test('a link carries orderSn, an expiry qrSeconds ahead and an HMAC-SHA256 signature; altered or foreign links are refused', async () => {
  let now = 1_800_000_000_000;
  const gateway = new SandboxGateway(secret, 60, () => now);
  const { url, expiresAt } = await gateway.start(order, 'http://pay.local');
  expect(expiresAt.getTime()).toBe(now + 60_000);
  const query = Object.fromEntries(new URL(url).searchParams);
  expect(query).toMatchObject({ orderSn: order.orderSn, expires: String(now + 60_000), sign: expect.stringMatching(/^[0-9a-f]{64}$/) });
  await expect(gateway.readLink(query)).resolves.toMatchObject({ orderSn: order.orderSn, expired: false });
  now += 60_000;
  await expect(gateway.readLink(query)).resolves.toMatchObject({ expired: true });
  await expect(gateway.readLink({ ...query, expires: String(now + 999_999) })).rejects.toMatchObject({ status: 400, message: '支付链接无效' });
  await expect(gateway.readLink({ ...query, orderSn: 'PAY-OTHER' })).rejects.toMatchObject({ status: 400 });
  const foreign = new SandboxGateway(async () => 'another-secret', 60, () => now);
  await expect(foreign.readLink(query)).rejects.toMatchObject({ status: 400 });
  await expect(gateway.readLink({ orderSn: ['a', 'b'], expires: query.expires, sign: query.sign })).rejects.toMatchObject({ status: 400 });
});

test('a notification verifies as signed and not when any field is changed; each has its own id', async () => {
  const gateway = new SandboxGateway(secret, 60);
  const body = await gateway.notification({ orderSn: order.orderSn, result: 'success', amountFen: 3900, channel: 2 });
  await expect(gateway.verify(body)).resolves.toEqual({ notifyId: body.notifyId, orderSn: order.orderSn, result: 'success', amountFen: 3900, channel: 2 });
  for (const field of ['notifyId', 'orderSn', 'result', 'amount', 'channel', 'sign']) {
    await expect(gateway.verify({ ...body, [field]: `${body[field]}0` })).rejects.toMatchObject({ status: 400, message: '支付通知签名无效' });
  }
  await expect(gateway.verify(null)).rejects.toMatchObject({ status: 400 });
  await expect(gateway.verify([body])).rejects.toMatchObject({ status: 400 });
  const again = await gateway.notification({ orderSn: order.orderSn, result: 'success', amountFen: 3900, channel: 2 });
  expect(again.notifyId).not.toBe(body.notifyId);
  // A link's signature is no notification's: the purposes are kept apart.
  const link = Object.fromEntries(new URL((await gateway.start(order, 'http://x')).url).searchParams);
  await expect(gateway.verify({ ...body, sign: link.sign })).rejects.toMatchObject({ status: 400 });
});
