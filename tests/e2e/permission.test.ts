import type { Page } from 'playwright-core';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(180_000);

let app: ConsoleUnderTest;
let baseUrl: string;

beforeAll(async () => {
  app = await startConsole();
  ({ baseUrl } = app);
}, 60_000);
afterAll(() => app.stop());

const newPage = () => app.newPage();

/** The API with a token of its own, for what the users page would do (giving a member a role). */
async function apiAs(mobile: string, tenantName: string) {
  const companies = await (await fetch(`${baseUrl}/api/admin/company/selectCompanyByUserName?userName=${mobile}`)).json();
  const tenantId = companies.data.find((c: any) => c.companyName === tenantName).tenantId;
  const token = await fetch(`${baseUrl}/api/auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: mobile, password: 'Demo@2026', tenantId: String(tenantId), grant_type: 'password' }).toString(),
  }).then((r) => r.json());
  const headers = { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' };
  return {
    get: (url: string) => fetch(baseUrl + url, { headers }).then((r) => r.json()),
    post: (url: string, body: unknown) => fetch(baseUrl + url, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json()),
  };
}

const row = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ has: page.getByText(text, { exact: true }) });
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });
const okButton = /确\s*定/;

async function openSection(page: Page, title: string) {
  await page.getByText('系统管理', { exact: true }).first().click();
  await page.waitForURL('**/merchantManagement**');
  await page.getByRole('menuitem', { name: new RegExp(title) }).click();
}

test('the administrator creates a role with only 部门管理; the member given it sees only 部门管理', async () => {
  const page = await newPage();
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await openSection(page, '权限设置');
  await row(page, '张伟').waitFor();
  await row(page, '业务员').waitFor();
  // The built-in role offers no edit, permission setting or delete.
  await expect(row(page, '系统管理员').getByRole('button').count()).resolves.toBe(0);
  await screenshot(page, 'permission-01-system');

  await page.getByRole('button', { name: /新增角色/ }).click();
  const form = dialog(page, '新增角色');
  await form.getByRole('button', { name: okButton }).click();
  await form.getByText('请输入角色名称').waitFor();
  await form.getByPlaceholder('请输入角色名称').fill('部门管理员');
  await form.getByPlaceholder('请输入角色描述').fill('只管理部门');
  await form.getByRole('button', { name: okButton }).click();
  await page.getByText('新增成功!').last().waitFor();
  await row(page, '部门管理员').waitFor();

  await row(page, '部门管理员').getByRole('button', { name: '设置权限' }).click();
  const grant = dialog(page, '设置权限');
  await grant.locator('.ant-tree-treenode').filter({ hasText: '部门管理' }).locator('.ant-tree-checkbox').click();
  await screenshot(page, 'permission-02-set-menus');
  await grant.getByRole('button', { name: okButton }).click();
  await page.getByText('操作成功!').first().waitFor();
  await grant.waitFor({ state: 'hidden' });
  await row(page, '部门管理员').getByText('部门管理', { exact: true }).waitFor();
  await screenshot(page, 'permission-03-role-granted');

  // Giving the role to 王强 is the users page's job (its role ticks); here through the API.
  const adminApi = await apiAs('13800000001', '演示科技有限公司');
  const roles = await adminApi.get('/api/admin/group/list?limit=100');
  const role = roles.data.records.find((r: any) => r.name === '部门管理员');
  const members = await adminApi.get('/api/admin/userApp/selectAllUser?limit=100');
  const wang = members.data.records.find((m: any) => m.name === '王强');
  expect((await adminApi.post('/api/admin/group/setUsers', { groupId: role.id, userIds: [wang.id] })).code).toBe(2000);

  const member = await newPage();
  await loginThroughPage(member, baseUrl, '13800000003', 'Demo@2026', '演示科技有限公司');
  await member.getByText('系统管理', { exact: true }).first().click();
  await member.waitForURL('**/merchantManagement**');
  await member.getByRole('menuitem', { name: /部门管理/ }).waitFor();
  await row(member, '演示科技有限公司').waitFor();
  const entries = await member.locator('.ant-menu-item').allTextContents();
  expect(entries.map((t) => t.trim())).toEqual(['部门管理']);
  await screenshot(member, 'permission-04-member-only-departments');
});

test('system administrators: add one through the member picker, remove after confirmation', async () => {
  const page = await newPage();
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await openSection(page, '权限设置');
  await row(page, '张伟').waitFor();
  await page.getByRole('button', { name: /添加管理员/ }).click();
  const picker = dialog(page, '添加系统管理员');
  await picker.getByRole('button', { name: okButton }).click();
  await page.getByText('请选择您要添加数据!').last().waitFor();
  await row(page, '李娜').locator('.ant-checkbox-input').check();
  await screenshot(page, 'permission-05-admin-picker');
  await picker.getByRole('button', { name: okButton }).click();
  await page.locator('.ant-card').filter({ hasText: '系统管理员' }).first().locator('tr.ant-table-row').filter({ hasText: '李娜' }).waitFor();

  const admins = page.locator('.ant-card').filter({ has: page.getByText('添加管理员') });
  await admins.locator('tr.ant-table-row').filter({ hasText: '李娜' }).getByRole('button', { name: /移\s*除/ }).click();
  await page.getByText('您正在执行移除操作, 是否继续?').waitFor();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: okButton }).click();
  await admins.locator('tr.ant-table-row').filter({ hasText: '李娜' }).waitFor({ state: 'detached' });
  await expect(admins.locator('tr.ant-table-row').filter({ hasText: '张伟' }).getByRole('button', { name: /移\s*除/ }).count()).resolves.toBe(0);
});

test('application permissions by application and by person', async () => {
  const page = await newPage();
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await openSection(page, '权限设置');
  await page.getByRole('tab', { name: '应用权限' }).click();
  await row(page, '云CRM').click();
  await page.getByText('「云CRM」的授权人员（已用 2/5）').waitFor();
  await row(page, '李娜').waitFor();
  await page.getByRole('button', { name: '移除人员' }).click();
  await page.getByText('请选择你要移除的数据!').last().waitFor();
  await page.getByRole('button', { name: '添加人员' }).click();
  const picker = dialog(page, '添加人员');
  await picker.locator('tr.ant-table-row').filter({ hasText: '张伟' }).locator('.ant-checkbox-input').check();
  await picker.getByRole('button', { name: okButton }).click();
  await picker.waitFor({ state: 'hidden' });
  await page.getByText('「云CRM」的授权人员（已用 3/5）').waitFor();
  await screenshot(page, 'permission-06-by-application');

  await page.getByText('按人员').click();
  await row(page, '王强').click();
  await page.getByText('「王强」的授权应用').waitFor();
  await page.getByRole('button', { name: '添加应用' }).click();
  const apps = dialog(page, '添加应用');
  await apps.locator('tr.ant-table-row').filter({ hasText: '企业建站' }).locator('.ant-checkbox-input').check();
  await screenshot(page, 'permission-07-add-application');
  await apps.getByRole('button', { name: okButton }).click();
  await apps.waitFor({ state: 'hidden' });
  await page.locator('.ant-card').filter({ hasText: '「王强」的授权应用' }).locator('tr.ant-table-row').filter({ hasText: '企业建站' }).waitFor();
  await screenshot(page, 'permission-08-by-person');
});

test('the applications grid: 进入 only for apps in use, opening the app in a new window', async () => {
  const page = await newPage();
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await openSection(page, '应用管理');
  const card = (name: string) => page.locator(`[data-app="${name}"]`);
  await card('云ERP标准版').waitFor();
  await card('云WMS').getByText('已过期').waitFor();
  await card('云订货').getByText('已停用').waitFor();
  await expect(card('云WMS').getByRole('button', { name: /进\s*入/ }).isDisabled()).resolves.toBe(true);
  await expect(card('云订货').getByRole('button', { name: /进\s*入/ }).isDisabled()).resolves.toBe(true);
  await expect(card('云ERP标准版').getByRole('button', { name: /进\s*入/ }).isEnabled()).resolves.toBe(true);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-app] img')].every((img) => (img as HTMLImageElement).naturalWidth > 0));
  await screenshot(page, 'application-01-grid');

  const [opened] = await Promise.all([page.context().waitForEvent('page'), card('云ERP标准版').getByRole('button', { name: /进\s*入/ }).click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe('/apps/MSA1001');
  await opened.getByText('云ERP标准版', { exact: true }).waitFor();
  await screenshot(opened, 'application-02-entered');

  await card('云CRM').getByRole('button', { name: /详\s*情/ }).click();
  await dialog(page, '应用详情').getByText('线索管理').waitFor();
  await screenshot(page, 'application-03-detail');
});

test('a member with no authorised menu is refused entry to system management', async () => {
  const page = await newPage();
  await loginThroughPage(page, baseUrl, '13800000002', 'Demo@2026', '演示科技有限公司');
  await page.goto(`${baseUrl}/merchantManagement`);
  await page.getByText('当前用户未授权任何菜单，请联系管理员进行授权操作!').last().waitFor();
  await page.waitForURL((url) => url.pathname === '/merchant');
});
