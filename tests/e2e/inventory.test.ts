import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { Op } from 'sequelize';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { asSystem } from '../../server/context/request-context';

jest.setTimeout(150_000);

/**
 * 库存共享中心 on the workbench: the published stock of both demo companies, searched by product info, batch-searched
 * by order numbers, the summary row totalling the whole result; the 发布我的库存 dialog refusing a bad import row.
 */
let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

const published = async (where: Record<string | symbol, unknown> = {}) =>
  (await asSystem(() => app.server.services.db.sections.publishStock.findAll({ where: { status: 1, ...where }, raw: true, order: [['id', 'ASC']] }))) as any[];
const sum = (rows: any[]) => rows.reduce((total, row) => total + row.availableQty, 0);

async function totals(page: Page) {
  const card = page.locator('.ant-card').filter({ hasText: '库存共享中心' });
  const qty = Number(await card.getByTestId('stock-total-qty').innerText());
  const total = Number(/共 (\d+) 条/.exec(await card.locator('.ant-pagination-total-text').innerText())![1]);
  return { qty, total };
}

async function waitFor(page: Page, expected: { qty: number; total: number }) {
  await page.waitForFunction(
    ([qty, total]) => {
      const card = [...document.querySelectorAll('.ant-card')].find((c) => c.textContent?.includes('库存共享中心'));
      const shown = card?.querySelector('[data-testid="stock-total-qty"]')?.textContent;
      const count = card?.querySelector('.ant-pagination-total-text')?.textContent;
      return shown === String(qty) && count === `共 ${total} 条`;
    },
    [expected.qty, expected.total],
  );
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('search and batch-search the shared stock; the summary row totals the whole result', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000002', 'Demo@2026', '演示科技有限公司');
  const card = page.locator('.ant-card').filter({ hasText: '库存共享中心' });
  await card.getByText('发布我的库存').waitFor();

  const all = await published();
  await waitFor(page, { qty: sum(all), total: all.length });
  // Both companies' published rows, 10 a page.
  await expect(card.locator('.ant-table-tbody tr.ant-table-row').count()).resolves.toBe(10);
  await card.locator('.ant-table-summary').getByText('合计').waitFor();
  await screenshot(page, 'inventory-1440');
  expect(await noOverflow(page)).toBe(true);

  // Product info over brand / name / series.
  await card.getByPlaceholder('品牌/产品名称/系列').fill('轴承');
  await card.getByRole('button', { name: /查\s*询/ }).first().click();
  const bearings = (await published()).filter((r) => [r.brandName, r.goodsName, r.series].some((v) => String(v ?? '').includes('轴承')));
  await waitFor(page, { qty: sum(bearings), total: bearings.length });
  expect((await totals(page)).total).toBeGreaterThan(10);

  // Batch search: three order numbers of the two companies, one per line, and one that does not exist.
  await card.getByRole('button', { name: '重置' }).click();
  await waitFor(page, { qty: sum(all), total: all.length });
  const picked = [all[2], all[150], all[270]];
  await card.getByRole('button', { name: '批量查询' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '批量查询' });
  await dialog.getByLabel('订货号列表').fill(`${picked[0].itemNo}\n${picked[1].itemNo}\n\n${picked[2].itemNo}\nNOPE-404`);
  await dialog.getByRole('button', { name: /查\s*询/ }).click();
  await waitFor(page, { qty: sum(picked), total: 3 });
  const shown = await card.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)').allInnerTexts();
  expect(shown.sort()).toEqual(picked.map((r) => r.itemNo).sort());
  await card.getByText('批量查询：4 个订货号').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await screenshot(page, 'inventory-batch-1440');

  await page.setViewportSize({ width: 1024, height: 800 });
  await card.getByRole('button', { name: '重置' }).click();
  await waitFor(page, { qty: sum(all), total: all.length });
  await screenshot(page, 'inventory-1024');
  expect(await noOverflow(page)).toBe(true);
});

test('发布我的库存: the own rows, and an import with a bad row reports it and imports nothing', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  const card = page.locator('.ant-card').filter({ hasText: '库存共享中心' });
  await card.getByRole('button', { name: /发布我的库存/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '下载导入模板' });
  await dialog.getByText('共 150 条').waitFor();
  await dialog.getByText('已撤回').first().waitFor();

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('库存导入模板');
  sheet.addRow(['品牌', '产品名称', '系列', '型号', '订货号', '面价（元）', '可用数量', 'QQ']);
  sheet.addRow(['博世', '冲击钻', 'GSB系列', 'GSB 600', 'E2E-001', 299, 3, '']);
  sheet.addRow(['博世', '电钻', 'GSB系列', 'GSB 16 RE', 'E2E-002', 399, -2, '']);
  const before = (await published({ itemNo: { [Op.like]: 'E2E-%' } })).length;
  await dialog.locator('input[type=file]').setInputFiles({ name: 'stock.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) });
  await dialog.getByTestId('import-errors').getByText('第3行：可用数量不能小于0').waitFor();
  await dialog.getByText('导入失败：共 1 行有误，未导入任何数据，请修改后重新导入').waitFor();
  expect((await published({ itemNo: { [Op.like]: 'E2E-%' } })).length).toBe(before);
  await screenshot(page, 'inventory-publish-dialog-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'inventory-publish-dialog-1024');
});
