import type { Page } from 'playwright-core';
import { loginThroughPage, screenshot, typeShanghaiToday } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(180_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

const TITLE = '端午节放假安排';
const open = async (mobile: string) => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, mobile, 'Demo@2026', '演示科技有限公司');
  await page.goto(`${app.baseUrl}/noticeManager`);
  await page.getByRole('menuitem', { name: '已发布' }).waitFor();
  return page;
};
const rows = (page: Page) => page.locator('.ant-table-tbody');

test('张伟 issues a notice to 李娜 only; 李娜 reads it, 王强 sees nothing', async () => {
  const admin = await open('13800000001');
  await admin.getByRole('menuitem', { name: '我创建的' }).click();
  await admin.getByRole('button', { name: /新建通知公告/ }).click();
  const dialog = admin.locator('.ant-modal').filter({ hasText: '新建通知公告' });
  // An empty submit shows the spec's messages.
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  for (const text of ['请输入标题', '请选择类型', '请选择公示期截止日', '请选择可见范围', '请输入正文']) await dialog.locator('.ant-form-item-explain-error').filter({ hasText: text }).waitFor();
  await dialog.getByPlaceholder('请输入标题').fill(TITLE);
  await dialog.getByPlaceholder('请输入编号').fill('TZ-2026-06');
  await dialog.locator('.ant-select').click();
  await admin.locator('.ant-select-item-option').filter({ hasText: '福利' }).click();
  await typeShanghaiToday(admin, dialog.getByPlaceholder('请选择公示期截止日'));
  await dialog.getByRole('button', { name: '选择人员' }).click();
  const picker = admin.getByRole('dialog', { name: '选择可见范围' });
  await picker.locator('tr').filter({ hasText: '李娜' }).locator('.ant-checkbox-input').check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.locator('.ant-tag').filter({ hasText: '李娜' }).waitFor();
  await dialog.getByRole('textbox', { name: '正文' }).fill('6月19日至21日放假，共3天。');
  await picker.waitFor({ state: 'hidden' });
  // Every message has gone once the fields are filled.
  await dialog.locator('.ant-form-item-explain-error').first().waitFor({ state: 'detached' });
  await screenshot(admin, 'notices-create-1440');
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await admin.getByText('新建通知公告成功!').waitFor();
  await rows(admin).getByText(TITLE).waitFor();
  await screenshot(admin, 'notices-mine-1440');

  const lina = await open('13800000002');
  await rows(lina).getByText(TITLE).click();
  const reading = lina.locator('.ant-modal').filter({ hasText: '6月19日至21日放假' });
  await reading.getByText('发布人：张伟').waitFor();
  await expect(reading.getByRole('button', { name: /删\s*除/ }).count()).resolves.toBe(0);
  await lina.waitForTimeout(500);
  await screenshot(lina, 'notices-read-1440');

  const wang = await open('13800000003');
  await wang.locator('.ant-empty').first().waitFor();
  await expect(rows(wang).getByText(TITLE).count()).resolves.toBe(0);

  // The issuer deletes from 我创建的 after the spec's confirm.
  await rows(admin).getByText(TITLE).click();
  await admin.locator('.ant-modal').filter({ hasText: '通知公告详情' }).getByRole('button', { name: /删\s*除/ }).click();
  await admin.getByText('此操作将永久删除, 是否继续?').waitFor();
  await admin.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await admin.getByText('删除通知公告成功!').waitFor();
  await admin.setViewportSize({ width: 1024, height: 800 });
  await screenshot(admin, 'notices-mine-1024');
});
