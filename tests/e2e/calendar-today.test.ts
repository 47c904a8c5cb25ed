import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { adminToken, callApi } from './admin-api';

jest.setTimeout(120_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

/** Today in Asia/Shanghai, as the server files schedules. */
const shanghaiToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

test("a participant's 今日日程 and month view show today's schedule on Shanghai's day, in a browser eight hours behind UTC", async () => {
  const token = await adminToken(app.baseUrl);
  const types = await callApi(app.baseUrl, token, 'GET', '/api/business/plt-schedule-type/findAllByStatus');
  const lina = (await callApi(app.baseUrl, token, 'GET', `/api/admin/user/selectPage?page=1&limit=10&name=${encodeURIComponent('李娜')}`)).records[0];
  const today = shanghaiToday();
  await callApi(app.baseUrl, token, 'POST', '/api/business/plt-schedule-main/create', {
    typeId: types[0].id,
    scheduleName: '产品周会',
    startTime: today,
    endTime: today,
    startHour: '09:00',
    endHour: '10:00',
    place: '三楼会议室',
    participants: [lina.id], // the member id user/selectPage shows (one person id)
  });

  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'America/Los_Angeles' });
  const page = await context.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000002', 'Demo@2026', '演示科技有限公司');
  // 今日日程 is the calendar area's first view.
  const todayList = page.getByTestId('today-schedules');
  await todayList.getByText('产品周会').waitFor();
  await todayList.getByText('09:00-10:00').waitFor();
  await screenshot(page, 'calendar-today-1440');
  // A click opens its detail to read: no 编辑 or 删除 here (日历 has them, for the creator).
  await todayList.getByText('产品周会').click();
  const detail = page.getByRole('dialog');
  await detail.getByText('三楼会议室').waitFor();
  expect(await detail.getByRole('button', { name: /编\s*辑/ }).count()).toBe(0);
  expect(await detail.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);
  await screenshot(page, 'calendar-today-detail-1440');
  await detail.getByRole('button', { name: /关\s*闭/ }).click();
  await detail.waitFor({ state: 'hidden' });

  await page.getByRole('tab', { name: '日历' }).click();
  const todayCell = page.locator('[class*="today"]').filter({ hasText: '产品周会' });
  await todayCell.waitFor();
  expect(Number((await todayCell.locator('[class*="dayNumber"]').innerText()).trim())).toBe(Number(today.slice(8, 10)));
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'calendar-month-1024');
  await context.close();
});
