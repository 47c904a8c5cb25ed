import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { loginThroughPage, operatorLoginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { coveredHeaders, visibleTables } from './table-headers';

// Issue 27, "Tables clip", for every table a menu entry opens: at 1,440 and 1,024 px no column header lies under the
// fixed 操作 column (a table that still scrolls says so and keeps its action column readable). The entries are read
// from the area files, so a section added later is checked too.

jest.setTimeout(600_000);

interface MenuEntry {
  key?: string;
  section?: string;
  page?: string;
  children?: MenuEntry[];
}
const leafKeys = (entries: MenuEntry[]): string[] => entries.flatMap((entry) => (entry.children ? leafKeys(entry.children) : [entry.section ?? entry.page ?? entry.key!]));
const areaEntries = (area: string) => leafKeys(JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas', area, 'area.json'), 'utf8')).menu.items);

/** Each area page and the query parameter naming its open entry (src/pages/<page>/index.tsx). */
const COMPANY_AREAS = [
  { route: '/merchantManagement', param: 'contentIndex', keys: areaEntries('admin') },
  { route: '/selectedCondition', param: 'conent', keys: areaEntries('service') },
  { route: '/merchantAttendance', param: 'index', keys: areaEntries('attendance') },
];
const OPERATOR_AREA = { route: '/operator', param: 'section', keys: areaEntries('platform') };

let app: ConsoleUnderTest;
let company: Page;
let operator: Page;

beforeAll(async () => {
  app = await startConsole();
  company = await app.newPage();
  await loginThroughPage(company, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  operator = await app.newPage();
  await operatorLoginThroughPage(operator, app.baseUrl);
}, 90_000);
afterAll(() => app.stop());

/** Per visible table: the titles of the headers drawn (partly) under its fixed-right 操作 column. */
const coveredOnPage = async (page: Page) => (await visibleTables(page)).flatMap((table) => coveredHeaders(table.headers));

/** Opens each entry at each width; answers `width route?param=key: headers` for every table that clips. */
async function clippedTables(page: Page, area: { route: string; param: string; keys: string[] }) {
  const found: string[] = [];
  let tables = 0;
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    for (const key of area.keys) {
      await page.goto(`${app.baseUrl}${area.route}?${new URLSearchParams({ [area.param]: key })}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      tables += await page.locator('.ant-table-thead').count();
      const covered = await coveredOnPage(page);
      if (covered.length) found.push(`${width} ${area.route}?${area.param}=${key}: ${covered.join(', ')}`);
      await screenshot(page, `table-fit-every-${key}-${width}`);
    }
  }
  return { found, tables };
}

test('no table of a company area has a header under its 操作 column, at 1,440 or 1,024 px', async () => {
  const results = [];
  for (const area of COMPANY_AREAS) results.push(await clippedTables(company, area));
  // The pages were read: tables were drawn (a login that failed would show none).
  expect(results.reduce((sum, result) => sum + result.tables, 0)).toBeGreaterThan(20);
  expect(results.flatMap((result) => result.found)).toEqual([]);
});

test('no table of the operator console has a header under its 操作 column, at 1,440 or 1,024 px', async () => {
  const { found, tables } = await clippedTables(operator, OPERATOR_AREA);
  expect(tables).toBeGreaterThan(10);
  expect(found).toEqual([]);
});
