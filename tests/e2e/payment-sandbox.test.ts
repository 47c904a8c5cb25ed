import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { screenshot } from './browser';
import { adminToken, callApi } from './admin-api';

/**
 * The payment sandbox's page (/settlement, spec doc 1 §2 Settlement mock page): opened from a payment QR's url with
 * no session, it shows the real order, pays it with 微信 through the gateway's callback path, and shows the result
 * with its 5-second countdown before the redirect.
 */
let app: ConsoleUnderTest;
let token: string;
beforeAll(async () => {
  app = await startConsole();
  token = await adminToken(app.baseUrl);
}, 60_000);
afterAll(() => app?.stop());

async function qrUrl(amount: string) {
  const order = await callApi(app.baseUrl, token, 'GET', `/api/business/plt-order/createRechargeOrder?amount=${amount}`);
  const qr = await callApi(app.baseUrl, token, 'GET', `/api/business/payOrder/getQrcodeGenerate?orderSn=${order.orderSn}&orderAmt=${amount}`);
  return { order, url: qr.result.url as string };
}

test('a QR url opens the sandbox page with the real order; 确认支付 with 微信 pays it, then the result view counts down and redirects', async () => {
  const balanceBefore = await callApi(app.baseUrl, token, 'GET', '/api/business/transaction-flow/selectBalance');
  const { order, url } = await qrUrl('10');
  expect(url.startsWith(`${app.baseUrl}/settlement?`)).toBe(true);
  const page = await app.newPage();
  await page.goto(url);
  await page.getByText(order.orderNo).waitFor();
  await page.getByText('余额充值').waitFor();
  await page.getByText('¥10.00').waitFor();
  await page.getByRole('tab', { name: '微信支付' }).waitFor();
  await page.getByRole('tab', { name: '支付宝' }).waitFor();
  await screenshot(page, 'payment-sandbox-1440');
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, 'payment-sandbox-1024');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('tab', { name: '支付宝' }).click();
  await page.getByRole('tab', { name: '微信支付' }).click();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await page.getByText('支付成功').waitFor();
  const countdown = page.locator('[data-countdown]');
  const first = Number(await countdown.getAttribute('data-countdown'));
  expect(first).toBeGreaterThanOrEqual(4);
  expect(await countdown.textContent()).toMatch(/秒后自动跳转会员中心/);
  await screenshot(page, 'payment-sandbox-paid-1440');
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, 'payment-sandbox-paid-1024');

  const paid = await fetch(`${app.baseUrl}/api/business/payOrder/checkIcbcPayStatus?orderSn=${order.orderSn}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await paid.json()).toMatchObject({ code: 2000, data: { status: 1, payMethod: 1 } });
  expect(await callApi(app.baseUrl, token, 'GET', '/api/business/transaction-flow/selectBalance')).toBeCloseTo(balanceBefore + 10, 2);
  // Five seconds later the page has left for 余额管理 (a visitor without a session lands on the login page).
  await page.waitForURL((target) => !target.pathname.startsWith('/settlement'), { timeout: 8_000 });
}, 60_000);

test('取消 leaves the order unpaid; a link this server did not sign shows 支付链接无效', async () => {
  const { order, url } = await qrUrl('20');
  const page = await app.newPage();
  await page.goto(url);
  await page.getByText(order.orderNo).waitFor();
  await page.getByRole('button', { name: /取\s*消/ }).click();
  await page.getByText('支付失败').waitFor();
  await page.getByText('您已取消支付，订单未支付').waitFor();
  const unpaid = await (await fetch(`${app.baseUrl}/api/business/payOrder/checkIcbcPayStatus?orderSn=${order.orderSn}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(unpaid).toMatchObject({ code: 4001, data: { status: 0 } });

  const forged = new URL(url);
  forged.searchParams.set('sign', '0'.repeat(64));
  await page.goto(forged.toString());
  await page.getByText('支付链接无效').waitFor();
  await screenshot(page, 'payment-sandbox-bad-link-1440');
}, 60_000);
