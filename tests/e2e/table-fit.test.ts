import type { Page } from 'playwright-core';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { coveredHeaders, visibleTables, type TableBox } from './table-headers';

// Tables fit the window (issue 27, "Tables clip"): at 1,440 and 1,024 px no column header lies under the fixed 操作
// column, and at 1,024 px the main columns are inside the table's visible width (the side menu folds to icons, the
// department tree moves into a drawer, secondary columns hide).

jest.setTimeout(180_000);

let app: ConsoleUnderTest;
let page: Page;

beforeAll(async () => {
  app = await startConsole();
  page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
}, 60_000);
afterAll(() => app.stop());

/** The visible table that shows `title`. */
async function tableLayout(title: string) {
  const table = (await visibleTables(page)).find((shown) => shown.headers.some((header) => header.title === title));
  if (!table) throw new Error(`no visible table shows ${title}`);
  return table;
}

const outside = (layout: TableBox, main: string[]) =>
  main.filter((title) => {
    const header = layout.headers.find((shown) => shown.title === title);
    return !header || header.left < layout.visibleLeft - 1 || header.right > layout.visibleRight + 1;
  });

const tables: { name: string; open: () => Promise<void>; anchor: string; main: string[] }[] = [
  {
    name: 'orders',
    open: async () => {
      await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=order`);
    },
    anchor: '订单编号',
    main: ['订单编号', '状态', '下单时间', '支付时间', '操作'],
  },
  {
    name: 'users',
    open: async () => {
      await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=user`);
      await page.locator('tr.ant-table-row').filter({ hasText: '李娜' }).waitFor();
    },
    anchor: '用户名',
    main: ['用户名', '云账号', '工号', '所属部门', '加入时间', '操作'],
  },
  {
    name: 'balance',
    open: async () => {
      await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=balance`);
    },
    anchor: '流水号',
    main: ['流水号', '时间', '类型', '金额', '操作人', '说明'],
  },
  {
    name: 'notice-categories',
    open: async () => {
      await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=noticeSetting`);
    },
    anchor: '分类名字',
    main: ['分类名字', '类型', '状态', '更新时间', '操作'],
  },
  {
    name: 'notice-approval',
    open: async () => {
      await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=noticeSetting`);
      await page.getByRole('tab', { name: '通知公告审核' }).click();
    },
    anchor: '提交时间',
    main: ['标题', '提交时间', '操作'],
  },
];

describe.each([1440, 1024])('at %i px', (width) => {
  test.each(tables.map((table) => [table.name, table] as const))('%s: no header under 操作; main columns in view at 1,024', async (name, table) => {
    await page.setViewportSize({ width, height: 900 });
    await table.open();
    await page.locator('.ant-table-thead th').filter({ hasText: table.anchor }).first().waitFor();
    await page.waitForTimeout(300);
    const layout = await tableLayout(table.anchor);
    await screenshot(page, `table-fit-${name}-${width}`);
    expect(coveredHeaders(layout.headers)).toEqual([]);
    if (width === 1024) expect(outside(layout, table.main)).toEqual([]);
  });
});

test('a table that must still scroll says so; one that fits does not', async () => {
  const hint = page.getByText('表格较宽，可左右滑动查看更多列');
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=order`);
  await page.locator('.ant-table-thead th').filter({ hasText: '订单编号' }).waitFor();
  await page.waitForTimeout(300);
  await expect(hint.count()).resolves.toBe(0);
  await page.setViewportSize({ width: 800, height: 900 });
  await hint.waitFor();
  await screenshot(page, 'table-fit-orders-800');
  await page.setViewportSize({ width: 1440, height: 900 });
  await hint.waitFor({ state: 'detached' });
});
