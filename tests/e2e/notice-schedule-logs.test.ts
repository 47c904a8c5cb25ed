import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(180_000);

let app: ConsoleUnderTest;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  app = await startConsole();
  ({ baseUrl, browser } = app);
}, 60_000);
afterAll(() => app.stop());

const row = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ has: page.getByText(text, { exact: true }) });
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });
const okButton = /确\s*定/;

/** Today in Asia/Shanghai (the browser runs in that zone too). */
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

async function openSection(page: Page, title: string) {
  await page.getByRole('menuitem', { name: new RegExp(title) }).click();
  await page.locator('.ant-card-head-title').filter({ hasText: title }).first().waitFor();
}

async function confirm(page: Page) {
  await page.locator('.ant-modal-confirm').getByRole('button', { name: okButton }).click();
}

test('notice categories, the feature switches, schedule types and the operation log with its export', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', acceptDownloads: true });
  const page = await context.newPage();
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await page.getByText('系统管理', { exact: true }).first().click();
  await page.waitForURL('**/merchantManagement**');

  // 通知公告设置: the seeded categories and the feature switch (on).
  await openSection(page, '通知公告设置');
  await row(page, '产品更新').waitFor();
  await row(page, '福利').waitFor();
  // Titled once, by its page: the categories' table in the 通知公告分类 pane repeats no section title.
  await expect(page.locator('.ant-card-head-title').filter({ hasText: /^通知公告设置$/ }).count()).resolves.toBe(1);
  const noticeSwitch = page.getByRole('switch', { name: '通知公告功能' });
  await expect(noticeSwitch.getAttribute('aria-checked')).resolves.toBe('true');
  await screenshot(page, '20-notice-settings');

  // Bulk delete with nothing selected.
  await page.getByRole('button', { name: '批量删除' }).click();
  await page.getByText('请选择您要删除的数据!').last().waitFor();

  // Create a category; the required fields say the spec's messages first.
  await page.getByRole('button', { name: '新建分类' }).click();
  const create = dialog(page, '新建分类');
  await create.getByRole('button', { name: okButton }).click();
  await create.getByText('请填写分类名字').waitFor();
  await create.getByText('请填写类型').waitFor();
  await create.getByLabel('分类名字').fill('行政通知');
  await create.getByLabel('类型').fill('通知');
  await create.getByLabel('备注').fill('行政部发布的通知');
  await create.getByLabel('是', { exact: true }).check();
  await screenshot(page, '21-notice-category-dialog');
  await create.getByRole('button', { name: okButton }).click();
  await page.getByText('新增成功!').last().waitFor();
  await row(page, '行政通知').waitFor();
  await expect(row(page, '行政通知').textContent()).resolves.toContain('启用');

  // Disable it: the status turns to 禁用 and the row offers 启用.
  await row(page, '行政通知').getByText('禁用', { exact: true }).click();
  await page.getByText('操作成功!').first().waitFor();
  // The status badge reads 启用 until the table reloads: wait for the reloaded row.
  await row(page, '行政通知').locator('.ant-badge-status-text').filter({ hasText: '禁用' }).waitFor();
  await row(page, '行政通知').getByText('启用', { exact: true }).waitFor();

  // Switch the notice feature off and on again.
  await noticeSwitch.click();
  await page.getByText('通知公告功能已关闭，工作台将不再展示通知公告').waitFor();
  await expect(noticeSwitch.getAttribute('aria-checked')).resolves.toBe('false');
  await screenshot(page, '22-notice-feature-off');
  await noticeSwitch.click();
  await page.getByText('通知公告功能已关闭，工作台将不再展示通知公告').waitFor({ state: 'detached' });
  await expect(noticeSwitch.getAttribute('aria-checked')).resolves.toBe('true');

  // Select a row and bulk delete it after the confirmation.
  await page.getByRole('button', { name: '新建分类' }).click();
  await dialog(page, '新建分类').getByLabel('分类名字').fill('临时分类');
  await dialog(page, '新建分类').getByLabel('类型').fill('公告');
  await dialog(page, '新建分类').getByRole('button', { name: okButton }).click();
  await row(page, '临时分类').waitFor();
  await row(page, '临时分类').locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: '批量删除' }).click();
  await page.getByText('您正在执删除操作, 是否继续?').waitFor();
  await confirm(page);
  await page.getByText('删除成功!').last().waitFor();
  await row(page, '临时分类').waitFor({ state: 'detached' });

  // 日程设置: add a schedule type.
  await openSection(page, '日程设置');
  await row(page, '会议').waitFor();
  await page.getByRole('button', { name: '新增类型' }).click();
  const addType = dialog(page, '新增日程类型');
  await addType.getByRole('button', { name: okButton }).click();
  await addType.getByText('请输入类型名称').waitFor();
  await addType.getByLabel('类型名称').fill('项目评审');
  await addType.getByLabel('备注').fill('里程碑评审会');
  await addType.getByRole('button', { name: okButton }).click();
  await page.getByText('新增成功!').last().waitFor();
  await row(page, '项目评审').waitFor();
  await screenshot(page, '23-schedule-settings');

  // 系统日志: today's operation log shows the writes just made.
  await openSection(page, '系统日志');
  await page.getByRole('tab', { name: '操作日志' }).waitFor();
  await page.getByPlaceholder('开始日期').click();
  await page.getByPlaceholder('开始日期').fill(today);
  await page.getByPlaceholder('开始日期').press('Enter');
  await page.getByPlaceholder('结束日期').fill(today);
  await page.getByPlaceholder('结束日期').press('Enter');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await row(page, '关闭通知公告功能').waitFor();
  await row(page, '开启通知公告功能').waitFor();
  const logText = await page.locator('.ant-table-tbody').textContent();
  for (const text of ['通知公告设置', '日程设置', '新增', '禁用', '删除', '张伟', today]) expect(logText).toContain(text);
  await screenshot(page, '24-operation-log-today');

  // Export the filtered log: the download is an xlsx with those rows.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
  expect(download.suggestedFilename()).toBe('操作日志.xlsx');
  const file = path.join(ARTIFACTS, 'operation-log-export.xlsx');
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const cells: string[][] = [];
  workbook.worksheets[0].eachRow((r) => cells.push((r.values as any[]).slice(1).map(String)));
  expect(cells[0]).toEqual(['用户', '时间', 'IP地址', '地点', '操作菜单', '操作内容']);
  expect(cells.slice(1).map((c) => c[4])).toEqual(expect.arrayContaining(['通知公告设置', '日程设置']));
  expect(cells.slice(1).map((c) => c[5])).toEqual(expect.arrayContaining(['新增', '关闭通知公告功能']));
  expect(cells.slice(1).every((c) => c[1].startsWith(today))).toBe(true);

  // The login log tab lists the administrator's login.
  await page.getByRole('tab', { name: '登录日志' }).click();
  await page.locator('tr.ant-table-row').filter({ hasText: '张伟' }).filter({ hasText: '登录' }).first().waitFor();
  await screenshot(page, '25-login-log');
  await context.close();
});
