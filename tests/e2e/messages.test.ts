import type { Page } from 'playwright-core';
import { ARTIFACTS, loginThroughPage } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { adminToken, callApi } from './admin-api';
import { asTenant } from '../../server/context/request-context';
import { sendMessages } from '../../server/modules/messages/send-messages';

jest.setTimeout(180_000);

let app: ConsoleUnderTest;

beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

const panel = (page: Page) => page.locator('.message-panel .ant-drawer-content');
const unreadBadge = (page: Page) => page.locator('header a').filter({ hasText: '消息' }).locator('.ant-badge-count');
const items = (page: Page) => panel(page).locator('.ant-list-item');
/** Waits until the panel lists exactly n messages. */
const expectItems = async (page: Page, n: number) => {
  if (n > 0) await items(page).nth(n - 1).waitFor();
  await items(page).nth(n).waitFor({ state: 'detached' });
};
const typeBox = (page: Page, label: string) => panel(page).locator('.ant-checkbox-wrapper').filter({ hasText: label });
/**
 * Hovers 消息 until its dropdown lists `text`. A hover is tried again when the dropdown did not open (CI once saw it
 * never list the welcome message, not reproduced here); the last failure says what the dropdown and the page showed.
 */
async function hoverMessages(page: Page, text: string) {
  const consoleErrors: string[] = [];
  page.on('console', (line) => void (line.type() === 'error' && consoleErrors.push(line.text())));
  const link = page.locator('header a').filter({ hasText: '消息' });
  const dropdown = page.locator('.ant-dropdown:visible');
  for (let attempt = 1; ; attempt += 1) {
    await link.hover();
    try {
      await dropdown.getByText(text).waitFor({ timeout: 10_000 });
      return dropdown;
    } catch (error) {
      if (attempt === 3) {
        const shown = { open: await dropdown.count(), text: await dropdown.allInnerTexts(), toasts: await page.locator('.ant-message').allInnerTexts(), consoleErrors };
        throw new Error(`消息's dropdown never listed ${text}: ${JSON.stringify(shown)}`, { cause: error });
      }
      await page.mouse.move(0, 600);
      await page.waitForTimeout(500);
    }
  }
}
/** The viewport only: the drawer is fixed to it. */
const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png` });

test('a member added by the administrator sees the unread count, opens the panel, marks one and then all read', async () => {
  // The administrator adds a user (the API beside the page): the welcome reminder is generated for the new member.
  const token = await adminToken(app.baseUrl);
  const departs = await callApi(app.baseUrl, token, 'GET', '/api/admin/depart/departList');
  const sales = departs.find((d: any) => d.name === '销售部');
  const added = await callApi(app.baseUrl, token, 'POST', '/api/admin/user/addUser', {
    addType: 0, username: '13700000501', name: '孙消息', password: 'Start@2026', rePassword: 'Start@2026', departId: sales.id,
  });
  // Two to-dos from another producer, through the one call every area uses.
  const tenantId = Number((await callApi(app.baseUrl, token, 'GET', '/api/admin/user/front/info')).tenantId);
  await sendMessages(app.server.services, { tenantId, recipients: [added.accountId], classify: 0, type: '通知公告', title: '公告待审批', content: '《季度安全检查通知》等待您审批' });
  await sendMessages(app.server.services, { tenantId, recipients: [added.accountId], classify: 0, type: '日程', title: '日程邀请', content: '张伟邀请您参加 周一例会（10:00–11:00，三楼会议室）' });

  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13700000501', 'Start@2026', '演示科技有限公司');
  await unreadBadge(page).filter({ hasText: '3' }).waitFor();

  // The merchant navigation's dropdown on hover: the latest unread, a read/unread checkbox, 查看全部.
  const dropdown = await hoverMessages(page, '欢迎加入');
  await dropdown.getByText('查看全部').waitFor();
  await shot(page, 'messages-00-dropdown');
  await dropdown.locator('.ant-checkbox-wrapper').click();
  await dropdown.getByText('暂无内容').waitFor();
  await dropdown.locator('.ant-checkbox-wrapper').click();
  await dropdown.getByText('公告待审批').waitFor();

  // 消息 opens the panel: the member's three unread messages, to-dos and reminders both ticked.
  await page.locator('header a').filter({ hasText: '消息' }).click();
  await panel(page).getByText('欢迎加入').waitFor();
  await panel(page).getByText('公告待审批').waitFor();
  await panel(page).getByText(/演示科技有限公司/).waitFor();
  await expectItems(page, 3);
  await page.waitForTimeout(400); // the drawer's opening animation
  await shot(page, 'messages-01-panel-1440');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.waitForTimeout(300);
  await shot(page, 'messages-02-panel-1024');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The type checkboxes: only reminders.
  await typeBox(page, '待办').click();
  await expectItems(page, 1);
  await panel(page).getByText('欢迎加入').waitFor();
  await typeBox(page, '待办').click();
  await expectItems(page, 3);

  // Mark one.
  await panel(page).locator('.ant-list-item').filter({ hasText: '日程邀请' }).getByRole('button', { name: '标记已读' }).click();
  await page.getByText('标记已读成功!').waitFor();
  await unreadBadge(page).filter({ hasText: '2' }).waitFor();
  await expectItems(page, 2);

  // Mark all, after the confirmation.
  await panel(page).getByRole('button', { name: /全部已读/ }).click();
  await page.locator('.ant-modal-confirm').getByText('是否全部已读?').waitFor();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('设置全部已读成功!').waitFor();
  await panel(page).getByText('暂无内容').waitFor();
  await unreadBadge(page).waitFor({ state: 'detached' });
  await shot(page, 'messages-03-all-read');

  // The read history holds all three.
  await panel(page).locator('.ant-switch').click();
  await panel(page).getByText('欢迎加入').waitFor();
  await expectItems(page, 3);
  await expect(panel(page).getByRole('button', { name: '标记已读' }).count()).resolves.toBe(0);

  // The close icon closes it; a click outside closes it too.
  await page.locator('.message-panel .ant-drawer-close').click();
  await panel(page).waitFor({ state: 'hidden' });
  await page.locator('header a').filter({ hasText: '消息' }).click();
  await panel(page).waitFor();
  await page.mouse.click(100, 500);
  await panel(page).waitFor({ state: 'hidden' });

  // The server agrees: nothing of the member is unread.
  const unread = await asTenant(tenantId, () => app.server.services.db.models.Message.count({ where: { accountId: added.accountId, status: 0 } }));
  expect(unread).toBe(0);
});
