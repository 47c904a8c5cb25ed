import type { Page } from 'playwright-core';
import { loginThroughPage, screenshot, typeShanghaiToday } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(240_000);

/**
 * Issue 8's notice gaps in Chromium: the workbench's 最新公告 widget (categories shown in the widget, the member's
 * visible scope, the reading dialog); the 通知公告 and 日程 feature switches taking the widget and the calendar away
 * (and /noticeManager saying why) and bringing them back; the 通知公告审核 tab of 通知公告设置 — an approver rejects
 * with a reason (the issuer sees 已驳回 in 我创建的) and approves another (its scope then reads it).
 */
let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

const COMPANY = '演示科技有限公司';
const PASSWORD = 'Demo@2026';
const okButton = /确\s*定/;

/** A member's token through the real password grant, for what a test sets up without clicking. */
async function tokenOf(mobile: string): Promise<string> {
  const companies = await (await fetch(`${app.baseUrl}/api/admin/company/selectCompanyByUserName?userName=${mobile}`)).json();
  const tenantId = companies.data.find((c: any) => c.companyName === COMPANY).tenantId;
  const res = await fetch(`${app.baseUrl}/api/auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: mobile, password: PASSWORD, tenantId: String(tenantId), grant_type: 'password' }).toString(),
  });
  return (await res.json()).access_token;
}

async function call(token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${app.baseUrl}${url}`, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  if (json.code !== 2000) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

const tomorrow = () => new Date(Date.now() + 8 * 3600_000 + 86400_000).toISOString().slice(0, 10);
const members = async (token: string) => (await call(token, 'GET', '/api/business/plt-user-notice/userPage?page=1&limit=50')).records as { id: number; name: string }[];
const categoryId = async (token: string, name: string) => ((await call(token, 'GET', '/api/business/plt-notice/findAllByStatus')) as any[]).find((c) => c.noticeType === name).id as number;

async function signIn(mobile: string, path = '/merchant'): Promise<Page> {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, mobile, PASSWORD, COMPANY);
  if (path !== '/merchant') await page.goto(`${app.baseUrl}${path}`);
  return page;
}

const widget = (page: Page) => page.getByTestId('latest-notices');

async function openSettings(page: Page, title: string) {
  await page.goto(`${app.baseUrl}/merchantManagement`);
  await page.getByRole('menuitem', { name: new RegExp(title) }).click();
  await page.locator('.ant-card-head-title').filter({ hasText: title }).first().waitFor();
}

/** Flips a feature switch of a settings section (通知公告功能 / 日程功能) to the wanted state. */
async function setSwitch(page: Page, section: string, name: string, on: boolean) {
  await openSettings(page, section);
  const toggle = page.getByRole('switch', { name });
  // Off while the settings load: wait until the switch shows the company's value.
  await page.locator(`.ant-switch[aria-label="${name}"]:not(.ant-switch-loading)`).waitFor();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) {
    await toggle.click();
    await page.waitForFunction(([label, want]) => document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-checked') === want, [name, String(on)] as const);
  }
}

test('最新公告 on the workbench; the 通知公告 and 日程 switches take the widget and the calendar away and back', async () => {
  const admin = await tokenOf('13800000001');
  const lina = (await members(admin)).find((m) => m.name === '李娜')!;
  const widgetType = await categoryId(admin, '产品更新');
  const otherType = await categoryId(admin, '福利');
  for (const [title, type] of [['ERP 3.2 版本更新说明', widgetType], ['中秋节福利发放', otherType], ['CRM 移动端上线通知', widgetType]] as const) {
    await call(admin, 'POST', '/api/business/plt-user-notice/create', { title, type, openDate: tomorrow(), voList: [{ id: lina.id }], text: `<p>${title}：详情见附件。</p>` });
  }

  // 李娜 (the visible scope) sees the two notices of the widget's category, newest first, and not 福利's.
  const page = await signIn('13800000002');
  const items = widget(page).locator('.ant-list-item');
  await items.first().waitFor();
  await expect(items.allTextContents()).resolves.toEqual([expect.stringContaining('CRM 移动端上线通知'), expect.stringContaining('ERP 3.2 版本更新说明')]);
  await expect(widget(page).getByText('中秋节福利发放').count()).resolves.toBe(0);
  await widget(page).getByText('ERP 3.2 版本更新说明').click();
  const reading = page.locator('.ant-modal').filter({ hasText: 'ERP 3.2 版本更新说明：详情见附件。' });
  await reading.getByText('发布人：张伟').waitFor();
  await page.waitForTimeout(400);
  await screenshot(page, 'workbench-latest-notices-reading-1440');
  await reading.getByRole('button', { name: /关\s*闭/ }).click();
  await reading.waitFor({ state: 'hidden' });
  await screenshot(page, 'workbench-latest-notices-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.waitForTimeout(300);
  await screenshot(page, 'workbench-latest-notices-1024');

  // 王强 is outside the scope: the widget is empty.
  const wang = await signIn('13800000003');
  await widget(wang).getByText('暂无内容').waitFor();

  // The administrator switches both features off in system management; the workbench reloads without them.
  const settings = await signIn('13800000001');
  await setSwitch(settings, '通知公告设置', '通知公告功能', false);
  await setSwitch(settings, '日程设置', '日程功能', false);
  await page.reload();
  // Once the switches are read: no widget, no calendar, and no 通知公告 among the apps.
  await page.locator('[data-feature-switches="loaded"]').waitFor();
  await page.getByText('更新记录').first().waitFor();
  await expect(widget(page).count()).resolves.toBe(0);
  await expect(page.locator('[data-page-block="calendar"]').count()).resolves.toBe(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'workbench-features-off-1440');
  await page.goto(`${app.baseUrl}/noticeManager`);
  await page.getByText('通知公告功能已关闭，请联系管理员在通知公告设置中开启').waitFor();

  // Switched on again: the widget and the calendar are back.
  await setSwitch(settings, '通知公告设置', '通知公告功能', true);
  await setSwitch(settings, '日程设置', '日程功能', true);
  await page.goto(`${app.baseUrl}/merchant`);
  await widget(page).getByText('CRM 移动端上线通知').waitFor();
  await page.locator('[data-page-block="calendar"]').waitFor();
});

test('an approver rejects with a reason (the issuer sees 已驳回) and approves another (its scope reads it)', async () => {
  const admin = await tokenOf('13800000001');
  const approvalType = await categoryId(admin, '产品上线');
  await call(admin, 'POST', '/api/business/plt-notice/update', { id: approvalType, needApproval: 1 });
  // 王强 is no administrator: a role gives him 通知公告设置/审核.
  const role = await call(admin, 'POST', '/api/admin/group/addGroup', { name: '公告审核员', description: '审核通知公告' });
  const wangMember = (await call(admin, 'GET', '/api/admin/userApp/selectAllUser?name=王强')).records[0];
  await call(admin, 'POST', '/api/admin/group/setUsers', { groupId: role.id, userIds: [wangMember.id] });
  await call(admin, 'POST', '/api/admin/group/insertGroupMenu', { groupId: role.id, menuList: ['noticeSetting:audit'] });

  // 李娜 issues a notice in the approval category through /noticeManager.
  const issuer = await signIn('13800000002', '/noticeManager');
  await issuer.getByRole('menuitem', { name: '我创建的' }).click();
  await issuer.getByRole('button', { name: /新建通知公告/ }).click();
  const create = issuer.locator('.ant-modal').filter({ hasText: '新建通知公告' });
  await create.getByPlaceholder('请输入标题').fill('新版报价单模板上线');
  await create.locator('.ant-select').click();
  await issuer.locator('.ant-select-item-option').filter({ hasText: '产品上线（需审核）' }).click();
  await typeShanghaiToday(issuer, create.getByPlaceholder('请选择公示期截止日'));
  await create.getByRole('button', { name: '选择人员' }).click();
  const picker = issuer.getByRole('dialog', { name: '选择可见范围' });
  await picker.locator('tr').filter({ hasText: '张伟' }).locator('.ant-checkbox-input').check();
  await picker.getByRole('button', { name: okButton }).click();
  await picker.waitFor({ state: 'hidden' });
  await create.getByRole('textbox', { name: '正文' }).fill('请各部门自下周起使用新版报价单模板。');
  await create.getByRole('button', { name: /提\s*交/ }).click();
  await issuer.getByText('新建通知公告成功!').waitFor();
  const mine = (title: string) => issuer.locator('tr.ant-table-row').filter({ hasText: title });
  await expect(mine('新版报价单模板上线').textContent()).resolves.toContain('审批中');

  // 王强 opens 通知公告设置 → 通知公告审核 and finds it waiting.
  const approver = await signIn('13800000003');
  await approver.getByText('系统管理', { exact: true }).first().click();
  await approver.waitForURL('**/merchantManagement**');
  await approver.getByRole('menuitem', { name: /通知公告设置/ }).click();
  await approver.getByRole('tab', { name: '通知公告审核' }).click();
  const queue = approver.locator('[data-block-table="approval"]');
  const row = queue.locator('tr.ant-table-row').filter({ hasText: '新版报价单模板上线' });
  await row.waitFor();
  await expect(row.textContent()).resolves.toContain('李娜');
  // 查看 shows the body before deciding.
  await row.getByRole('button', { name: /查\s*看/ }).click();
  const view = approver.locator('.ant-modal:visible').filter({ hasText: '请各部门自下周起使用新版报价单模板。' });
  await view.waitFor();
  await view.locator('.ant-modal-close').click();
  await view.waitFor({ state: 'hidden' });
  await screenshot(approver, 'notice-approval-page-1440');
  await approver.setViewportSize({ width: 1024, height: 800 });
  await approver.waitForTimeout(300);
  await screenshot(approver, 'notice-approval-page-1024');
  await approver.setViewportSize({ width: 1440, height: 900 });

  // 驳回 asks for a reason first.
  await row.getByRole('button', { name: /驳\s*回/ }).click();
  const reject = approver.locator('.ant-modal:visible').filter({ hasText: '驳回通知公告' });
  await reject.getByText('通知公告：新版报价单模板上线').waitFor();
  await reject.getByRole('button', { name: /驳\s*回/ }).click();
  await reject.getByText('请输入驳回原因').waitFor();
  await reject.getByPlaceholder('请输入驳回原因').fill('模板中的税率有误，请核对后重新提交');
  await approver.waitForTimeout(300);
  await screenshot(approver, 'notice-reject-dialog-1440');
  await approver.setViewportSize({ width: 1024, height: 800 });
  await approver.waitForTimeout(300);
  await screenshot(approver, 'notice-reject-dialog-1024');
  await approver.setViewportSize({ width: 1440, height: 900 });
  await reject.getByRole('button', { name: /驳\s*回/ }).click();
  await approver.getByText('驳回成功!').waitFor();
  await row.waitFor({ state: 'detached' });

  // The issuer sees it rejected (4) with the reason.
  await issuer.reload();
  await issuer.getByRole('menuitem', { name: '我创建的' }).click();
  await expect(mine('新版报价单模板上线').textContent()).resolves.toContain('已驳回');
  await mine('新版报价单模板上线').getByText('新版报价单模板上线').click();
  await issuer.locator('.ant-modal').filter({ hasText: '通知公告详情' }).getByText('模板中的税率有误，请核对后重新提交').waitFor();

  // Another one is approved: it is issued and 张伟 (its scope) reads it.
  const linaToken = await tokenOf('13800000002');
  const zhang = (await members(linaToken)).find((m) => m.name === '张伟')!;
  await call(linaToken, 'POST', '/api/business/plt-user-notice/create', { title: '客户回访制度调整', type: approvalType, openDate: tomorrow(), voList: [{ id: zhang.id }], text: '<p>回访周期改为每季度一次。</p>' });
  await approver.reload();
  await approver.getByRole('tab', { name: '通知公告审核' }).click();
  const second = approver.locator('[data-block-table="approval"] tr.ant-table-row').filter({ hasText: '客户回访制度调整' });
  await second.getByRole('button', { name: /通\s*过/ }).click();
  await approver.getByText('确定审核通过通知公告“客户回访制度调整”吗？').waitFor();
  await approver.locator('.ant-modal-confirm').getByRole('button', { name: okButton }).click();
  await approver.getByText('审核通过!').waitFor();
  await second.waitFor({ state: 'detached' });

  const reader = await signIn('13800000001', '/noticeManager');
  await reader.locator('.ant-table-tbody').getByText('客户回访制度调整').waitFor();
  await expect(reader.locator('.ant-table-tbody').getByText('新版报价单模板上线').count()).resolves.toBe(0);
});

test('the inventory area\'s menu root (库存共享 in 权限设置) leads to the workbench, not to a 404', async () => {
  const admin = await tokenOf('13800000001');
  const roots = (await call(admin, 'GET', '/api/admin/user/front/menus')) as { key: string; route: string; children: { key: string }[] }[];
  const inventory = roots.find((root) => root.children.some((entry) => entry.key === 'publishStock'))!;
  const page = await signIn('13800000001');
  await page.goto(`${app.baseUrl}${inventory.route}`);
  await page.getByText('库存共享中心').waitFor();
  await page.locator('[data-feature-switches="loaded"]').waitFor();
  await expect(page.getByText('抱歉，您访问的页面不存在。').count()).resolves.toBe(0);
});
