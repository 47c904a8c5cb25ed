import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, loginThroughPage, screenshot, typeShanghaiToday } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

/**
 * Issue 27, one calendar: the workbench calendar is the `calendar` block configured in data (today list, month and
 * week views, filters, 新建日程, the schedule detail and form blocks). A schedule is created from it, opened,
 * edited and deleted; the month and week views and the dialogs are pictured at 1,440 and 1,024 px, and nothing in
 * the calendar reaches past its card.
 */
jest.setTimeout(180_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

const shanghaiToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const dialog = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
/** The viewport only: dialogs are fixed to it. */
const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png` });

/** A half-hour slot from a searchable hour select, taken with Enter once its option is the active one. */
async function pickHour(page: Page, select: Locator, hour: string) {
  await select.click();
  await page.keyboard.type(hour);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option-active').filter({ hasText: new RegExp(`^${hour}$`) }).first().waitFor();
  await page.keyboard.press('Enter');
  await select.filter({ hasText: hour }).waitFor();
}

/** Nothing of the calendar card is cut off or wider than the card, and the page does not scroll sideways. */
async function expectFits(page: Page) {
  const widths = await page.getByTestId('calendar-panel').evaluate((card) => {
    const box = card.getBoundingClientRect();
    const inside = [...card.querySelectorAll('[data-testid="calendar-month"], [data-testid="calendar-week"], [data-testid="calendar-filters"], button')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0);
    return { card: [box.left, box.right], widest: Math.max(...inside.map((r) => r.right)), leftmost: Math.min(...inside.map((r) => r.left)), page: document.documentElement.scrollWidth - window.innerWidth };
  });
  expect(widths.widest).toBeLessThanOrEqual(widths.card[1] + 0.5);
  expect(widths.leftmost).toBeGreaterThanOrEqual(widths.card[0] - 0.5);
  expect(widths.page).toBeLessThanOrEqual(0);
}

async function atBothWidths(page: Page, name: string, take: (page: Page, name: string) => Promise<unknown>) {
  await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter'));
  await take(page, `${name}-1440`);
  await page.setViewportSize({ width: 1024, height: 900 });
  await take(page, `${name}-1024`);
}

test('the workbench calendar block: month and week, a schedule created from it, opened, edited and deleted', async () => {
  const today = shanghaiToday();
  const page = await app.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  const panel = page.getByTestId('calendar-panel');
  for (const tab of ['今日日程', '日历', '通知公告']) await panel.getByRole('tab', { name: tab }).waitFor();

  // 日历: the month of today, the filters (the enabled types and the three sources) and 新建日程.
  await panel.getByRole('tab', { name: '日历' }).click();
  const month = panel.getByTestId('calendar-month');
  await month.locator(`[data-day="${today}"]`).waitFor();
  for (const label of ['会议', '我创建的', '他人创建的', '抄送我的']) await panel.getByTestId('calendar-filters').getByText(label, { exact: true }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectFits(page);
  await atBothWidths(page, 'calendar-block-month', screenshot);
  await expectFits(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // 新建日程 from the block's toolbar: 会议, today 14:00–15:30.
  await panel.getByRole('button', { name: /新建日程/ }).click();
  const form = dialog(page, '新建日程');
  await form.locator('.ant-select').filter({ hasText: '请选择类型名称' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^会议$/ }).click();
  await form.getByPlaceholder('请输入日程名称').fill('季度复盘');
  await typeShanghaiToday(page, form.getByPlaceholder('开始日期'));
  const [startHour, endHour] = ['#startHour', '#endHour'].map((id) => form.locator('.ant-select').filter({ has: page.locator(id) }));
  await pickHour(page, startHour, '14:00');
  await pickHour(page, endHour, '15:30');
  await atBothWidths(page, 'calendar-block-create', shot);
  await page.setViewportSize({ width: 1440, height: 900 });
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('新增成功!').waitFor();
  await form.waitFor({ state: 'hidden' });
  await month.locator(`[data-day="${today}"]`).getByRole('button', { name: /14:00 季度复盘/ }).waitFor();

  // 周: today's column has it from 14:00 to 15:30.
  await panel.getByText('周', { exact: true }).click();
  const week = panel.getByTestId('calendar-week');
  const entry = week.locator(`[data-date="${today}"]`).getByRole('button', { name: /季度复盘/ });
  await entry.getByText('14:00-15:30').waitFor();
  await entry.scrollIntoViewIfNeeded();
  await expectFits(page);
  await atBothWidths(page, 'calendar-block-week', screenshot);
  await expectFits(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Opened: the creator's detail with 编辑 and 删除.
  await entry.click();
  const detail = dialog(page, '日程详情');
  await detail.getByText(`${today} 14:00 至 ${today} 15:30`).waitFor();
  await detail.getByText('会议').waitFor();
  await atBothWidths(page, 'calendar-block-detail', shot);
  await page.setViewportSize({ width: 1440, height: 900 });

  // 编辑 gives way to the edit dialog with the schedule's values; the new name shows in the week and in 今日日程.
  await detail.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = dialog(page, '编辑日程');
  expect(await edit.getByPlaceholder('请输入日程名称').inputValue()).toBe('季度复盘');
  expect(await detail.count()).toBe(0);
  await edit.getByPlaceholder('请输入日程名称').fill('季度复盘会');
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('修改成功!').waitFor();
  await edit.waitFor({ state: 'hidden' });
  const renamed = week.locator(`[data-date="${today}"]`).getByRole('button', { name: /季度复盘会/ });
  await renamed.waitFor();
  await panel.getByRole('tab', { name: '今日日程' }).click();
  await panel.getByTestId('today-schedules').getByText('季度复盘会').waitFor();
  await panel.getByTestId('today-schedules').getByText('14:00-15:30').waitFor();

  // 删除 after the confirm: it leaves the week and 今日日程.
  await panel.getByRole('tab', { name: '日历' }).click();
  await renamed.click();
  await dialog(page, '日程详情').getByRole('button', { name: /删\s*除/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  expect((await confirm.locator('.ant-modal-confirm-content').innerText()).trim()).toBe('此操作将删除当前日程，是否继续？');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('删除成功!').waitFor();
  await renamed.waitFor({ state: 'detached' });
  await panel.getByRole('tab', { name: '今日日程' }).click();
  await panel.getByTestId('today-schedules').getByText('季度复盘会').waitFor({ state: 'detached' });
  await page.context().close();
});
