import type { Page } from 'playwright-core';
import { operatorLoginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { adminToken, callApi } from './admin-api';

jest.setTimeout(120_000);

/** 对公转账确认 in the operator console: transfers a company recorded are confirmed (credited once) or rejected. */
let app: ConsoleUnderTest;
let token: string;
beforeAll(async () => {
  app = await startConsole();
  token = await adminToken(app.baseUrl);
}, 60_000);
afterAll(() => app.stop());

const operatorLogin = (page: Page) => operatorLoginThroughPage(page, app.baseUrl);

const record = (transferNo: string, amount: number) =>
  callApi(app.baseUrl, token, 'POST', '/api/business/bank-transfer/save', { bankName: '中国工商银行', accountNo: '6222 0210 0112 3456', transferNo, amount, transferDate: '2026-11-20' });

test('the operator confirms one recorded transfer (the balance rises once) and rejects another with a reason', async () => {
  await record('TR20261120001', 888.88);
  await record('TR20261120002', 66);
  const before = await callApi(app.baseUrl, token, 'GET', '/api/business/transaction-flow/selectBalance');

  const page = await app.newPage();
  await operatorLogin(page);
  await page.getByRole('menuitem', { name: /对公转账确认/ }).click();
  const first = page.locator('.ant-table-row').filter({ hasText: 'TR20261120001' });
  await first.waitFor();
  await expect(first.textContent()).resolves.toContain('演示科技有限公司');
  await expect(first.textContent()).resolves.toContain('待确认');
  await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
  await screenshot(page, 'transfer-review-1440');
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, 'transfer-review-1024');
  await page.setViewportSize({ width: 1440, height: 900 });

  await first.getByText('确认到账', { exact: true }).click();
  // The confirmation dialog itself (not any 确定 on the page), and only once it has opened: under load a click during
  // its opening animation could miss.
  const confirmBox = page.locator('.ant-modal-confirm:visible').filter({ hasText: '确认已收到该笔转账' });
  await confirmBox.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('已确认到账', { exact: true }).last().waitFor();
  await first.waitFor({ state: 'detached' });
  expect(await callApi(app.baseUrl, token, 'GET', '/api/business/transaction-flow/selectBalance')).toBeCloseTo(before + 888.88, 2);

  const second = page.locator('.ant-table-row').filter({ hasText: 'TR20261120002' });
  await second.getByText('驳回', { exact: true }).click();
  const dialog = page.locator('.ant-modal:visible').filter({ hasText: '驳回转账记录' });
  await dialog.getByLabel('驳回原因').fill('未查询到该笔入账');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('已驳回', { exact: true }).last().waitFor();
  await second.waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: '全部' }).click();
  const done = page.locator('.ant-table-row').filter({ hasText: 'TR20261120002' });
  await done.waitFor();
  await expect(done.textContent()).resolves.toContain('未查询到该笔入账');
  await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
  await screenshot(page, 'transfer-review-all-1440');
  expect(await callApi(app.baseUrl, token, 'GET', '/api/business/transaction-flow/selectBalance')).toBeCloseTo(before + 888.88, 2);
});
