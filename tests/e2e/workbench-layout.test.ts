import type { Page } from 'playwright-core';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

/**
 * 自定义布局 of the workbench (schemas/inventory/pages/workbench.json): the company administrator hides 更新记录 and
 * moves 库存共享中心 above 日历; the page and every member of the company then show that layout.
 */
jest.setTimeout(180_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

/** The blocks of a column, top to bottom, once the page is served. */
async function blocksOf(page: Page, column: string): Promise<string[]> {
  await page.locator('[data-page="workbench"]').waitFor();
  return page.locator(`[data-page-column="${column}"] [data-page-block]`).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-page-block') ?? ''));
}

/** Both widths, once the blocks have drawn (the stock table's summary row is the slowest). */
async function shoot(page: Page, name: string) {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId('table-summary').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, `${name}-${width}`);
  }
}

test('the administrator hides 更新记录 and moves 库存共享中心 above 日历; a member of the company sees the same', async () => {
  const admin = await app.newPage();
  await loginThroughPage(admin, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  expect(await blocksOf(admin, 'main')).toEqual(['ticker', 'calendar', 'stock']);
  expect(await blocksOf(admin, 'side')).toEqual(['apps', 'notices', 'updates', 'support']);
  await admin.getByText('更新记录', { exact: true }).waitFor();
  await shoot(admin, 'workbench-layout-before');

  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.getByRole('button', { name: '自定义布局' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.locator('[data-layout-entry="updates"]').waitFor();
  await dialog.locator('[data-layout-entry="updates"]').getByRole('checkbox').uncheck();
  await dialog.getByRole('button', { name: '上移库存共享中心' }).click();
  await screenshot(admin, 'workbench-layout-dialog-1440');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await admin.getByText('布局已保存').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  await admin.waitForFunction(() => !document.querySelector('[data-page-block="updates"]'));
  expect(await blocksOf(admin, 'main')).toEqual(['ticker', 'stock', 'calendar']);
  expect(await blocksOf(admin, 'side')).toEqual(['apps', 'notices', 'support']);
  await expect(admin.getByText('更新记录', { exact: true }).count()).resolves.toBe(0);
  await shoot(admin, 'workbench-layout-after');

  // The layout is the company's: 李娜, a member, gets it on her next visit and has no 自定义布局.
  const member = await app.newPage();
  await loginThroughPage(member, app.baseUrl, '13800000002', 'Demo@2026', '演示科技有限公司');
  expect(await blocksOf(member, 'main')).toEqual(['ticker', 'stock', 'calendar']);
  expect(await blocksOf(member, 'side')).toEqual(['apps', 'notices', 'support']);
  await member.getByTestId('table-summary').waitFor();
  await expect(member.getByText('更新记录', { exact: true }).count()).resolves.toBe(0);
  await expect(member.getByRole('button', { name: '自定义布局' }).count()).resolves.toBe(0);
  await shoot(member, 'workbench-layout-member');
});
