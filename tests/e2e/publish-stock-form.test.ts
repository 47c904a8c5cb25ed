import type { Page } from 'playwright-core';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { asSystem } from '../../server/context/request-context';

jest.setTimeout(150_000);

/**
 * 发布我的库存 as a new user meets it (issue 27): 新增库存 → 保存 with nothing filled shows the form's messages and
 * raises nothing in the page; a negative price or a fractional quantity stays as typed and is refused with the
 * server's message; a taken 订货号 is refused at its field. A member without the section's grants sees no
 * 新增库存 / 导入库存 and a 暂无权限 state instead of a 403.
 */
let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

const ownRows = async (tenantName: string) =>
  (await asSystem(async () => {
    const company: any = await app.server.services.db.models.Company.findOne({ where: { companyName: tenantName }, raw: true });
    return app.server.services.db.sections.publishStock.findAll({ where: { tenantId: company.id }, raw: true, order: [['id', 'ASC']] });
  })) as any[];

/** Uncaught errors and unhandled rejections of the page, and its console errors. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`console: ${msg.text()}`));
  return errors;
}

async function openPublishDialog(page: Page) {
  const card = page.locator('.ant-card').filter({ hasText: '库存共享中心' });
  await card.getByRole('button', { name: /发布我的库存/ }).click();
  return modal(page, '发布我的库存');
}

/** The open dialog with this title (the add form's dialog lies beside the list's, not inside it). */
const modal = (page: Page, title: string) => page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title').getByText(title, { exact: true }) });

test('新增库存: an empty save shows the messages and nothing else; numbers are refused as typed; a taken 订货号 is refused', async () => {
  const page = await app.newPage();
  const errors = watchErrors(page);
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  const dialog = await openPublishDialog(page);
  await dialog.getByText('共 150 条').waitFor();
  await dialog.getByRole('button', { name: /新增库存/ }).click();
  const form = modal(page, '新增库存');
  await form.getByLabel('品牌').waitFor();
  errors.length = 0; // what the save itself raises
  await form.getByRole('button', { name: /保\s*存/ }).click();
  for (const text of ['请输入品牌', '请输入产品名称', '请输入型号', '请输入订货号', '请输入可用数量']) await form.getByText(text).waitFor();
  // Give a stray rejection time to surface.
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
  await screenshot(page, 'publish-stock-empty-save-1440');

  const before = (await ownRows('演示科技有限公司')).length;
  await form.getByLabel('品牌').fill('测试品牌');
  await form.getByLabel('产品名称').fill('深沟球轴承');
  await form.getByLabel('型号').fill('6204-2RS');
  await form.getByLabel('面价(元)').fill('-1');
  await form.getByLabel('可用数量').fill('1.5');
  await form.getByLabel('订货号').click(); // blur the numbers
  await form.getByText('面价不能小于0').waitFor();
  await form.getByText('可用数量须为整数').waitFor();
  // Not clamped to 0, not rounded to 2.
  await expect(form.getByLabel('面价(元)').inputValue()).resolves.toBe('-1');
  await expect(form.getByLabel('可用数量').inputValue()).resolves.toBe('1.5');
  await form.getByLabel('订货号').fill('NEW-001');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForTimeout(300);
  expect((await ownRows('演示科技有限公司')).length).toBe(before);
  await screenshot(page, 'publish-stock-number-rules-1440');

  // A number the company already has: the server's 409, shown at the field; nothing written.
  const taken = (await ownRows('演示科技有限公司'))[0].itemNo;
  await form.getByLabel('面价(元)').fill('18.5');
  await form.getByLabel('可用数量').fill('10');
  await form.getByLabel('订货号').fill(taken);
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await form.locator('.ant-form-item-explain-error').filter({ hasText: `订货号“${taken}”已存在` }).waitFor();
  expect((await ownRows('演示科技有限公司')).length).toBe(before);
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'publish-stock-taken-item-no-1024');

  // A fresh number saves.
  await form.getByLabel('订货号').fill('NEW-001');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await form.waitFor({ state: 'hidden' });
  expect((await ownRows('演示科技有限公司')).map((r) => r.itemNo)).toContain('NEW-001');
});

test('a member without stock grants sees no 新增库存 / 导入库存 and a no-permission state, and no 403 is asked for', async () => {
  const page = await app.newPage();
  const errors = watchErrors(page);
  const refused: string[] = [];
  page.on('response', (response) => response.status() === 403 && response.url().includes('publishStock') && refused.push(response.url()));
  await loginThroughPage(page, app.baseUrl, '13800000002', 'Demo@2026', '演示科技有限公司');
  await page.locator('.ant-card').filter({ hasText: '库存共享中心' }).getByRole('button', { name: /发布我的库存/ }).waitFor();
  errors.length = 0; // what the dialog raises
  const dialog = await openPublishDialog(page);
  await dialog.getByText('暂无权限').waitFor();
  await dialog.getByText('您还没有“库存共享”的权限，请联系企业管理员在权限设置中开通').waitFor();
  for (const name of ['新增库存', '导入库存', '下载导入模板']) await expect(dialog.getByRole('button', { name }).count()).resolves.toBe(0);
  await expect(dialog.locator('.ant-table').count()).resolves.toBe(0);
  await expect(page.locator('.ant-message-error').count()).resolves.toBe(0);
  await screenshot(page, 'publish-stock-no-grant-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'publish-stock-no-grant-1024');
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
});
