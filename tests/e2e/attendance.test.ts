import type { Page } from 'playwright-core';
import { adminToken, callApi } from './admin-api';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

/**
 * 考勤 (/merchantAttendance, issue 29) in a real browser: 考勤设置 read-only until 编辑 and again after 保存 (kept
 * after a reload); 打卡's clock ticking and 签到 turning into a disabled 已签到 with its 迟到 badge; 我的考勤's month
 * with the day's 迟到 tag, weekends at rest, the 列表, and the statistics' counters and bar chart; 考勤记录's tabs;
 * the header's 考勤.
 * Screenshots at 1,440 and 1,024 px.
 */
jest.setTimeout(240_000);

let app: ConsoleUnderTest;
let page: Page;
beforeAll(async () => {
  app = await startConsole();
  page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
}, 120_000);
afterAll(() => app.stop());

const open = (entry: string) => page.goto(`${app.baseUrl}/merchantAttendance?index=${encodeURIComponent(entry)}`);
const input = (field: string) => page.locator(`#signSchedule_settings_${field}`);
const shanghaiToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Types a time into the settings form's time picker and takes it with the panel's 确定 (Enter would submit the form). */
async function typeTime(field: string, value: string) {
  await input(field).click();
  await input(field).fill(value);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
  await expect(input(field).inputValue()).resolves.toBe(value);
}

/** No page-wide horizontal scroll bar at the window's width. */
const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

