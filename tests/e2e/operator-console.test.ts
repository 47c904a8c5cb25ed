import type { Page } from 'playwright-core';
import { operatorLoginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

// Issue 27 "Found in use": the operator console called the company-only front/info and front/menus on every load.

jest.setTimeout(120_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

/** Every refused call and every console error of the page, from now on. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

test('the operator console loads from the operator’s own profile and menus: no 403, no console error', async () => {
  const page = await app.newPage();
  const failures = watchFailures(page);
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));

  await operatorLoginThroughPage(page, app.baseUrl);
  await page.getByRole('menuitem', { name: /企业认证审核/ }).waitFor();
  await page.getByText('平台运营', { exact: true }).first().waitFor();
  await page.reload();
  await page.getByRole('menuitem', { name: /网站模板/ }).click();
  await page.locator('.ant-table-row').first().waitFor();
  await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });

  expect(calls).toContain('/api/platform/front/info');
  expect(calls).toContain('/api/platform/front/menus');
  expect(calls.filter((path) => path.startsWith('/api/admin/user/front/'))).toEqual([]);
  expect(failures).toEqual([]);

  // Logging out calls nothing of a company's either.
  await page.locator('header .ant-avatar').hover();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await page.waitForURL('**/login**', { timeout: 15_000 });
  expect(calls).not.toContain('/api/business/plt-user/beforeLoginOut');
  expect(failures).toEqual([]);
});
