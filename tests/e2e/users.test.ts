import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { ARTIFACTS, loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(180_000);

let app: ConsoleUnderTest;
let baseUrl: string;

beforeAll(async () => {
  app = await startConsole();
  ({ baseUrl } = app);
}, 60_000);
afterAll(() => app.stop());

const newPage = () => app.newPage();

const row = (page: Page, name: string) => page.locator('tr.ant-table-row').filter({ has: page.getByText(name, { exact: true }) });
const visibleModal = (page: Page, title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });
const confirmOk = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();

async function openUsers(page: Page) {
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await page.getByText('系统管理', { exact: true }).first().click();
  await page.waitForURL('**/merchantManagement**');
  await page.getByRole('menuitem', { name: /用户管理/ }).click();
  await row(page, '张伟').waitFor();
}

/** Picks a department in the wizard's or a dialog's tree picker. */
async function pickDepartment(page: Page, dialog: ReturnType<typeof visibleModal>, name: string) {
  await dialog.locator('.ant-select-selector').last().click();
  await page.locator('.ant-select-tree-node-content-wrapper:visible').filter({ hasText: name }).first().click();
}

test('the administrator adds a user through the wizard, then exports the list and reads the xlsx', async () => {
  const page = await newPage();
  await openUsers(page);
  await page.getByText('全公司（已用/授权）').waitFor();
  await expect(page.getByText('3/20').count()).resolves.toBe(1);
  // The company's main account offers no 移出企业.
  await expect(row(page, '张伟').getByText('移出企业').count()).resolves.toBe(0);
  await row(page, '李娜').getByText('移出企业').waitFor();
  await screenshot(page, 'users-01-list');

  // Batch 设置部门 with nothing selected.
  await page.getByRole('button', { name: /设置部门/ }).click();
  await page.getByText('请选择用户！').waitFor();

  await page.getByRole('button', { name: /添加用户/ }).click();
  const wizard = visibleModal(page, '添加用户');
  await wizard.getByText('新建用户').waitFor();
  await page.waitForTimeout(500); // the modal's opening animation
  await screenshot(page, 'users-02-wizard-method');
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // Step 2: a wrong cloud account is said and cleared; the required fields keep the wizard on step 2.
  await wizard.getByPlaceholder('请输入手机号').fill('12345');
  await wizard.getByPlaceholder('请输入用户名').click();
  await page.getByText('云账号格式错误（必须为手机号）').first().waitFor();
  await expect(wizard.getByPlaceholder('请输入手机号').inputValue()).resolves.toBe('');
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await wizard.getByText('请输入云账号!').waitFor();
  await wizard.getByText('请选择所属部门').waitFor();

  await wizard.getByPlaceholder('请输入手机号').fill('13700000088');
  await wizard.getByPlaceholder('请输入用户名').fill('赵六');
  const passwords = wizard.locator('input[type=password]');
  await passwords.nth(0).fill('Start@2026');
  await passwords.nth(1).fill('Start@2027');
  await wizard.getByPlaceholder('请输入工号').fill('E088');
  await wizard.getByPlaceholder('请输入职位').fill('测试工程师');
  await pickDepartment(page, wizard, '后端组');
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await wizard.getByText('预置密码与重输密码不一致!').waitFor();
  await passwords.nth(1).fill('Start@2026');
  await wizard.getByText('预置密码与重输密码不一致!').waitFor({ state: 'detached' });
  await screenshot(page, 'users-03-wizard-info');
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // Step 3: roles and the administrator checkbox.
  await wizard.getByText('是否系统管理员').waitFor();
  await wizard.getByText('业务员', { exact: true }).click();
  await wizard.locator('.ant-checkbox-wrapper-checked').filter({ hasText: '业务员' }).waitFor();
  await screenshot(page, 'users-04-wizard-authorise');
  await wizard.getByRole('button', { name: /^保\s*存$/ }).click();
  await page.getByText('新增成功!').last().waitFor();
  await visibleModal(page, '添加用户').waitFor({ state: 'detached' }).catch(() => undefined);
  await expect(wizard.isVisible()).resolves.toBe(false);
  await row(page, '赵六').filter({ hasText: '13700000088' }).filter({ hasText: '测试工程师' }).filter({ hasText: '后端组' }).filter({ hasText: '业务员' }).waitFor();
  await page.getByText('4/20').waitFor();
  await screenshot(page, 'users-05-after-add');

  // Export: the downloaded xlsx holds the current users.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
  expect(download.suggestedFilename()).toBe('用户列表.xlsx');
  const file = path.join(ARTIFACTS, 'users-export.xlsx');
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((r) => rows.push((r.values as any[]).slice(1).map((v) => (v == null ? '' : String(v)))));
  expect(rows[0]).toEqual(['用户名', '云账号', '工号', '职位', '所属部门', '角色', '系统管理员', '加入时间']);
  expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(['张伟', '李娜', '王强', '赵六'].sort());
  expect(rows.find((r) => r[0] === '赵六')!.slice(0, 7)).toEqual(['赵六', '13700000088', 'E088', '测试工程师', '后端组', '业务员', '否']);

  // The new user logs in with the preset password.
  const own = await newPage();
  await loginThroughPage(own, baseUrl, '13700000088', 'Start@2026', '演示科技有限公司');
  await own.getByText('赵六').first().waitFor();
});

