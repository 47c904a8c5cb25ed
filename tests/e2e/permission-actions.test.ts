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

const row = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ has: page.getByText(text, { exact: true }) });
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });
const okButton = /确\s*定/;

async function openSection(page: Page, title: string) {
  await page.getByText('系统管理', { exact: true }).first().click();
  await page.waitForURL('**/merchantManagement**');
  await page.getByRole('menuitem', { name: new RegExp(title) }).click();
}

/** The tree node right under a section: its button items follow it in the (fully expanded) tree. */
async function buttonUnder(page: Page, section: string, button: string) {
  const nodes = page.locator('.ant-modal:visible .ant-tree-treenode');
  // A dialog opened again loads its tree again: read the titles once the section's node is there.
  await nodes.filter({ hasText: section }).first().waitFor();
  const titles = (await nodes.allTextContents()).map((t) => t.trim());
  const at = titles.indexOf(section);
  const offset = titles.slice(at + 1).indexOf(button);
  expect([at >= 0, offset >= 0]).toEqual([true, true]);
  return nodes.nth(at + 1 + offset);
}

/** A call with the bearer token the browser holds in its Authorization cookie. */
async function callWithPageToken(page: Page, method: string, url: string, body?: unknown) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Authorization');
  const authorization = decodeURIComponent(cookie?.value ?? '');
  expect(authorization).toMatch(/^Bearer .{100,}$/);
  const res = await fetch(baseUrl + url, { method, headers: { Authorization: authorization, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

test('a role with only 部门管理/查询: its member sees the department tree without 添加子部门/编辑/删除, and the API answers 403', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await openSection(page, '权限设置');
  await row(page, '业务员').waitFor();

  await page.getByRole('button', { name: /新增角色/ }).click();
  const form = dialog(page, '新增角色');
  await form.getByPlaceholder('请输入角色名称').fill('部门查询员');
  await form.getByPlaceholder('请输入角色描述').fill('只看部门');
  await form.getByRole('button', { name: okButton }).click();
  await page.getByText('新增成功!').last().waitFor();

  // 设置权限: only 部门管理 → 查询.
  await row(page, '部门查询员').getByRole('button', { name: '设置权限' }).click();
  const grant = dialog(page, '设置权限');
  await grant.locator('.ant-tree-treenode').filter({ hasText: '新增' }).first().waitFor();
  await (await buttonUnder(page, '部门管理', '查询')).locator('.ant-tree-checkbox').click();
  await expect(grant.locator('.ant-tree-checkbox-checked').count()).resolves.toBe(1);
  await screenshot(page, 'permission-actions-01-dialog-1440');
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, 'permission-actions-02-dialog-1024');
  await page.setViewportSize({ width: 1440, height: 900 });
  await grant.getByRole('button', { name: okButton }).click();
  await page.getByText('操作成功!').last().waitFor();
  await grant.waitFor({ state: 'hidden' });
  await row(page, '部门查询员').getByText('部门管理（查询）', { exact: true }).waitFor();

  // Reopened, the dialog shows the saved grant: 查询 ticked, 部门管理 half ticked.
  await row(page, '部门查询员').getByRole('button', { name: '设置权限' }).click();
  await expect((await buttonUnder(page, '部门管理', '查询')).locator('.ant-tree-checkbox-checked').count()).resolves.toBe(1);
  await expect(grant.locator('.ant-tree-checkbox-indeterminate').count()).resolves.toBe(1);
  await grant.getByRole('button', { name: /取\s*消/ }).click();

  // Given to 李娜 (13800000002) in 用户管理's edit dialog.
  await page.getByRole('menuitem', { name: /用户管理/ }).click();
  await row(page, '李娜').getByText('编辑').click();
  const edit = dialog(page, '编辑用户');
  await page.waitForTimeout(400); // the dialog's opening animation
  await edit.getByText('部门查询员', { exact: true }).click();
  await edit.locator('.ant-checkbox-wrapper-checked').filter({ hasText: '部门查询员' }).waitFor();
  await edit.getByRole('button', { name: okButton }).click();
  await page.getByText('修改成功!').last().waitFor();

  // 李娜 opens 部门管理: the tree table, without the buttons she may not use.
  const member = await app.newPage();
  await loginThroughPage(member, baseUrl, '13800000002', 'Demo@2026', '演示科技有限公司');
  await openSection(member, '部门管理');
  await row(member, '演示科技有限公司').waitFor();
  const entries = await member.locator('.ant-menu-item').allTextContents();
  expect(entries.map((t) => t.trim())).toEqual(['部门管理']);
  await member.getByText('展开全部').click();
  await row(member, '财务部').waitFor();
  for (const title of ['添加子部门', '编辑', '删除', '添加']) {
    await expect(member.getByRole('button', { name: title, exact: true }).count()).resolves.toBe(0);
    await expect(member.locator('tr.ant-table-row').getByText(title, { exact: true }).count()).resolves.toBe(0);
  }
  await screenshot(member, 'permission-actions-03-member-read-only-1440');
  await member.setViewportSize({ width: 1024, height: 768 });
  await screenshot(member, 'permission-actions-04-member-read-only-1024');

  // Her own token: reading works, writing answers 403.
  const tree = await callWithPageToken(member, 'GET', '/api/admin/depart/tree');
  expect(tree.status).toBe(200);
  const root = tree.body.data[0];
  const finance = root.children.find((d: any) => d.name === '财务部');
  const writes = [
    await callWithPageToken(member, 'POST', '/api/admin/depart/addList', [{ name: '越权部门', parentId: root.id }]),
    await callWithPageToken(member, 'PUT', `/api/admin/depart/updateDepart/${finance.id}`, { name: '越权改名' }),
    await callWithPageToken(member, 'DELETE', `/api/admin/depart/delDepart/${finance.id}`),
  ];
  expect(writes.map((w) => [w.status, w.body.msg])).toEqual([
    [403, '您没有权限执行该操作'],
    [403, '您没有权限执行该操作'],
    [403, '您没有权限执行该操作'],
  ]);
  const after = await callWithPageToken(member, 'GET', '/api/admin/depart/tree');
  expect(JSON.stringify(after.body.data)).not.toContain('越权');
});
