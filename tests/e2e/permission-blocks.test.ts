import type { Page } from 'playwright-core';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

// 权限设置 drawn from schemas/admin/permission.json `ui.blocks` (tabs, block tables, pickers, a tree-check form,
// assignment tables): what the older permission tests do not cover, and both tabs at 1,440 and 1,024 px.

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

const row = (text: string) => page.locator('tr.ant-table-row').filter({ has: page.getByText(text, { exact: true }) });
const dialog = (title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });
const card = (title: string) => page.locator('.ant-card-small').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
const okButton = /确\s*定/;

async function openPermissions() {
  await page.goto(`${baseUrl}/merchantManagement?contentIndex=permission`);
  await row('业务员').waitFor();
}

/** The tables have their rows (no loading overlay) and the pane's entrance has finished, for a screenshot. */
async function settled() {
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  await page.waitForTimeout(400);
}

/** Nothing wider than the window, and no table of the page (dialogs aside) scrolling sideways: nothing is cut. */
async function expectNothingCut(label: string) {
  const layout = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: [...document.querySelectorAll('.ant-layout-content .ant-table-content')].map((el) => el.scrollWidth - el.clientWidth),
  }));
  expect([label, layout.page, layout.tables.filter((overflow) => overflow > 1)]).toEqual([label, 0, []]);
}

test('both tabs at 1,440 and 1,024 px: the cards and tables fit the window', async () => {
  await openPermissions();
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 768 });
    await page.getByRole('tab', { name: '系统权限' }).click();
    await row('张伟').waitFor();
    await settled();
    await expectNothingCut(`系统权限 ${width}`);
    await screenshot(page, `permission-blocks-01-system-${width}`);

    await page.getByRole('tab', { name: '应用权限' }).click();
    await page.getByText('「云ERP标准版」的授权人员（已用 1/10）').waitFor();
    await settled();
    await expectNothingCut(`按应用 ${width}`);
    await screenshot(page, `permission-blocks-02-by-application-${width}`);

    await page.getByText('按人员', { exact: true }).click();
    await page.getByText('「张伟」的授权应用').waitFor();
    await settled();
    await expectNothingCut(`按人员 ${width}`);
    await screenshot(page, `permission-blocks-03-by-person-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a role is edited in its dialog (filled from the row) and deleted after confirmation', async () => {
  await openPermissions();
  await page.getByRole('button', { name: /新增角色/ }).click();
  const create = dialog('新增角色');
  // A new role starts from the field's default 数据范围.
  await create.getByText('全部数据').waitFor();
  await create.getByPlaceholder('请输入角色名称').fill('临时角色');
  await create.getByRole('button', { name: okButton }).click();
  await page.getByText('新增成功!').last().waitFor();

  await row('临时角色').getByRole('button', { name: /编\s*辑/ }).click();
  const edit = dialog('编辑角色');
  await expect(edit.getByPlaceholder('请输入角色名称').inputValue()).resolves.toBe('临时角色');
  await edit.getByPlaceholder('请输入角色描述').fill('只看本部门');
  await edit.locator('.ant-select-selector').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '本部门数据' }).click();
  await screenshot(page, 'permission-blocks-04-edit-role');
  await edit.getByRole('button', { name: okButton }).click();
  await page.getByText('修改成功!').last().waitFor();
  await row('临时角色').getByText('只看本部门').waitFor();

  await row('临时角色').getByRole('button', { name: /删\s*除/ }).click();
  await page.getByText('您正在执删除操作, 是否继续?').waitFor();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: okButton }).click();
  await page.getByText('删除成功!').last().waitFor();
  await row('临时角色').waitFor({ state: 'detached' });
});

test('by application: the app list searches; ticked persons are removed after confirmation and the seats follow', async () => {
  await openPermissions();
  await page.getByRole('tab', { name: '应用权限' }).click();
  const apps = card('应用列表');
  await apps.getByPlaceholder('请输入应用名称').fill('CRM');
  await apps.getByRole('button', { name: /查\s*询/ }).click();
  await apps.locator('tr.ant-table-row').filter({ hasText: '云ERP标准版' }).waitFor({ state: 'detached' });
  await expect(apps.locator('tr.ant-table-row').count()).resolves.toBe(1);
  await row('云CRM').click();
  const members = card('「云CRM」的授权人员（已用 2/5）');
  await members.locator('tr.ant-table-row').filter({ hasText: '王强' }).locator('.ant-checkbox-input').check();
  await members.getByRole('button', { name: '移除人员' }).click();
  await page.getByText('您正在执行移除操作, 是否继续?').waitFor();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: okButton }).click();
  await page.getByText('「云CRM」的授权人员（已用 1/5）').waitFor();
  await expect(row('云CRM').getByText('1/5', { exact: true }).count()).resolves.toBe(1);
  await row('王强').waitFor({ state: 'detached' });
});
