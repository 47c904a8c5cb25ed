import type { Page } from 'playwright-core';
import { heavyCodeIn } from '../../bench/web/heavy-code';
import { recordAssets, sum, type Asset } from '../../bench/web/page-load';
import { AIMS } from '../../bench/web/report';
import { loginThroughPage } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

// Issue 7 §2 "a light web app": what /login downloads, measured in bytes (not time), gzip as the browser received it.

jest.setTimeout(120_000);

let app: ConsoleUnderTest;

beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

/** A fresh context (empty cache) that asks for gzip only, so what crossed the wire is the aim's unit. */
async function gzipOnlyPage(): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  return context.newPage();
}

async function load(page: Page, path: string, ready: () => Promise<void>): Promise<Asset[]> {
  const assets = recordAssets(page, app.server.config.webDir);
  await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForLoadState('networkidle');
  return assets();
}

test(`/login transfers at most ${AIMS.loginKb} KB of gzip JS+CSS, and no ProComponents, echarts, rjsf or console chunk`, async () => {
  const page = await gzipOnlyPage();
  const assets = await load(page, '/login', () => page.getByPlaceholder('手机号').waitFor());
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((asset) => asset.type === 'script').every((asset) => asset.encoding === 'gzip')).toBe(true);
  expect(sum(assets, 'wireBytes')).toBeLessThanOrEqual(AIMS.loginKb * 1024);
  expect(heavyCodeIn(assets)).toEqual([]);
  await page.context().close();
});

test('the other public pages load no ProComponents, echarts, rjsf or console chunk either', async () => {
  for (const path of ['/register', '/phoneRegister', '/registerStep']) {
    const page = await gzipOnlyPage();
    const assets = await load(page, path, () => page.locator('form').first().waitFor());
    expect([path, heavyCodeIn(assets)]).toEqual([path, []]);
    await page.context().close();
  }
});

test('the same check sees the console: a signed-in system management page loads its area chunk', async () => {
  const page = await gzipOnlyPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  const assets = await load(page, '/merchantManagement?contentIndex=user', () => page.locator('tr.ant-table-row').first().waitFor());
  expect(heavyCodeIn(assets)).toContainEqual(expect.stringMatching(/^console chunk \/p__merchantManagement__index\./));
  await page.context().close();
});
