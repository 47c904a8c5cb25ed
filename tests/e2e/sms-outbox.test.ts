import { operatorLoginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(120_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

test('a forgotten-password code is not in the answer; the operator reads it in 短信发件箱 and finds it by mobile', async () => {
  const sent = await (await fetch(`${app.baseUrl}/api/admin/company/sendForgetSms?mobile=13800000002`, { method: 'POST' })).json();
  expect(sent).toMatchObject({ code: 2000, data: null });

  const page = await app.newPage();
  await operatorLoginThroughPage(page, app.baseUrl);

  await page.getByRole('menuitem', { name: /短信发件箱/ }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: '13800000002' }).first();
  await row.waitFor();
  const text = await row.innerText();
  expect(text).toMatch(/您的验证码是\d{6}/);
  expect(text).toContain('已发送');
  // Read-only: no add, edit or delete anywhere on the page.
  expect(await page.getByRole('button', { name: /新\s*增|新\s*建|删\s*除/ }).count()).toBe(0);
  await screenshot(page, 'sms-outbox-01-1440');

  // The search by mobile keeps only that number's texts.
  await fetch(`${app.baseUrl}/api/admin/company/sendForgetSms?mobile=13900000001`, { method: 'POST' });
  await page.getByPlaceholder('请输入手机号').fill('1390000');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.locator('.ant-table-row').filter({ hasText: '13900000001' }).first().waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('.ant-table-row')].every((tr) => tr.textContent?.includes('13900000001')));
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, 'sms-outbox-02-1024');
});
