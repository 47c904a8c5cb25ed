import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, loginThroughPage, screenshot, typeShanghaiToday } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { adminToken, callApi } from './admin-api';

/**
 * Issue 27, found in use: 今日日程 follows writes made in 日历 and offers the creator 编辑/删除; the empty
 * change-password form shows only its required messages; one empty-state wording; the schedule dialog's hour selects
 * show their whole placeholder.
 */
jest.setTimeout(180_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

const PASSWORD = 'Demo@2026';
const COMPANY = '演示科技有限公司';

const dialog = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
/** The viewport only: dialogs are fixed to it. */
const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
const atBothWidths = async (page: Page, name: string, take: (page: Page, name: string) => Promise<unknown> = shot) => {
  // Not while a dialog is still zooming in.
  await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter'));
  await take(page, `${name}-1440`);
  await page.setViewportSize({ width: 1024, height: 900 });
  await take(page, `${name}-1024`);
  await page.setViewportSize({ width: 1440, height: 900 });
};
/** A success toast, waited for and then gone, so the next one with the same text is a new one. */
const toast = async (page: Page, text: string) => {
  const notice = page.locator('.ant-message-notice').filter({ hasText: text });
  await notice.first().waitFor();
  await notice.first().waitFor({ state: 'detached', timeout: 10_000 });
};
const todayList = (page: Page) => page.getByTestId('today-schedules');
const openTab = (page: Page, name: '今日日程' | '日历') => page.getByRole('tab', { name }).click();

/** 新建日程 from 日历: type 会议, the name, today, all day. */
async function createToday(page: Page, name: string) {
  await openTab(page, '日历');
  await page.getByTestId('calendar-month').waitFor();
  await page.getByRole('button', { name: /新建日程/ }).click();
  const form = dialog(page, '新建日程');
  await form.locator('.ant-select').filter({ hasText: '请选择类型名称' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^会议$/ }).click();
  await form.getByPlaceholder('请输入日程名称').fill(name);
  await typeShanghaiToday(page, form.getByPlaceholder('开始日期'));
  await form.getByText('全天').click();
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await toast(page, '新增成功!');
  await form.waitFor({ state: 'hidden' });
}

test('今日日程 shows a schedule created, then renamed, in 日历 without a reload', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', PASSWORD, COMPANY);
  // 今日日程 is loaded first (nothing today yet), then 日历 writes.
  await page.getByTestId('calendar-panel').locator('.ant-empty-description', { hasText: '暂无内容' }).waitFor();
  await createToday(page, '需求评审');

  await openTab(page, '今日日程');
  await todayList(page).getByText('需求评审').waitFor();
  await todayList(page).getByText('全天').waitFor();

  // Renamed in 日历: 今日日程 follows.
  await openTab(page, '日历');
  await page.getByTestId('calendar-month').getByRole('button', { name: /需求评审/ }).first().click();
  await dialog(page, '日程详情').getByRole('button', { name: /编\s*辑/ }).click();
  const edit = dialog(page, '编辑日程');
  await edit.getByPlaceholder('请输入日程名称').fill('需求评审会');
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await toast(page, '修改成功!');
  await openTab(page, '今日日程');
  await todayList(page).getByText('需求评审会').waitFor();
  expect(await todayList(page).getByText('需求评审', { exact: true }).count()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await atBothWidths(page, 'found-today-after-rename', screenshot);
  await page.context().close();
});

test('the creator edits and deletes a schedule from 今日日程’s detail, as from 日历’s', async () => {
  // The administrator (张伟, who logs in below) creates it beforehand: 今日日程 lists it from the start.
  const token = await adminToken(app.baseUrl);
  const types = await callApi(app.baseUrl, token, 'GET', '/api/business/plt-schedule-type/findAllByStatus');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await callApi(app.baseUrl, token, 'POST', '/api/business/plt-schedule-main/create', { typeId: types[0].id, scheduleName: '客户回访', startTime: today, endTime: today, startHour: '14:00', endHour: '15:00', all: 0 });
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', PASSWORD, COMPANY);

  await todayList(page).getByText('客户回访').click();
  const detail = dialog(page, '日程详情');
  await detail.getByRole('button', { name: /编\s*辑/ }).waitFor();
  await detail.getByRole('button', { name: /删\s*除/ }).waitFor();
  await atBothWidths(page, 'found-today-detail-creator');

  // 编辑: the dialog opens with the schedule's values; the changed place shows in the detail opened again.
  await detail.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = dialog(page, '编辑日程');
  expect(await edit.getByPlaceholder('请输入日程名称').inputValue()).toBe('客户回访');
  await edit.getByPlaceholder('请输入地点').fill('二楼洽谈室');
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await toast(page, '修改成功!');
  await edit.waitFor({ state: 'hidden' });
  await todayList(page).getByText('客户回访').click();
  await detail.getByText('二楼洽谈室').waitFor();

  // 删除 after the spec's confirm: it leaves 今日日程 and the month view.
  await detail.getByRole('button', { name: /删\s*除/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  expect((await confirm.locator('.ant-modal-confirm-content').innerText()).trim()).toBe('此操作将删除当前日程，是否继续？');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('删除成功!').waitFor();
  await todayList(page).getByText('客户回访').waitFor({ state: 'detached' });
  await openTab(page, '日历');
  await page.getByTestId('calendar-month').waitFor();
  expect(await page.getByTestId('calendar-month').getByRole('button', { name: /客户回访/ }).count()).toBe(0);
  await page.context().close();
});

test('an empty change-password form shows the required messages only', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000002', PASSWORD, COMPANY);
  await page.goto(`${app.baseUrl}/settings`);
  await page.getByRole('tab', { name: '账号与密码' }).click();
  await page.locator('.ant-list-item').filter({ hasText: '登录密码' }).getByRole('button', { name: /修\s*改/ }).click();
  const form = page.locator('.ant-modal:visible').filter({ hasText: '修改密码' });
  await form.getByRole('button', { name: /确\s*定/ }).click();
  for (const text of ['请输入原密码!', '请输入新密码!', '请再次输入新密码!']) await form.locator('.ant-form-item-explain-error', { hasText: text }).waitFor();
  expect(await form.getByText('新密码两次输入不一致!').count()).toBe(0);
  await atBothWidths(page, 'found-password-empty');
  // Two different passwords are still told apart.
  await form.getByLabel('新密码', { exact: true }).fill('Next@2026');
  await form.getByLabel('确认新密码').fill('Other@2026');
  await form.locator('.ant-form-item-explain-error', { hasText: '新密码两次输入不一致!' }).waitFor();
  await page.context().close();
});

/** The hour select of the form named by its field (startHour, endHour). */
const hourSelect = (page: Page, form: Locator, field: string) => form.locator('.ant-select').filter({ has: page.locator(`#${field}`) });
const clipped = (element: Locator) => element.evaluate((el) => el.scrollWidth > el.clientWidth);

test('empty states say 暂无内容 everywhere: the department tree, a select with no match, today’s schedules', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', PASSWORD, COMPANY);

  // A searchable select with no matching option.
  await openTab(page, '日历');
  await page.getByRole('button', { name: /新建日程/ }).click();
  const form = dialog(page, '新建日程');
  await hourSelect(page, form, 'startHour').click();
  await page.keyboard.type('99');
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-empty-description', { hasText: '暂无内容' }).waitFor();
  expect(await dropdown.locator('.ant-empty-description', { hasText: '暂无数据' }).count()).toBe(0);
  await shot(page, 'found-empty-select-1440');
  // Escape on the select's own input (the full-page shot may have moved the focus).
  await hourSelect(page, form, 'startHour').locator('input').press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
  await form.getByRole('button', { name: /取\s*消/ }).click();

  // 用户管理: a department search that finds nothing.
  await page.getByText('系统管理', { exact: true }).first().click();
  await page.waitForURL('**/merchantManagement**');
  await page.getByRole('menuitem', { name: /用户管理/ }).click();
  const tree = page.locator('[data-tree-filter] .ant-card').filter({ hasText: '组织架构' });
  await tree.getByPlaceholder('搜索').fill('不存在的部门');
  await tree.locator('.ant-empty-description', { hasText: '暂无内容' }).waitFor();
  expect(await page.locator('.ant-empty-description', { hasText: '暂无数据' }).count()).toBe(0);
  await atBothWidths(page, 'found-empty-tree', screenshot);
  await page.context().close();
});

test('the schedule dialog’s hour selects show their whole text at 1,440 and 1,024 px', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', PASSWORD, COMPANY);
  await openTab(page, '日历');
  await page.getByRole('button', { name: /新建日程/ }).click();
  const form = dialog(page, '新建日程');
  await form.getByPlaceholder('开始日期').waitFor();
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [field, text] of [
      ['startHour', '开始时间'],
      ['endHour', '结束时间'],
    ]) {
      const placeholder = hourSelect(page, form, field).locator('.ant-select-selection-placeholder');
      expect(await placeholder.innerText()).toBe(text);
      expect(await clipped(placeholder)).toBe(false);
    }
    await shot(page, `found-schedule-hours-${width}`);
    // The dates, both hours and 全天 stay on one line.
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const row = await top(form.getByPlaceholder('开始日期'));
    expect(Math.abs((await top(hourSelect(page, form, 'endHour'))) - row)).toBeLessThan(8);
    expect(Math.abs((await top(form.locator('.ant-checkbox-wrapper').filter({ hasText: '全天' }))) - row)).toBeLessThan(8);
  }
  await page.context().close();
});
