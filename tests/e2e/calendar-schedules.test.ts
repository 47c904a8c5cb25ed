import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { ARTIFACTS, loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { adminToken, callApi } from './admin-api';
import { makeDocx } from '../support/office-files';

jest.setTimeout(240_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

const PASSWORD = 'Demo@2026';
const COMPANY = '演示科技有限公司';
const NAME = '产品周例会';

/** Today and a week on in Asia/Shanghai, as the server files schedules. */
const shanghaiDay = (plusDays = 0) => new Date(Date.now() + 8 * 3600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

const dialog = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const pickOption = async (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${text}$`) }).first().click();
/**
 * A half-hour slot from an hour select (searchable): open it, type the slot, wait until its option is the active one
 * (while the list filters, the active row can still be the old value) and take it with Enter. Tried again if the
 * select does not show it; Escape only while the dropdown is open, since on the dialog itself it would close it.
 */
const pickHour = async (page: Page, select: ReturnType<Page['locator']>, hour: string) => {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt++) {
    await select.click();
    await page.keyboard.type(hour);
    await dropdown.locator('.ant-select-item-option-active').filter({ hasText: new RegExp(`^${hour}$`) }).first().waitFor();
    await page.keyboard.press('Enter');
    const picked = await select.filter({ hasText: hour }).waitFor({ timeout: 3000 }).then(() => true, () => false);
    if (picked) return;
    if (attempt === 3) throw new Error(`the hour select did not take ${hour}`);
    if (await dropdown.count()) await page.keyboard.press('Escape');
  }
};
const openCalendar = async (page: Page) => {
  await page.getByRole('tab', { name: '日历' }).click();
  await page.getByTestId('calendar-month').waitFor();
};
/** The viewport only: dialogs are fixed to it. */
const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png` });

test('a weekly schedule with a participant: created in the dialog, found in the participant’s weeks and messages, deleted by its creator', async () => {
  const today = shanghaiDay();
  const nextWeek = shanghaiDay(7);

  // The creator (张伟) opens 日历: the month view with its filters.
  const creator = await app.newPage();
  await loginThroughPage(creator, app.baseUrl, '13800000001', PASSWORD, COMPANY);
  await openCalendar(creator);
  const filters = creator.getByTestId('calendar-filters');
  for (const label of ['会议', '出差', '我创建的', '他人创建的', '抄送我的']) await filters.getByText(label, { exact: true }).waitFor();
  // 团建活动 is disabled in 日程设置: no filter for it.
  expect(await filters.getByText('团建活动').count()).toBe(0);

  // 新建日程: the spec's messages before anything is filled.
  await creator.getByRole('button', { name: /新建日程/ }).click();
  const form = dialog(creator, '新建日程');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  for (const text of ['请选择类型名称', '请输入日程名称', '请选择日程时间', '请选择开始时间段', '请选择结束时间段']) await form.locator('.ant-form-item-explain-error', { hasText: text }).first().waitFor();

  // Fill every field: type, name, today 10:00–09:30 (refused in the dialog) then 10:00–11:30, place, participant, text, a docx, weekly repeat, important.
  await form.locator('.ant-select').filter({ hasText: '请选择类型名称' }).click();
  await pickOption(creator, '会议');
  await form.getByPlaceholder('请输入日程名称').fill(NAME);
  await form.getByPlaceholder('开始日期').fill(today);
  await form.getByPlaceholder('开始日期').press('Enter');
  // Each hour select holds the input the form names after its field.
  const [startHour, endHour] = ['#startHour', '#endHour'].map((id) => form.locator('.ant-select').filter({ has: creator.locator(id) }));
  await pickHour(creator, startHour, '10:00');
  await pickHour(creator, endHour, '09:30');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await form.locator('.ant-form-item-explain-error', { hasText: '结束时间段不能小于开始时间段!' }).waitFor();
  await pickHour(creator, endHour, '11:30');
  await form.locator('.ant-form-item-explain-error', { hasText: '结束时间段不能小于开始时间段!' }).waitFor({ state: 'detached' });
  await form.getByPlaceholder('请输入地点').fill('三楼会议室');

  await form.locator('.ant-form-item').filter({ hasText: '参与人' }).getByRole('button', { name: '选择人员' }).click();
  const picker = dialog(creator, '选择参与人');
  await picker.getByPlaceholder('请输入姓名').fill('李娜');
  await picker.getByPlaceholder('请输入姓名').press('Enter');
  await picker.locator('.ant-table-row').filter({ hasText: '李娜' }).locator('.ant-checkbox-input').check();
  // The one person picker draws its list with the one table: the ticked person counted above it.
  await picker.getByText(/已选择\s*1\s*项/).waitFor();
  await shot(creator, 'person-picker-1440');
  await creator.setViewportSize({ width: 1024, height: 900 });
  await shot(creator, 'person-picker-1024');
  await creator.setViewportSize({ width: 1440, height: 900 });
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await form.locator('.ant-tag').filter({ hasText: '李娜' }).waitFor();

  await form.getByPlaceholder('请输入内容').fill('回顾上周进展，确认本周计划');
  const upload = form.locator('input[type=file]');
  await upload.setInputFiles({ name: '周报模板.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: makeDocx('周报') });
  await form.getByTestId('schedule-files').getByText('周报模板.docx').waitFor();
  // The same name again: refused in the dialog, the list unchanged.
  await upload.setInputFiles({ name: '周报模板.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: makeDocx('另一份') });
  await creator.getByText('选中文件包含已上传文件！').waitFor();
  expect(await form.getByTestId('schedule-files').locator('li').count()).toBe(1);

  await form.locator('.ant-checkbox-wrapper').filter({ hasText: /^重复$/ }).click();
  await form.locator('.ant-select').filter({ hasText: '周' }).waitFor();
  await form.getByText('标记为重要日程').click();
  expect(await form.locator('.ant-checkbox-wrapper').filter({ hasText: '标记为重要日程' }).locator('input').isChecked()).toBe(true);
  await shot(creator, 'schedule-create-1440');
  await creator.setViewportSize({ width: 1024, height: 900 });
  await shot(creator, 'schedule-create-1024');
  await creator.setViewportSize({ width: 1440, height: 900 });

  await form.getByRole('button', { name: /保\s*存/ }).click();
  await creator.getByText('新增成功!').waitFor();
  await form.waitFor({ state: 'hidden' });
  const todayItem = creator.getByTestId('calendar-month').getByRole('button', { name: new RegExp(NAME) }).first();
  await todayItem.waitFor();
  await creator.evaluate(() => window.scrollTo(0, 0));
  await screenshot(creator, 'schedule-month-1440');
  await creator.setViewportSize({ width: 1024, height: 900 });
  await screenshot(creator, 'schedule-month-1024');
  await creator.setViewportSize({ width: 1440, height: 900 });

  // The creator's detail: every field, with 编辑 and 删除.
  await todayItem.click();
  const detail = dialog(creator, '日程详情');
  for (const text of ['会议', `${today} 10:00 至 ${today} 11:30`, '每周重复', '三楼会议室', '李娜', '回顾上周进展，确认本周计划', '周报模板.docx', '重要', '张伟']) await detail.getByText(text).first().waitFor();
  await detail.getByRole('button', { name: /编\s*辑/ }).waitFor();
  await detail.getByRole('button', { name: /删\s*除/ }).waitFor();
  // The attachment is a plain link (rel=noreferrer): the download carries only the session cookie, now SameSite=Strict,
  // and no Referer; the server takes it as the app's own page from Sec-Fetch-Site: same-origin.
  expect((await creator.context().cookies()).find((cookie) => cookie.name === 'Authorization')?.sameSite).toBe('Strict');
  const [attachment] = await Promise.all([creator.waitForEvent('download'), detail.getByRole('link', { name: '周报模板.docx' }).click()]);
  expect(attachment.suggestedFilename()).toBe('周报模板.docx');
  expect(Buffer.compare(fs.readFileSync((await attachment.path())!), makeDocx('周报'))).toBe(0);
  await shot(creator, 'schedule-detail-1440');
  await creator.setViewportSize({ width: 1024, height: 900 });
  await shot(creator, 'schedule-detail-1024');
  await creator.setViewportSize({ width: 1440, height: 900 });
  // 编辑: the dialog opens with the schedule's values; a changed place is saved.
  await detail.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = dialog(creator, '编辑日程');
  expect(await edit.getByPlaceholder('请输入日程名称').inputValue()).toBe(NAME);
  expect(await edit.getByPlaceholder('开始日期').inputValue()).toBe(today);
  await edit.locator('.ant-tag').filter({ hasText: '李娜' }).waitFor();
  await edit.getByTestId('schedule-files').getByText('周报模板.docx').waitFor();
  await edit.getByPlaceholder('请输入地点').fill('五楼会议室');
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await creator.getByText('修改成功!').waitFor();
  await edit.waitFor({ state: 'hidden' });

  // The participant (李娜): the week view shows it today and, expanded, a week on; the message panel has the invitation.
  const participant = await app.newPage();
  await loginThroughPage(participant, app.baseUrl, '13800000002', PASSWORD, COMPANY);
  await openCalendar(participant);
  await participant.getByText('周', { exact: true }).click();
  const week = participant.getByTestId('calendar-week');
  await week.locator(`[data-date="${today}"]`).getByRole('button', { name: new RegExp(NAME) }).waitFor();
  await week.locator(`[data-date="${today}"]`).getByText('10:00-11:30').waitFor();
  await screenshot(participant, 'schedule-week-1440');
  await participant.setViewportSize({ width: 1024, height: 900 });
  await screenshot(participant, 'schedule-week-1024');
  await participant.setViewportSize({ width: 1440, height: 900 });
  await participant.getByTestId('calendar-panel').getByRole('button', { name: '下一页' }).click();
  await week.locator(`[data-date="${nextWeek}"]`).getByRole('button', { name: new RegExp(NAME) }).waitFor();
  // Source filter: unticking 他人创建的 hides a schedule the participant did not create.
  await participant.getByTestId('calendar-filters').getByText('他人创建的').click();
  await week.locator(`[data-date="${nextWeek}"]`).getByRole('button', { name: new RegExp(NAME) }).first().waitFor({ state: 'detached' });
  await participant.getByTestId('calendar-filters').getByText('他人创建的').click();
  const occurrence = week.locator(`[data-date="${nextWeek}"]`).getByRole('button', { name: new RegExp(NAME) });
  await occurrence.waitFor();

  // The participant's detail: no 编辑, no 删除.
  await occurrence.click();
  const theirs = dialog(participant, '日程详情');
  await theirs.getByText(`${nextWeek} 10:00 至 ${nextWeek} 11:30`).waitFor();
  await theirs.getByText('张伟').waitFor();
  await theirs.getByText('五楼会议室').waitFor();
  expect(await theirs.getByRole('button', { name: /编\s*辑|删\s*除/ }).count()).toBe(0);
  await theirs.getByRole('button', { name: /关\s*闭/ }).click();

  await participant.locator('header a').filter({ hasText: '消息' }).click();
  const panel = participant.locator('.message-panel .ant-drawer-content');
  await panel.locator('.ant-list-item').filter({ hasText: '日程邀请' }).filter({ hasText: NAME }).waitFor();

  // The creator deletes it through the confirm; it leaves the month view.
  await todayItem.click();
  await dialog(creator, '日程详情').getByRole('button', { name: /删\s*除/ }).click();
  const confirm = creator.locator('.ant-modal-confirm');
  expect((await confirm.locator('.ant-modal-confirm-content').innerText()).trim()).toBe('此操作将删除当前日程，是否继续？');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await creator.getByText('删除成功!').waitFor();
  await creator.getByTestId('calendar-month').getByRole('button', { name: new RegExp(NAME) }).first().waitFor({ state: 'detached' });
});

test('the server’s refusal is shown in the dialog, and the 日程 switch off hides the calendar', async () => {
  const token = await adminToken(app.baseUrl);
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', PASSWORD, COMPANY);
  await openCalendar(page);
  await page.getByRole('button', { name: /新建日程/ }).click();
  const form = dialog(page, '新建日程');
  await form.locator('.ant-select').filter({ hasText: '请选择类型名称' }).click();
  await pickOption(page, '出差');
  await form.getByPlaceholder('请输入日程名称').fill('客户拜访');
  await form.getByText('全天').click();
  await form.getByPlaceholder('开始日期').fill(shanghaiDay(1));
  await form.getByPlaceholder('开始日期').press('Enter');
  // The switch goes off while the dialog is open: the server refuses and its message is shown; the dialog stays.
  await callApi(app.baseUrl, token, 'POST', '/api/business/plt-setting/update', { scheduleType: 1 });
  try {
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('日程功能已关闭，请联系企业管理员在日程设置中开启').waitFor();
    expect(await form.isVisible()).toBe(true);
    // Reloaded, the workbench shows no calendar (no 今日日程, no 日历) while the rest of it is there.
    await page.reload();
    await page.getByText('库存共享中心').waitFor();
    // 最新公告 shows once the switches are read (通知公告 stays on).
    await page.getByText('最新公告').waitFor();
    expect(await page.getByTestId('calendar-panel').count()).toBe(0);
    expect(await page.getByRole('tab', { name: '日历' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: '今日日程' }).count()).toBe(0);
  } finally {
    await callApi(app.baseUrl, token, 'POST', '/api/business/plt-setting/update', { scheduleType: 0 });
  }
  await page.reload();
  await page.getByRole('tab', { name: '日历' }).waitFor();
});
