import type { Page } from 'playwright-core';
import { loginThroughPage, operatorLoginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(180_000);

/**
 * An operator publishes a platform announcement and an update record in the operator console; a company member sees
 * the announcement in the workbench ticker and the 通知公告 tab, opens the update record and steps with 上一条/下一条.
 */
const NOTICE = '端午节福利：短信套餐八折';
const RECORD = 'V3.3.0 工作台平台公告与更新记录';

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app?.stop());

const operatorLogin = (page: Page) => operatorLoginThroughPage(page, app.baseUrl);

const dialogOf = (page: Page, title: string) => page.locator('.ant-modal:visible, .ant-drawer:visible').filter({ hasText: title });

test('an operator publishes; a company member reads it on the workbench and steps through update records', async () => {
  const operator = await app.newPage();
  await operatorLogin(operator);

  // 平台公告: a new announcement is a draft; 发布 publishes it.
  await operator.getByRole('menuitem', { name: /平台公告/ }).click();
  await operator.getByRole('button', { name: /新建公告/ }).click();
  const create = dialogOf(operator, '新建平台公告');
  await create.getByLabel('标题').fill(NOTICE);
  await create.getByLabel('公告类型').click();
  await operator.locator('.ant-select-item-option').filter({ hasText: '福利' }).click();
  await create.getByLabel('正文').fill('<p>活动期间购买短信套餐<strong>八折</strong>。</p><script>alert(1)</script>');
  await screenshot(operator, 'announcements-01-operator-create');
  await create.getByRole('button', { name: /确\s*定/ }).click();
  const row = operator.locator('.ant-table-row').filter({ hasText: NOTICE });
  await row.waitFor();
  await expect(row.textContent()).resolves.toContain('草稿');
  await row.getByText('发布', { exact: true }).click();
  await operator.locator('.ant-popover:visible, .ant-modal-confirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
  await operator.getByText('发布成功').last().waitFor();
  // The row reads 草稿 until the table reloads.
  await row.getByText('已发布').waitFor();
  await screenshot(operator, 'announcements-02-operator-published');

  // 更新记录: saving one publishes it.
  await operator.getByRole('menuitem', { name: /更新记录/ }).click();
  await operator.getByRole('button', { name: /发布更新记录/ }).click();
  const record = dialogOf(operator, '发布更新记录');
  await record.getByLabel('标题').fill(RECORD);
  await record.getByLabel('内容').fill('<h2>新功能</h2><p>工作台顶部滚动展示平台公告。</p>');
  await record.getByRole('button', { name: /确\s*定/ }).click();
  await operator.locator('.ant-table-row').filter({ hasText: RECORD }).waitFor();

  // A member of a company (no grants needed) reads both on the workbench.
  const member = await app.newPage();
  await loginThroughPage(member, app.baseUrl, '13800000002', 'Demo@2026', '演示科技有限公司');
  const ticker = member.getByTestId('notice-ticker');
  await ticker.getByText(NOTICE).waitFor();
  await expect(ticker.textContent()).resolves.toContain('【福利】');
  const updates = member.locator('.ant-card').filter({ hasText: '更新记录' });
  await updates.getByText(RECORD).waitFor();
  await member.setViewportSize({ width: 1440, height: 900 });
  await screenshot(member, 'announcements-03-merchant-1440');
  await member.setViewportSize({ width: 1024, height: 768 });
  await screenshot(member, 'announcements-04-merchant-1024');
  await member.setViewportSize({ width: 1440, height: 900 });

  // The ticker opens the announcement: sanitised body, no script.
  await ticker.getByText(NOTICE).click();
  const reader = dialogOf(member, '平台公告');
  await reader.getByText('活动期间购买短信套餐').waitFor();
  expect(await reader.locator('script').count()).toBe(0);
  await reader.locator('.ant-modal-close').click();

  // 通知公告 tab: the list with the type filter.
  await member.getByRole('tab', { name: '通知公告' }).click();
  const pane = member.locator('.ant-tabs-tabpane-active');
  await pane.getByText(NOTICE).waitFor();
  await pane.getByText('共 5 条').waitFor();
  await pane.locator('.ant-select:not(.ant-pagination-options-size-changer)').click();
  await member.locator('.ant-select-item-option').filter({ hasText: '产品发布' }).click();
  await pane.getByText('云仓储 WMS 正式上线，欢迎申请试用').waitFor();
  await pane.getByText(NOTICE).waitFor({ state: 'detached' });
  await pane.locator('.ant-select:not(.ant-pagination-options-size-changer)').click();
  await member.locator('.ant-select-item-option').filter({ hasText: '福利' }).click();
  await pane.getByText(NOTICE).waitFor();
  await pane.getByText('共 2 条').waitFor();
  await screenshot(member, 'announcements-05-notices-tab');

  // Update record detail: the newest has no 下一条; 上一条 steps back and 下一条 forward again.
  await updates.getByText(RECORD).click();
  await member.waitForURL('**/merchant/versionDetail?versionId=*');
  await member.getByRole('heading', { name: RECORD }).waitFor();
  await member.getByText('工作台顶部滚动展示平台公告。').waitFor();
  await member.getByText(/创建时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/).waitFor();
  expect(await member.getByRole('button', { name: /下一条/ }).isDisabled()).toBe(true);
  // The buttons fade from their loading (disabled) look: wait for 上一条 and the transition before the picture.
  await member.getByRole('button', { name: /上一条/ }).and(member.locator(':enabled')).waitFor();
  await member.waitForTimeout(400);
  await screenshot(member, 'announcements-06-version-detail-1440');
  await member.setViewportSize({ width: 1024, height: 768 });
  await screenshot(member, 'announcements-07-version-detail-1024');
  await member.setViewportSize({ width: 1440, height: 900 });
  await member.getByRole('button', { name: /上一条/ }).click();
  await member.getByRole('heading', { name: 'V3.2.1 工作台平台公告' }).waitFor();
  expect(await member.getByRole('button', { name: /下一条/ }).isDisabled()).toBe(false);
  await member.getByRole('button', { name: /刷\s*新/ }).click();
  await member.getByRole('heading', { name: 'V3.2.1 工作台平台公告' }).waitFor();
  await member.getByRole('button', { name: /下一条/ }).click();
  await member.getByRole('heading', { name: RECORD }).waitFor();

  // An unknown id: the spec's message.
  await member.goto(`${app.baseUrl}/merchant/versionDetail?versionId=999999`);
  await member.getByText(/获取更新记录详情失败!/).waitFor();
});
