import type { Page } from 'playwright-core';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { adminToken as fetchAdminToken, callApi } from './admin-api';

jest.setTimeout(180_000);

let app: ConsoleUnderTest;
let baseUrl: string;

beforeAll(async () => {
  app = await startConsole();
  ({ baseUrl } = app);
}, 60_000);
afterAll(() => app.stop());

const newPage = () => app.newPage();

const adminToken = () => fetchAdminToken(baseUrl);
const call = (token: string, method: string, url: string, body?: unknown) => callApi(baseUrl, token, method, url, body);

const row = (page: Page, name: string) => page.locator('tr.ant-table-row').filter({ has: page.getByText(name, { exact: true }) });
const visibleModal = (page: Page, title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });

/**
 * Issue 3's e2e: a user added through the wizard, a role with only 部门管理 given to them, and their system
 * management then shows only 部门管理. The role itself is made through the documented group calls
 * (addGroup, insertGroupMenu); it is handed to the user in 用户管理's edit dialog.
 */
test('a new user given a role with only 部门管理 sees only 部门管理 in system management', async () => {
  const page = await newPage();
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await page.getByText('系统管理', { exact: true }).first().click();
  await page.waitForURL('**/merchantManagement**');
  await page.getByRole('menuitem', { name: /用户管理/ }).click();
  await row(page, '张伟').waitFor();

  // The wizard: new account.
  await page.getByRole('button', { name: /添加用户/ }).click();
  const wizard = visibleModal(page, '添加用户');
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await wizard.getByPlaceholder('请输入手机号').fill('13700000066');
  await wizard.getByPlaceholder('请输入用户名').fill('孙七');
  const passwords = wizard.locator('input[type=password]');
  await passwords.nth(0).fill('Start@2026');
  await passwords.nth(1).fill('Start@2026');
  await wizard.locator('.ant-select-selector').last().click();
  await page.locator('.ant-select-tree-node-content-wrapper:visible').filter({ hasText: '财务部' }).first().click();
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await wizard.getByText('是否系统管理员').waitFor();
  await wizard.getByRole('button', { name: /^保\s*存$/ }).click();
  await page.getByText('新增成功!').last().waitFor();
  await row(page, '孙七').waitFor();

  // A role with only 部门管理.
  const token = await adminToken();
  const role = await call(token, 'POST', '/api/admin/group/addGroup', { name: '部门专员', description: '只管部门' });
  await call(token, 'POST', '/api/admin/group/insertGroupMenu', { groupId: role.id, menuList: ['depart'] });

  // Given to the new user in the edit dialog.
  await page.reload();
  await row(page, '孙七').getByText('编辑').click();
  const dialog = visibleModal(page, '编辑用户');
  await page.waitForTimeout(400); // the dialog's opening animation
  await dialog.getByText('部门专员', { exact: true }).click();
  await dialog.locator('.ant-checkbox-wrapper-checked').filter({ hasText: '部门专员' }).waitFor();
  await screenshot(page, 'roles-01-edit-user-role');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('修改成功!').last().waitFor();
  await row(page, '孙七').filter({ hasText: '部门专员' }).waitFor();

  // The user logs in and sees only 部门管理.
  const own = await newPage();
  await loginThroughPage(own, baseUrl, '13700000066', 'Start@2026', '演示科技有限公司');
  await own.getByText('系统管理', { exact: true }).first().click();
  await own.waitForURL('**/merchantManagement**');
  await own.getByRole('menuitem', { name: /部门管理/ }).waitFor();
  const items = (await own.getByRole('menuitem').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  expect(items).toEqual(['部门管理']);
  await own.locator('tr.ant-table-row').first().waitFor();
  await screenshot(own, 'roles-02-member-sees-departments-only');
});
