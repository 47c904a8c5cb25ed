import type { Page } from 'playwright-core';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

// Issue 6 §4 "console quality the blocks give every page": section history, 404 inside the console,
// readable tables at 1,024 px with tooltips on long text, bulk delete in one request.

jest.setTimeout(180_000);

let app: ConsoleUnderTest;
let baseUrl: string;
let page: Page;

beforeAll(async () => {
  app = await startConsole();
  ({ baseUrl } = app);
  page = await app.newPage();
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
}, 60_000);
afterAll(() => app.stop());

/** The administrator's bearer token through the real password grant (to create rows for the tests). */
async function adminToken(): Promise<string> {
  const companies = await (await fetch(`${baseUrl}/api/admin/company/selectCompanyByUserName?userName=13800000001`)).json();
  const tenantId = companies.data.find((c: any) => c.companyName === '演示科技有限公司').tenantId;
  const res = await fetch(`${baseUrl}/api/auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: '13800000001', password: 'Demo@2026', tenantId: String(tenantId), grant_type: 'password' }).toString(),
  });
  return (await res.json()).access_token;
}

async function createCategory(noticeType: string, note: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/business/plt-notice/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ noticeType, type: '通知', note }),
  });
  const json = await res.json();
  if (json.code !== 2000) throw new Error(JSON.stringify(json));
  return json.data.id;
}

const row = (text: string) => page.locator('tr.ant-table-row').filter({ has: page.getByText(text, { exact: true }) });
const sectionTitle = (title: string) => page.locator('.ant-card-head-title').filter({ hasText: title });
const selectedMenu = () => page.locator('.ant-menu-item-selected').textContent();
const contentIndex = () => new URL(page.url()).searchParams.get('contentIndex');

test('each section change is a history entry: Back returns to the previous section, reload keeps it', async () => {
  await page.goto(`${baseUrl}/merchant`);
  await page.getByText('系统管理', { exact: true }).first().click();
  await page.waitForURL('**/merchantManagement**');
  await page.getByRole('menuitem', { name: /部门管理/ }).click();
  await sectionTitle('部门管理').waitFor();
  expect(contentIndex()).toBe('depart');
  await page.getByRole('menuitem', { name: /用户管理/ }).click();
  await sectionTitle('用户管理').waitFor();
  expect(contentIndex()).toBe('user');

  await page.goBack();
  await sectionTitle('部门管理').waitFor();
  await sectionTitle('用户管理').waitFor({ state: 'detached' });
  expect(contentIndex()).toBe('depart');
  await expect(selectedMenu()).resolves.toBe('部门管理');

  await page.reload();
  await sectionTitle('部门管理').waitFor();
  await expect(selectedMenu()).resolves.toBe('部门管理');
  await page.locator('tr.ant-table-row').filter({ hasText: '演示科技有限公司' }).waitFor();

  await page.goForward();
  await sectionTitle('用户管理').waitFor();
  // Back twice from 用户管理: 部门管理, then the section the console opened with, still inside the console.
  await page.goBack();
  await sectionTitle('部门管理').waitFor();
  await page.goBack();
  await page.waitForFunction(() => !new URL(location.href).searchParams.get('contentIndex'));
  expect(new URL(page.url()).pathname).toBe('/merchantManagement');
  await expect(selectedMenu()).resolves.toBe('企业信息设置');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/merchant');
});

test('an unknown route and an unknown section show 404 inside the console layout, with a way back to the workbench', async () => {
  await page.goto(`${baseUrl}/nowhere`);
  await page.getByText('抱歉，您访问的页面不存在。').waitFor();
  // The console header: product, navigation and the user's greeting.
  await page.locator('header').getByText('云商务平台').waitFor();
  await page.locator('header').getByText('系统管理').waitFor();
  await page.locator('header').getByText('张伟').waitFor();
  await screenshot(page, '60-not-found-in-console');

  await page.goto(`${baseUrl}/merchantManagement?contentIndex=nosuchsection`);
  await page.getByText('抱歉，您访问的页面不存在。').waitFor();
  await page.getByRole('menuitem', { name: /部门管理/ }).waitFor();
  await expect(page.locator('.ant-menu-item-selected').count()).resolves.toBe(0);
  await screenshot(page, '61-unknown-section');
  // The menu still works from the 404, and the link goes back to the workbench.
  await page.getByRole('menuitem', { name: /部门管理/ }).click();
  await sectionTitle('部门管理').waitFor();
  await page.goBack();
  await page.getByRole('button', { name: '返回工作台' }).click();
  await page.waitForURL((url) => url.pathname === '/merchant');
});

test('bulk delete of two notice categories sends exactly one DELETE request, and both rows go', async () => {
  const first = await createCategory('批量删除甲', '甲');
  const second = await createCategory('批量删除乙', '乙');
  await page.goto(`${baseUrl}/merchantManagement?contentIndex=noticeSetting`);
  await row('批量删除甲').waitFor();
  await row('批量删除乙').waitFor();

  const deletes: string[] = [];
  const onRequest = (request: { method(): string; url(): string }) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  };
  page.on('request', onRequest);
  await row('批量删除甲').locator('input[type=checkbox]').check();
  await row('批量删除乙').locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: '批量删除' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('删除成功!').last().waitFor();
  await row('批量删除甲').waitFor({ state: 'detached' });
  await row('批量删除乙').waitFor({ state: 'detached' });
  page.off('request', onRequest);

  expect(deletes).toHaveLength(1);
  const ids = new URL(deletes[0]).searchParams.get('id')?.split(',').map(Number).sort((a, b) => a - b);
  expect(ids).toEqual([first, second].sort((a, b) => a - b));
  await row('产品更新').waitFor();
});

test('at 1,024 px the user table keeps its columns readable and fits without scrolling (secondary columns hide; issue 27) and long text shows a tooltip', async () => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${baseUrl}/merchantManagement?contentIndex=user`);
  await row('李娜').waitFor();
  const layout = await page.evaluate(() => {
    const headers = [...document.querySelectorAll('.ant-table-thead th')]
      .filter((th) => !th.classList.contains('ant-table-selection-column') && (th.textContent ?? '').trim() !== '')
      .map((th) => ({ title: (th.textContent ?? '').trim(), width: th.getBoundingClientRect().width }));
    const scroller = document.querySelector('.ant-table-content') as HTMLElement;
    return { headers, scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
  });
  expect(layout.headers.map((h) => h.title)).toEqual(expect.arrayContaining(['用户名', '云账号', '所属部门', '加入时间', '操作']));
  for (const header of layout.headers) expect([header.title, header.width >= 100]).toEqual([header.title, true]);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
  await screenshot(page, '62-users-1024');

  const longNote = `这是一段很长的备注，${'用来检查表格里的长文本会被省略并在悬停时显示完整内容，'.repeat(4)}结束`;
  await createCategory('长备注分类', longNote);
  await page.goto(`${baseUrl}/merchantManagement?contentIndex=noticeSetting`);
  const cell = row('长备注分类').locator('.ant-typography-ellipsis').filter({ hasText: '这是一段很长的备注' });
  await cell.waitFor();
  const box = await cell.boundingBox();
  expect(box!.width).toBeLessThan(400);
  await cell.hover();
  const tooltip = page.locator('.ant-tooltip:visible .ant-tooltip-inner');
  await tooltip.waitFor();
  await expect(tooltip.textContent()).resolves.toBe(longNote);
  await screenshot(page, '63-notice-tooltip-1024');
  await page.setViewportSize({ width: 1440, height: 900 });
});
