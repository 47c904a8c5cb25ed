import type { Page } from 'playwright-core';
import { asSystem } from '../../server/context/request-context';
import { adminToken, callApi } from './admin-api';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

/**
 * Purchase and 费用中心 in a real browser (issue 9): buying an SMS pack with the balance raises the remaining count;
 * 我的订单 cancels, deletes and pays orders; 余额管理 tops up by QR through the sandbox page; a QR expires after 60 s;
 * a member without the grant sees no 我的订单.
 */
jest.setTimeout(180_000);

const ADMIN = { mobile: '13800000001', company: '演示科技有限公司' };
const PASSWORD = 'Demo@2026';

let app: ConsoleUnderTest;
let token: string;
let sms: Record<string, unknown>;
beforeAll(async () => {
  app = await startConsole();
  token = await adminToken(app.baseUrl);
  const row = (await asSystem(() => app.server.services.db.models.AppCatalog.findOne({ where: { code: 'MSS2003' }, raw: true }))) as any;
  const item = await callApi(app.baseUrl, token, 'GET', `/api/business/server-company/selectByUseId/${row.id}`);
  const { voList, ...rest } = item;
  sms = rest;
}, 90_000);
afterAll(() => app.stop());

const purchaseUrl = () => `${app.baseUrl}/sellApplication?${new URLSearchParams({ applicationIndex: '1', data: JSON.stringify(sms) })}`;
const newOrder = async () => (await callApi(app.baseUrl, token, 'POST', '/api/business/plt-order/createOrder', { type: 1, cid: sms.id, qty: 1000, amount: 45 })) as { id: number; orderNo: string };
const orderRow = (page: Page, orderNo: string) => page.locator('tr').filter({ hasText: orderNo });
const confirmModal = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();

async function adminPage() {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, ADMIN.mobile, PASSWORD, ADMIN.company);
  return page;
}

