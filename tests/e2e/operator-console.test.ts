import path from 'node:path';
import type { Page } from 'playwright-core';
import { asSystem } from '../../server/context/request-context';
import { makePng } from '../support/images';
import { animationsOver, ARTIFACTS, operatorLoginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

// Issue 27 "Found in use": the operator console called the company-only front/info and front/menus on every load;
// 网站模板 showed raw `mobile,miniProgram,onlineEdit` in 支持, edited it as free text, and took images as url text.

jest.setTimeout(120_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

/** Every refused call and every console error of the page, from now on. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

test('the operator console loads from the operator’s own profile and menus: no 403, no console error', async () => {
  const page = await app.newPage();
  const failures = watchFailures(page);
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));

  await operatorLoginThroughPage(page, app.baseUrl);
  await page.getByRole('menuitem', { name: /企业认证审核/ }).waitFor();
  await page.getByText('平台运营', { exact: true }).first().waitFor();
  await page.reload();
  await page.getByRole('menuitem', { name: /网站模板/ }).click();
  await page.locator('.ant-table-row').first().waitFor();
  await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });

  expect(calls).toContain('/api/platform/front/info');
  expect(calls).toContain('/api/platform/front/menus');
  expect(calls.filter((path) => path.startsWith('/api/admin/user/front/'))).toEqual([]);
  expect(failures).toEqual([]);

  // Logging out calls nothing of a company's either.
  await page.locator('header .ant-avatar').hover();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await page.waitForURL('**/login**', { timeout: 15_000 });
  expect(calls).not.toContain('/api/business/plt-user/beforeLoginOut');
  expect(failures).toEqual([]);
});

const png = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: makePng(320, 200, rgb) });
const dialogOf = (page: Page, title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });
const templateNamed = (name: string) => asSystem(async () => (await app.server.services.db.models.WebTemplate.findOne({ where: { name }, raw: true })) as any);

test('网站模板: 支持 shows its labels and is a multi-select; cover and previews are uploaded images', async () => {
  const page = await app.newPage();
  const failures = watchFailures(page);
  await operatorLoginThroughPage(page, app.baseUrl);
  await page.getByRole('menuitem', { name: /网站模板/ }).click();
  const table = page.locator('.ant-table').first();
  await table.locator('.ant-table-row').first().waitFor();
  await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
  // The labels, never the stored values.
  const shown = await table.innerText();
  expect(shown).toMatch(/手机端|小程序|在线编辑/);
  expect(shown).not.toMatch(/mobile|miniProgram|onlineEdit/);
  await screenshot(page, 'operator-web-template-01-table-1440');
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, 'operator-web-template-02-table-1024');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: /新建模板/ }).click();
  const create = dialogOf(page, '新建网站模板');
  await create.getByLabel('模板名称').fill('运营上传模板');
  await create.getByLabel('行业类型').click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: '机械设备' }).click();
  await create.getByLabel('支持').click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: '手机端' }).click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: '在线编辑' }).click();
  await create.getByLabel('价格').fill('66.6');
  await create.locator('.ant-form-item').filter({ hasText: '封面' }).locator('input[type=file]').setInputFiles(png('cover.png', [200, 60, 60]));
  await create.locator('.ant-form-item').filter({ hasText: '封面' }).locator('img').waitFor();
  const previews = create.locator('.ant-form-item').filter({ hasText: '预览图' });
  await previews.locator('input[type=file]').setInputFiles([png('p1.png', [60, 160, 60]), png('p2.png', [60, 60, 200])]);
  await previews.locator('img').nth(1).waitFor();
  await create.getByLabel('模板名称').click();
  // The dialog itself (a full-page capture of an open dialog shifts the fixed header over it).
  await create.locator('.ant-modal-content').screenshot({ path: path.join(ARTIFACTS, 'operator-web-template-03-form-1440.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await create.locator('.ant-modal-content').screenshot({ path: path.join(ARTIFACTS, 'operator-web-template-04-form-1024.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await create.waitFor({ state: 'detached' });

  const saved = await templateNamed('运营上传模板');
  expect(saved).toMatchObject({ support: 'mobile,onlineEdit', type: 3, price: 6660 });
  expect(saved.cover).toMatch(/^\/api\/platform\/storage\/file\/[a-f0-9]{32}\.png$/);
  expect(saved.content.split(',')).toHaveLength(2);

  await page.getByPlaceholder('请输入模板名称').fill('运营上传模板');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: '运营上传模板' });
  await row.waitFor();
  await expect(row.innerText()).resolves.toMatch(/手机端[\s\S]*在线编辑/);
  await page.waitForFunction(() => (document.querySelector('.ant-table-row img') as HTMLImageElement | null)?.naturalWidth === 320);
  await screenshot(page, 'operator-web-template-05-saved');

  // Editing: the labels are selected; removing one and saving keeps the list (and the uploaded cover).
  await row.getByText('编辑', { exact: true }).click();
  const edit = dialogOf(page, '编辑网站模板');
  const onlineEdit = edit.locator('.ant-select-selection-item').filter({ hasText: '在线编辑' });
  await onlineEdit.waitFor();
  await animationsOver(onlineEdit);
  await onlineEdit.locator('.ant-select-selection-item-remove').click();
  await onlineEdit.waitFor({ state: 'detached', timeout: 5_000 });
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await edit.waitFor({ state: 'detached' });
  expect(await templateNamed('运营上传模板')).toMatchObject({ support: 'mobile', cover: saved.cover });
  expect(failures).toEqual([]);
});
