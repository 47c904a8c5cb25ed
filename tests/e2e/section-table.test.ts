import type { Page } from 'playwright-core';
import { loginThroughPage } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

// A section's table (SchemaTable on the one table, src/components/SchemaPage/RecordTable.tsx): the toolbar's 刷新,
// 密度 and 列设置, the selection bar, and that it lists through the section's list operation page by page.

jest.setTimeout(120_000);

let app: ConsoleUnderTest;
let page: Page;

beforeAll(async () => {
  app = await startConsole();
  page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
}, 60_000);
afterAll(() => app.stop());

const userRow = (name: string) => page.locator('tr.ant-table-row').filter({ has: page.getByText(name, { exact: true }) });
const positionHeader = () => page.locator('.ant-table-thead th').filter({ hasText: '职位' });
/** The next list request of the user section (its query string). */
const nextList = () => page.waitForRequest((request) => request.url().includes('/api/admin/user/selectPage')).then((request) => new URL(request.url()).search);

test('刷新 lists the page again; 密度 makes the table compact; 列设置 hides and restores a column', async () => {
  const first = nextList();
  await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=user`);
  await expect(first).resolves.toBe('?page=1&limit=10');
  await userRow('李娜').waitFor();

  const again = nextList();
  await page.locator('.anticon-reload').last().click();
  await expect(again).resolves.toBe('?page=1&limit=10');

  await page.locator('.anticon-column-height').click();
  await page.getByRole('menuitem', { name: '紧凑' }).click();
  await page.locator('.ant-table-small').waitFor();

  await positionHeader().waitFor();
  await page.locator('.anticon-setting').last().click();
  await page.locator('.ant-popover').getByRole('checkbox', { name: '职位' }).uncheck();
  await positionHeader().waitFor({ state: 'detached' });
  await page.locator('.ant-popover').getByText('重置').click();
  await positionHeader().waitFor();
});

test('ticking rows shows 已选择 N 项; 取消选择 clears them', async () => {
  await userRow('李娜').locator('.ant-checkbox-input').check();
  await userRow('王强').locator('.ant-checkbox-input').check();
  await page.getByText('已选择').filter({ hasText: '2' }).waitFor();
  await page.getByText('取消选择').click();
  await expect(page.locator('tr.ant-table-row .ant-checkbox-checked').count()).resolves.toBe(0);
  await expect(page.getByText('取消选择').count()).resolves.toBe(0);
});

test('a search lists page 1 with the filter', async () => {
  await page.getByPlaceholder('请输入用户名').fill('李');
  const searched = nextList();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const query = new URLSearchParams(await searched);
  expect([query.get('page'), query.get('limit'), [...query.values()].includes('李')]).toEqual(['1', '10', true]);
  await userRow('王强').waitFor({ state: 'detached' });
  await expect(page.locator('tr.ant-table-row').count()).resolves.toBe(1);
  await userRow('李娜').waitFor();
});