test('save and add another resets the wizard to step 1 and stays open; link an existing account', async () => {
  const page = await newPage();
  await openUsers(page);
  await page.getByRole('button', { name: /添加用户/ }).click();
  const wizard = visibleModal(page, '添加用户');
  await wizard.getByText('关联已有用户').click();
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await wizard.getByPlaceholder('请输入手机号').fill('13900000001');
  await wizard.getByPlaceholder('请输入用户名').fill('不是赵敏');
  await wizard.getByPlaceholder('请输入工号').click();
  await page.getByText('云账号与用户名不匹配').first().waitFor();
  await expect(wizard.getByPlaceholder('请输入用户名').inputValue()).resolves.toBe('');
  await wizard.getByPlaceholder('请输入用户名').fill('赵敏');
  await pickDepartment(page, wizard, '销售部');
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await wizard.getByText('是否系统管理员').waitFor();
  await wizard.getByRole('button', { name: /保存并继续添加/ }).click();
  await page.getByText('新增成功!').last().waitFor();
  await wizard.getByText('新建用户').waitFor();
  await expect(wizard.isVisible()).resolves.toBe(true);
  await expect(wizard.locator('.ant-steps-item-process').innerText()).resolves.toContain('方式');
  await screenshot(page, 'users-06-wizard-reset');
  await wizard.locator('.ant-modal-close').click();
  await row(page, '赵敏').waitFor();
});

test('set department, remove from the company after confirmation, and restore', async () => {
  const page = await newPage();
  await openUsers(page);
  await row(page, '李娜').getByText('设置部门').click();
  const dialog = visibleModal(page, '设置部门');
  await pickDepartment(page, dialog, '财务部');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('操作成功!').first().waitFor();
  await row(page, '李娜').filter({ hasText: '财务部' }).waitFor();

  await row(page, '王强').getByText('移出企业').click();
  await page.getByText('您正在执行移除操作, 是否继续?').waitFor();
  await screenshot(page, 'users-07-remove-confirm');
  await confirmOk(page);
  await row(page, '王强').waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: '已移除用户' }).click();
  await row(page, '王强').filter({ hasText: '13800000003' }).filter({ hasText: '前端组' }).filter({ hasText: '张伟' }).waitFor();
  await screenshot(page, 'users-08-removed-tab');
  await row(page, '王强').getByText('恢复').click();
  await confirmOk(page);
  await row(page, '王强').waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: '当前用户' }).click();
  await row(page, '王强').waitFor();

  // The department tree filters the list (with the departments below).
  await page.locator('.ant-tree-node-content-wrapper').filter({ hasText: '研发部' }).first().click();
  await row(page, '王强').waitFor();
  await row(page, '张伟').waitFor({ state: 'detached' });
  await screenshot(page, 'users-09-depart-filter');
});
