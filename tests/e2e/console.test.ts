import type { Page } from 'playwright-core';
import { expandAll, loginThroughPage, pickCompany, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(120_000);

let app: ConsoleUnderTest;
let baseUrl: string;

beforeAll(async () => {
  app = await startConsole();
  ({ baseUrl } = app);
}, 60_000);
afterAll(() => app.stop());

const newPage = () => app.newPage();

const row = (page: Page, name: string) => page.locator('tr.ant-table-row').filter({ has: page.getByText(name, { exact: true }) });

test('the administrator logs in, opens system management, adds a department, deletes and restores it', async () => {
  const page = await newPage();
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await page.getByText('张伟').first().waitFor();
  await screenshot(page, '01-admin-workbench');

  await page.getByText('系统管理', { exact: true }).first().click();
  await page.waitForURL('**/merchantManagement**');
  await page.getByRole('menuitem', { name: /部门管理/ }).click();
  await row(page, '演示科技有限公司').waitFor();
  await screenshot(page, '02-departments');

  // The root department offers no edit or delete.
  await expect(row(page, '演示科技有限公司').getByText('编辑', { exact: true }).count()).resolves.toBe(0);

  await expandAll(page);
  await row(page, '财务部').getByText('添加子部门').click();
  const dialog = page.locator('.ant-modal:visible').filter({ hasText: '添加子部门' });
  await dialog.locator('input:visible').first().fill('预算组');
  await dialog.getByText('创建更多').click();
  await dialog.locator('input:visible').nth(1).fill('核算组');
  await screenshot(page, '03-add-children-dialog');
  await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
  await page.getByText('新增成功!').last().waitFor();
  await expandAll(page);
  await row(page, '预算组').waitFor();
  await row(page, '核算组').waitFor();

  await row(page, '核算组').getByText('删除', { exact: true }).click();
  await page.getByText('您正在执删除操作, 是否继续?').waitFor();
  await page.locator('.ant-modal-confirm, .ant-popover').getByRole('button', { name: /确\s*定|是/ }).click();
  await page.getByText('删除成功!').last().waitFor();
  await row(page, '核算组').waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: '已删除部门' }).click();
  await row(page, '核算组').getByText('恢复').click();
  await page.locator('.ant-modal-confirm, .ant-popover').getByRole('button', { name: /确\s*定|是/ }).click();
  await page.getByText('操作成功!').last().waitFor();
  await screenshot(page, '04-after-restore');
  await page.getByRole('tab', { name: '当前部门' }).click();
  await expandAll(page);
  await row(page, '核算组').waitFor();
});

test('a member without system-management menus sees no system-management entry', async () => {
  const page = await newPage();
  await loginThroughPage(page, baseUrl, '13800000002', 'Demo@2026', '演示科技有限公司');
  await page.getByText('李娜').first().waitFor();
  await page.getByText('工作台').first().waitFor();
  await screenshot(page, '05-member-workbench');
  await expect(page.getByText('系统管理', { exact: true }).count()).resolves.toBe(0);
});

test('a wrong password shows 用户名或密码错误 and stays on the login page', async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('手机号').fill('13800000001');
  await page.getByPlaceholder('密码', { exact: true }).fill('wrong-password');
  await pickCompany(page, '演示科技有限公司');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByText('用户名或密码错误').waitFor();
  expect(page.url()).toContain('/login');
  await screenshot(page, '06-login-wrong-password');
});