test('buy an SMS pack with the balance: the remaining count rises; 我的订单 opens 系统管理 → 费用中心 → 我的订单 with the order done', async () => {
  const page = await adminPage();
  await page.goto(purchaseUrl());
  const less = page.locator('[data-less-count]');
  await less.waitFor();
  await page.waitForFunction(() => document.querySelector('[data-less-count]')?.getAttribute('data-less-count'));
  const before = Number(await less.getAttribute('data-less-count'));
  await page.getByText('低至 0.039 元/条').waitFor();
  await page.locator('[data-pack="1000"]').click();
  await screenshot(page, 'purchase-packages-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'purchase-packages-1024');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: /结\s*算/ }).click();
  await page.getByText('套餐详情').waitFor();
  await screenshot(page, 'purchase-confirm-1440');
  await page.getByRole('button', { name: '提交订单' }).click();

  const balancePane = page.locator('[data-pay=balance]');
  await balancePane.getByText('¥45.00').waitFor();
  await screenshot(page, 'purchase-pay-balance-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'purchase-pay-balance-1024');
  await page.setViewportSize({ width: 1440, height: 900 });
  await balancePane.getByRole('button', { name: '确认支付' }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: '请输入登录密码' });
  await modal.getByRole('button', { name: '确认支付' }).click();
  await page.locator('.ant-message').getByText('请输入密码!').waitFor();
  await modal.locator('input[type=password]').fill('wrong-password');
  await modal.getByRole('button', { name: '确认支付' }).click();
  await page.locator('.ant-message').getByText('密码错误').waitFor();
  await modal.locator('input[type=password]').fill(PASSWORD);
  await modal.getByRole('button', { name: '确认支付' }).click();

  await page.locator('.ant-result-title').getByText('支付成功').waitFor();
  await page.getByText(`剩余短信 ${before + 1000} 条`).waitFor();
  await screenshot(page, 'purchase-paid-1440');
  await page.getByRole('button', { name: '我的订单' }).click();
  await page.waitForURL('**/merchantManagement**');
  await page.locator('.ant-menu-item-selected').getByText('我的订单').waitFor();
  await page.locator('.ant-menu-submenu-open').getByText('费用中心').waitFor();
  const orders = await callApi(app.baseUrl, token, 'GET', '/api/business/plt-order/selectByPage?page=1&limit=1');
  const row = orderRow(page, orders.records[0].orderNo);
  await row.getByText('已完成').waitFor();
  await screenshot(page, 'orders-after-purchase-1440');
  const count = await callApi(app.baseUrl, token, 'GET', '/api/business/server-company/selectLessCount');
  expect(count.lessCount).toBe(before + 1000);
});

test('服务管理 lists the bought SMS service as 使用中; 续费 opens its purchase page', async () => {
  const page = await adminPage();
  await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=service`);
  const row = page.locator('tr').filter({ hasText: '短信服务' });
  await row.getByText('使用中').waitFor();
  await row.getByText('资源包服务').waitFor();
  await screenshot(page, 'services-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'services-1024');
  await page.setViewportSize({ width: 1440, height: 900 });
  await row.getByText('服务控制台').waitFor();
  await row.getByText('续费').click();
  await page.waitForURL('**/sellApplication?**');
  await page.getByText('选择套餐 — 短信服务').waitFor();
  await page.locator('[data-pack="1000"]').waitFor();
});

test('我的订单: cancel an unpaid order, delete it once cancelled, filter by status, and 支付 opens the payment of an unpaid one', async () => {
  const cancelled = await newOrder();
  const unpaid = await newOrder();
  const page = await adminPage();
  await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=order`);
  const row = orderRow(page, cancelled.orderNo);
  await row.getByText('待支付').waitFor();
  await expect(row.getByText('删除').count()).resolves.toBe(0);
  await row.getByText('取消', { exact: true }).click();
  await confirmModal(page);
  await row.getByText('已取消').waitFor();
  await expect(row.getByText('支付', { exact: true }).count()).resolves.toBe(0);
  await screenshot(page, 'orders-cancelled-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'orders-cancelled-1024');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The status column's filter: 已取消 only.
  await page.getByRole('columnheader', { name: '状态 filter' }).getByRole('button').click();
  await page.locator('.ant-table-filter-dropdown').getByText('已取消').click();
  await page.locator('.ant-table-filter-dropdown').getByRole('button', { name: /确\s*定|OK/ }).click();
  await orderRow(page, unpaid.orderNo).waitFor({ state: 'detached' });
  await row.waitFor();
  await page.getByRole('columnheader', { name: '状态 filter' }).getByRole('button').click();
  await page.locator('.ant-table-filter-dropdown').getByRole('button', { name: /重\s*置|Reset/ }).click();
  await page.keyboard.press('Escape');
  await orderRow(page, unpaid.orderNo).waitFor();

  await row.getByText('删除').click();
  await confirmModal(page);
  await row.waitFor({ state: 'detached' });
  const left = await callApi(app.baseUrl, token, 'GET', `/api/business/plt-order/selectByPage?page=1&limit=10&orderNo=${cancelled.orderNo}`);
  expect(left.total).toBe(0);

  await orderRow(page, unpaid.orderNo).getByText('支付', { exact: true }).click();
  await page.waitForURL(`**/sellApplication?applicationsIndex=${unpaid.id}`);
  await page.getByText(unpaid.orderNo).waitFor();
  await page.locator('[data-pay=balance]').waitFor();
});

test('buy by QR through the sandbox page, and a QR that is not paid within 60 s says 支付失败', async () => {
  const order = await newOrder();
  const page = await adminPage();
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`${app.baseUrl}/sellApplication?applicationsIndex=${order.id}`);
  await page.getByRole('tab', { name: '聚合支付' }).click();
  const qr = page.locator('[data-qr-url]');
  await page.locator('img[alt=支付二维码]').waitFor();
  await screenshot(page, 'purchase-qr-1024');
  const url = await qr.getAttribute('data-qr-url');
  expect(url).toContain('/settlement?');
  const sandbox = await app.newPage();
  await sandbox.goto(url!);
  await sandbox.getByText(order.orderNo).waitFor();
  await screenshot(sandbox, 'sandbox-settlement-1440');
  await sandbox.getByRole('button', { name: '确认支付' }).click();
  // The purchase page's 3 s poll sees it paid.
  await page.locator('.ant-result-title').getByText('支付成功').waitFor({ timeout: 15_000 });
  await screenshot(page, 'purchase-paid-qr-1024');

  const late = await newOrder();
  const clocked = await adminPage();
  await clocked.clock.install();
  await clocked.goto(`${app.baseUrl}/sellApplication?applicationsIndex=${late.id}`);
  await clocked.getByRole('tab', { name: '微信支付' }).click();
  await clocked.locator('img[alt=支付二维码]').waitFor();
  await clocked.locator('[data-qr-left="60"]').waitFor();
  await clocked.clock.fastForward('01:01');
  await clocked.locator('.ant-message').getByText('支付失败').waitFor();
  // Back to the first payment step: the tabs again, 余额 first.
  await clocked.locator('[data-pay=balance]').waitFor();
  const still = await callApi(app.baseUrl, token, 'GET', `/api/business/plt-order/selectById/${late.id}`);
  expect(still.status).toBe(0);
});