test('考勤设置: read-only until 编辑, the WiFi set in its dialog, saved, read-only again, kept after a reload', async () => {
  await open('考勤设置');
  await page.getByTestId('form-edit').waitFor();
  await expect(input('workOn').isDisabled()).resolves.toBe(true);
  await page.getByTestId('form-edit').click();
  await expect(input('workOn').isEnabled()).resolves.toBe(true);
  await typeTime('workOn', '00:00:00');
  await typeTime('workOff', '23:59:59');
  // 电脑打卡 on: the office range is this machine's address (the server reads it from the socket).
  const pc = input('isPc');
  if ((await pc.getAttribute('aria-checked')) !== 'true') await pc.click();
  await input('ipStart').fill('127.0.0.1');
  await input('ipEnd').fill('127.0.0.1');
  // 手机打卡 on with the office WiFi, set in its dialog; 取消 would put back what was there.
  const mobile = input('isApp');
  if ((await mobile.getAttribute('aria-checked')) !== 'true') await mobile.click();
  await page.getByRole('button', { name: '设置WiFi' }).click();
  await input('macAddress').fill('AA:BB:CC');
  await page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();
  await page.locator('.ant-modal:visible').getByText('MAC地址格式不正确').waitFor();
  await input('wifiName').fill('Office-5G');
  await input('macAddress').fill('AA:BB:CC:DD:EE:FF');
  await screenshot(page, 'attendance-settings-wifi-1440');
  await page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();
  await page.locator('.ant-modal:visible').waitFor({ state: 'hidden' });
  await page.locator('[data-dialog-fields="wifi"]').getByText('WiFi名称：Office-5G，MAC地址：AA:BB:CC:DD:EE:FF').waitFor();
  await screenshot(page, 'attendance-settings-editing-1440');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('保存成功').waitFor();
  await page.getByTestId('form-edit').waitFor();
  await expect(input('workOn').isDisabled()).resolves.toBe(true);

  await page.reload();
  await page.getByTestId('form-edit').waitFor();
  // The loaded record fills the form just after it renders.
  await page.waitForFunction(() => (document.querySelector('#signSchedule_settings_workOn') as HTMLInputElement | null)?.value !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
  await expect(input('workOn').inputValue()).resolves.toBe('00:00:00');
  await expect(input('ipStart').inputValue()).resolves.toBe('127.0.0.1');
  await expect(input('isPc').getAttribute('aria-checked')).resolves.toBe('true');
  const saved = await callApi(app.baseUrl, await adminToken(app.baseUrl), 'GET', '/api/business/sign-schedule/detail');
  expect(saved).toMatchObject({ workOn: '00:00:00', workOff: '23:59:59', isPc: 1, ipStart: '127.0.0.1', ipEnd: '127.0.0.1', isApp: 1, wifiName: 'Office-5G', macAddress: 'AA:BB:CC:DD:EE:FF' });
  await screenshot(page, 'attendance-settings-1440');

  // The second save updates the one row.
  await page.getByTestId('form-edit').click();
  await typeTime('workOff', '23:59:58');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('保存成功').first().waitFor();
  await page.getByTestId('form-edit').waitFor();
  const updated = await callApi(app.baseUrl, await adminToken(app.baseUrl), 'GET', '/api/business/sign-schedule/detail');
  expect([updated.id, updated.workOff]).toEqual([saved.id, '23:59:58']);
});

test('打卡: the clock ticks; 签到 sends the browser\'s position and turns into a disabled 已签到 with the 迟到 badge', async () => {
  await open('打卡');
  const clock = page.getByTestId('clock-time');
  await clock.waitFor();
  const first = await clock.textContent();
  expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  await page.waitForFunction((shown) => document.querySelector('[data-testid="clock-time"]')?.textContent !== shown, first, { timeout: 5_000 });
  await expect(page.getByTestId('clock-date').textContent()).resolves.toMatch(/星期[一二三四五六日]/);
  await page.getByText('00:00:00 - 23:59:58').waitFor();
  await screenshot(page, 'attendance-clock-1440');

  const signIn = page.locator('[data-sign="signIn"]');
  await expect(signIn.textContent()).resolves.toMatch(/签\s*到/);
  await expect(page.locator('[data-sign="signOut"]').isDisabled()).resolves.toBe(true);
  // The browser's position goes with the call (mobile clock-in); no address and no user: the server reads those itself.
  await page.context().grantPermissions(['geolocation'], { origin: app.baseUrl });
  await page.context().setGeolocation({ latitude: 31.2304, longitude: 121.4737 });
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/business/sign/signIn'));
  await signIn.click();
  expect((await sent).postDataJSON()).toEqual({ latitude: 31.2304, longitude: 121.4737 });
  await page.locator('[data-sign="signIn"]').filter({ hasText: '已签到' }).waitFor();
  await expect(page.locator('[data-sign="signIn"]').isDisabled()).resolves.toBe(true);
  await page.locator('[data-badge="迟到"]').waitFor();
  await expect(page.locator('[data-sign="signOut"]').isEnabled()).resolves.toBe(true);
  await screenshot(page, 'attendance-clock-signed-1440');
});

test('我的考勤: the month with the day\'s 迟到 tag and rest weekends, the 列表, the statistics and their chart', async () => {
  await open('我的考勤');
  const today = page.locator(`[data-day="${shanghaiToday()}"]`);
  await today.locator('[data-tag="迟到"]').waitFor();
  await expect(page.getByTestId('calendar-month').getByText('休息').count()).resolves.toBeGreaterThanOrEqual(8);

  const stats = page.locator('[data-period-statistics="statistics"]');
  await stats.locator('[data-chart="bar"] canvas').waitFor();
  const late = await stats.locator('[data-measure="lateCount"] .ant-statistic-content-value').textContent();
  expect(Number(late)).toBeGreaterThanOrEqual(1);
  await stats.locator('[data-measure="lateCount"]').getByText(/上月/).waitFor();
  const size = await stats.locator('[data-chart="bar"] canvas').boundingBox();
  expect(size!.width).toBeGreaterThan(300);
  await page.waitForTimeout(800); // the bars' entry animation
  await screenshot(page, 'attendance-mine-1440');

  await page.getByTestId('calendar-list-switch').getByText('列表').click();
  const row = page.getByTestId('calendar-list').locator('tr').filter({ hasText: shanghaiToday() });
  await row.getByText('迟到').waitFor();
  await page.getByTestId('calendar-list').locator('.ant-spin-blur').waitFor({ state: 'detached' });
  await page.waitForTimeout(500); // the rows' fade-in after loading
  expect(await fitsWidth()).toBe(true);
  await screenshot(page, 'attendance-mine-list-1440');
  await page.getByTestId('calendar-list-switch').getByText('日历').click();
  await today.locator('[data-tag="迟到"]').waitFor();
});

test("考勤记录: the company's month with late tags, 按部门/成员's selectors, 考勤统计's chart and members, the exports", async () => {
  await open('考勤记录');
  const company = page.getByTestId('calendar-panel').first();
  await company.locator('[data-tag="迟到"]').first().waitFor();
  await page.getByRole('button', { name: '导出考勤记录' }).waitFor();
  await screenshot(page, 'attendance-records-1440');
  // The export takes the shown view's range.
  const exported = page.waitForResponse((response) => response.url().includes('/api/business/sign/exportRecord'));
  await page.getByRole('button', { name: '导出考勤记录' }).click();
  const response = await exported;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('spreadsheetml');
  const query = new URL(response.url()).searchParams;
  expect(query.get('startBillDate')! <= shanghaiToday() && shanghaiToday() <= query.get('endBillDate')!).toBe(true);

  await page.getByRole('tab', { name: '按部门/成员' }).click();
  const byMember = page.getByRole('tabpanel', { name: '按部门/成员' });
  await byMember.getByText('部门', { exact: true }).waitFor();
  await byMember.getByText('成员', { exact: true }).waitFor();

  await page.getByRole('tab', { name: '考勤统计' }).click();
  const stats = page.locator('[data-period-statistics="companyStatistics"]');
  await stats.locator('[data-chart="bar"] canvas').waitFor();
  await stats.locator('tbody tr').filter({ hasText: '张伟' }).waitFor();
  await page.getByRole('button', { name: '导出考勤统计' }).waitFor();
  await page.waitForTimeout(800);
  await screenshot(page, 'attendance-statistics-1440');
});

test('1,024 px: the pages fit the window; the header opens 考勤', async () => {
  await page.setViewportSize({ width: 1024, height: 800 });
  for (const [entry, name, ready] of [
    ['打卡', 'attendance-clock-1024', '[data-sign="signIn"]'],
    ['我的考勤', 'attendance-mine-1024', '[data-chart="bar"] canvas'],
    ['考勤设置', 'attendance-settings-1024', '[data-testid="form-edit"]'],
    ['考勤记录', 'attendance-records-1024', '[data-tag="迟到"]'],
  ]) {
    await open(entry);
    await page.locator(ready).waitFor();
    await page.waitForTimeout(800);
    expect(await fitsWidth()).toBe(true);
    await screenshot(page, name);
  }

  await page.goto(`${app.baseUrl}/merchant`);
  await page.locator('header').getByText('考勤', { exact: true }).click();
  await page.waitForURL('**/merchantAttendance**');
  await page.getByTestId('clock-panel').or(page.locator('.ant-menu')).first().waitFor();
});
