import type { Page } from 'playwright-core';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { adminToken as fetchAdminToken, callApi } from './admin-api';

// 用户管理 drawn from user.json's blocks: what users.test.ts does not walk through — the batch department dialog
// over a selection, the wizard's blur checks, the administrator checkbox for a non-administrator, and 1,024 px.

jest.setTimeout(180_000);

let app: ConsoleUnderTest;
let baseUrl: string;

beforeAll(async () => {
  app = await startConsole();
  ({ baseUrl } = app);
}, 60_000);
afterAll(() => app.stop());

const adminToken = () => fetchAdminToken(baseUrl);
const call = (token: string, method: string, url: string, body?: unknown) => callApi(baseUrl, token, method, url, body);

const row = (page: Page, name: string) => page.locator('tr.ant-table-row').filter({ has: page.getByText(name, { exact: true }) });
const visibleModal = (page: Page, title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });

async function openUsers(page: Page, mobile = '13800000001') {
  await loginThroughPage(page, baseUrl, mobile, 'Demo@2026', '演示科技有限公司');
  await page.goto(`${baseUrl}/merchantManagement?contentIndex=user`);
  await row(page, '张伟').waitFor();
}

test('at 1,024 px the table has the width and the tree opens in a drawer (issue 27); batch 设置部门 moves the selected users', async () => {
  const page = await app.newPage();
  await page.setViewportSize({ width: 1024, height: 768 });
  await openUsers(page);
  await page.getByText('全公司（已用/授权）').waitFor();
  const fit = await page.evaluate(() => {
    const table = [...document.querySelectorAll('.ant-card')].find((card) => card.querySelector('.ant-table'))!.getBoundingClientRect();
    return { tableRight: table.right, pageWidth: document.documentElement.scrollWidth, viewport: innerWidth };
  });
  expect(fit.tableRight).toBeLessThanOrEqual(fit.viewport);
  expect(fit.pageWidth).toBeLessThanOrEqual(fit.viewport);
  await screenshot(page, 'user-blocks-01-1024');
  await page.getByRole('button', { name: /组织架构/ }).click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByText('财务部').waitFor();
  await page.waitForTimeout(400); // the drawer's slide-in
  await screenshot(page, 'user-blocks-01-tree-drawer-1024');
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });

  await row(page, '李娜').locator('.ant-checkbox-input').check();
  await row(page, '王强').locator('.ant-checkbox-input').check();
  await page.getByRole('button', { name: /设置部门/ }).click();
  const dialog = visibleModal(page, '设置部门');
  await dialog.getByText('已选择 2 个用户').waitFor();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.getByText('请设置部门!').waitFor();
  await screenshot(page, 'user-blocks-02-batch-depart-1024');
  await dialog.locator('.ant-select-selector').click();
  await page.locator('.ant-select-tree-node-content-wrapper:visible').filter({ hasText: '财务部' }).first().click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('操作成功!').first().waitFor();
  await row(page, '李娜').filter({ hasText: '财务部' }).waitFor();
  await row(page, '王强').filter({ hasText: '财务部' }).waitFor();
});

test("the wizard's blur checks: an account already registered is said and cleared; linking asks for the account first", async () => {
  const page = await app.newPage();
  await openUsers(page);
  await page.getByRole('button', { name: /添加用户/ }).click();
  const wizard = visibleModal(page, '添加用户');
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await wizard.getByPlaceholder('请输入手机号').fill('13800000002');
  await wizard.getByPlaceholder('请输入用户名').click();
  await page.locator('.ant-message-warning').first().waitFor();
  await expect(wizard.getByPlaceholder('请输入手机号').inputValue()).resolves.toBe('');

  await wizard.getByRole('button', { name: /上一步/ }).click();
  await wizard.getByText('关联已有用户').click();
  await wizard.getByRole('button', { name: /下一步/ }).click();
  // Linking: no preset password to enter.
  await expect(wizard.locator('input[type=password]').count()).resolves.toBe(0);
  await wizard.getByPlaceholder('请输入用户名').fill('赵敏');
  await wizard.getByPlaceholder('请输入工号').click();
  await page.getByText('请先输入云账号').first().waitFor();
  await screenshot(page, 'user-blocks-03-link-needs-account');
});

test('a member who may manage users but is no administrator cannot tick 是否系统管理员', async () => {
  const token = await adminToken();
  const role = await call(token, 'POST', '/api/admin/group/addGroup', { name: '人事专员', description: '管理用户' });
  await call(token, 'POST', '/api/admin/group/insertGroupMenu', { groupId: role.id, menuList: ['user'] });
  const li = (await call(token, 'GET', '/api/admin/user/selectPage?page=1&limit=50')).records.find((u: any) => u.name === '李娜');
  await call(token, 'PUT', '/api/admin/user/updateUser', { id: li.id, name: '李娜', departId: li.departId, groupList: [role.id] });

  const page = await app.newPage();
  await openUsers(page, '13800000002');
  await page.getByRole('button', { name: /添加用户/ }).click();
  const wizard = visibleModal(page, '添加用户');
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await wizard.getByPlaceholder('请输入手机号').fill('13700000077');
  await wizard.getByPlaceholder('请输入用户名').fill('钱八');
  const passwords = wizard.locator('input[type=password]');
  await passwords.nth(0).fill('Start@2026');
  await passwords.nth(1).fill('Start@2026');
  await wizard.locator('.ant-select-selector').last().click();
  await page.locator('.ant-select-tree-node-content-wrapper:visible').filter({ hasText: '销售部' }).first().click();
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await wizard.getByText('只有系统管理员可以设置系统管理员').waitFor();
  await expect(wizard.locator('.ant-checkbox-wrapper').filter({ hasText: '是否系统管理员' }).locator('input').isDisabled()).resolves.toBe(true);
  await wizard.getByText('人事专员', { exact: true }).waitFor();
  await screenshot(page, 'user-blocks-04-not-admin');
  await wizard.getByRole('button', { name: /^保\s*存$/ }).click();
  await page.getByText('新增成功!').last().waitFor();
  await row(page, '钱八').filter({ hasText: '销售部' }).waitFor();
});