test('a balance short of the price says 账户余额不足，请进行充值! and offers no payment; a top-up QR left unpaid for 60 s says 支付失败 and returns to 余额管理', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13900000001', PASSWORD, '示例制造有限公司');
  await page.goto(purchaseUrl());
  await page.locator('[data-pack="50000"]').click();
  await page.getByRole('button', { name: /结\s*算/ }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  const pane = page.locator('[data-pay=balance]');
  await pane.getByText('账户余额不足，请进行充值!').waitFor();
  await expect(pane.getByRole('button', { name: '确认支付' }).isDisabled()).resolves.toBe(true);
  await screenshot(page, 'purchase-balance-short-1440');

  await page.clock.install();
  await page.goto(`${app.baseUrl}/cost?costPrice=50&sellIndex=1`);
  await page.getByRole('button', { name: '确认充值' }).click();
  await page.locator('img[alt=支付二维码]').waitFor();
  await page.clock.fastForward('01:01');
  await page.locator('.ant-message').getByText('支付失败').waitFor();
  await page.waitForURL('**/merchantManagement?contentIndex=balance');
});

test('余额管理: the balance and ledger, then a top-up by QR through the sandbox returns to 余额管理 with the balance raised', async () => {
  const page = await adminPage();
  const before = Number((await callApi(app.baseUrl, token, 'GET', '/api/business/transaction-flow/selectBalance')));
  await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=balance`);
  await page.locator('[data-statistics=balance]').getByText('账户余额').waitFor();
  await screenshot(page, 'balance-overview-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'balance-overview-1024');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.locator('.ant-segmented').getByText('充值').click();
  await page.getByText('收款账号').waitFor();
  await screenshot(page, 'balance-topup-1440');
  await page.getByPlaceholder('请输入充值金额（元）').fill('100');
  await page.getByRole('button', { name: '去充值' }).click();
  await page.waitForURL('**/cost?costPrice=100&sellIndex=1');
  await page.getByRole('button', { name: '确认充值' }).click();
  await page.locator('img[alt=支付二维码]').waitFor();
  await screenshot(page, 'cost-qr-1440');
  const url = await page.locator('[data-qr-url]').getAttribute('data-qr-url');
  const sandbox = await app.newPage();
  await sandbox.goto(url!);
  await sandbox.getByRole('button', { name: '确认支付' }).click();
  await page.locator('.ant-result-title').getByText('支付成功').waitFor({ timeout: 15_000 });
  await screenshot(page, 'cost-paid-1440');
  await page.waitForURL('**/merchantManagement?contentIndex=balance', { timeout: 10_000 });
  await page.locator('[data-statistics=balance]').getByText((before + 100).toLocaleString('en-US', { minimumFractionDigits: 2 })).waitFor();
});

test('余额管理: a bank transfer recorded under 充值 is listed as 待确认 in 转账记录 and exported', async () => {
  const page = await adminPage();
  await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=balance`);
  await page.locator('.ant-segmented').getByText('充值', { exact: true }).click();
  await page.getByRole('heading', { name: '登记转账' }).waitFor();
  const form = page.locator('form').filter({ hasText: '转账流水号' });
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await form.getByText('请输入付款银行').first().waitFor();
  await form.getByPlaceholder('请输入付款银行').fill('招商银行杭州分行');
  await form.getByPlaceholder('请输入付款账号').fill('6214 8301 2345 6789');
  await form.getByPlaceholder('请输入转账流水号').fill('HZ20261124001');
  await form.getByPlaceholder('请输入转账金额（元）').fill('3000');
  await form.locator('.ant-picker').click();
  await page.locator('.ant-picker-dropdown .ant-picker-today-btn, .ant-picker-dropdown .ant-picker-cell-today').first().click();
  await page.locator('.ant-picker-dropdown').waitFor({ state: 'hidden' });
  await screenshot(page, 'balance-transfer-form-1440');
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await page.locator('.ant-message').getByText(/提交成功/).waitFor();

  await page.locator('.ant-segmented').getByText('转账记录').click();
  const row = page.locator('tr').filter({ hasText: 'HZ20261124001' });
  await row.getByText('待确认').waitFor();
  await row.getByText('3,000.00').or(row.getByText('3000.00')).first().waitFor();
  await screenshot(page, 'balance-transfers-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'balance-transfers-1024');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-block-table=transfers]').getByRole('button', { name: /导\s*出/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
});

test('a member granted 余额管理 but not 我的订单 sees 费用中心 → 余额管理 and no 我的订单 entry', async () => {
  const role = await callApi(app.baseUrl, token, 'POST', '/api/admin/group/addGroup', { name: '财务专员', description: '只看余额' });
  await callApi(app.baseUrl, token, 'POST', '/api/admin/group/insertGroupMenu', { groupId: role.id, menuList: ['balance'] });
  const li = (await callApi(app.baseUrl, token, 'GET', '/api/admin/user/selectPage?page=1&limit=50')).records.find((u: any) => u.name === '李娜');
  await callApi(app.baseUrl, token, 'PUT', '/api/admin/user/updateUser', { id: li.id, name: '李娜', departId: li.departId, groupList: [role.id] });

  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000002', PASSWORD, ADMIN.company);
  const menus = await page.evaluate(async () => {
    const auth = document.cookie.split('; ').find((c) => c.startsWith('Authorization='))?.split('=')[1];
    const res = await fetch('/api/admin/user/front/menus', { headers: { Authorization: decodeURIComponent(auth ?? '') } });
    return JSON.stringify(await res.json());
  });
  expect(menus).toContain('余额管理');
  expect(menus).not.toContain('我的订单');
  // The purchase result's 我的订单 link: no such entry for her (the page says so beside the menu).
  await page.goto(`${app.baseUrl}/merchant?index=${encodeURIComponent('我的订单')}`);
  await page.waitForURL('**/merchantManagement**');
  // No entry is named 我的订单 for her: the page says so beside the menu; 费用中心 holds 余额管理 only.
  await page.locator('.ant-layout-sider').getByText('费用中心').click();
  await page.getByRole('menuitem', { name: /余额管理/ }).waitFor();
  const items = (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  expect(items).toEqual(['费用中心', '余额管理']);
  await expect(page.locator('.ant-layout-sider').getByText('我的订单').count()).resolves.toBe(0);
  await screenshot(page, 'orders-member-without-grant-1440');
});
