import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { recordAssets, sum } from '../../bench/web/page-load';
import { loginThroughPage, operatorLoginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

/**
 * The public site in Chromium (issue 30): every route renders its own content after the script hydrates it; the
 * header's Status, dropdowns and — once signed in — 工作台, the greeting and 退出登录; the footer and the service
 * panel's QR code; the carousel and the edition tabs; a mobile browser's bare view; the site's script within
 * 150 KB gzip and none of the console's code; an operator's edit in 站点内容 served on the page.
 * Screenshots at 1,440, 1,024 and 390 px.
 */
jest.setTimeout(240_000);

const PAGES_DIR = path.resolve(__dirname, '../../schemas/site/pages');
const pages = fs.readdirSync(PAGES_DIR).map((name) => JSON.parse(fs.readFileSync(path.join(PAGES_DIR, name), 'utf8')));
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 120_000);
afterAll(() => app.stop());

/** Every console error and failed page script from now on. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);
/** The script has taken the page over: React attached its handlers (a tab or carousel button answers). */
const hydrated = (page: Page) => page.waitForFunction(() => Object.keys(document.getElementById('site')?.firstElementChild ?? {}).some((key) => key.startsWith('__react')));

test('every public route renders its own heading and title, hydrated without an error, fitting 1,440 and 1,024 px', async () => {
  const page = await app.newPage();
  const errors = watchErrors(page);
  // The detail pages need an id that exists: the first app of the catalogue, the first help document.
  const app0 = (await app.server.services.data.rows('AppCatalog').findOne({ order: [['id', 'ASC']], raw: true })) as any;
  const tree = (await (await fetch(`${app.baseUrl}/api/business/plt-help-center-title/selectAll`)).json()).data;
  const ids: Record<string, string> = { '/applicationDetail': `?id=${app0.id}`, '/helpDocument': `?id=${tree[0].children?.[0]?.id ?? tree[0].id}` };
  for (const file of pages) {
    const route = `${file.route}${ids[file.route] ?? ''}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${app.baseUrl}${route}`);
    await hydrated(page);
    await expect(page.title()).resolves.toMatch(/｜云商务平台$/);
    const heading = (await page.locator('h1').first().textContent())?.trim();
    expect(heading?.length).toBeGreaterThan(1);
    await expect(page.locator(`.site-nav li[data-status="${file.nav}"]`).getAttribute('class')).resolves.toBe('active');
    await expect(fitsWidth(page)).resolves.toBe(true);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(fitsWidth(page)).resolves.toBe(true);
    if (['home', 'projectmake', 'applicationMarket', 'marketAbout', 'applicationDetail', 'agreement'].includes(file.id)) {
      await screenshot(page, `site-${file.id}-1024`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await screenshot(page, `site-${file.id}-1440`);
    }
  }
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the header: 产品 lists six products, 服务 two; the carousel and the edition tabs turn; 免费注册 opens a new tab', async () => {
  const page = await app.newPage();
  await page.goto(`${app.baseUrl}/`);
  await hydrated(page);
  await page.locator('.site-nav-trigger', { hasText: '产品' }).hover();
  const products = page.locator('.site-nav li[data-status="1"] .site-dropdown a');
  await products.first().waitFor({ state: 'visible' });
  await expect(products.allTextContents()).resolves.toEqual(['云ERP', '云CRM', '工业品商城', '云WMS', '库存共享', '云订货']);
  await screenshot(page, 'site-header-products-1440');
  await page.locator('.site-nav-trigger', { hasText: '服务' }).hover();
  await expect(page.locator('.site-nav li[data-status="2"] .site-dropdown a').allTextContents()).resolves.toEqual(['应用市场', '增值服务']);
  await products.nth(1).isHidden();

  // The home page's tabs: the standard, project and production ERP.
  const tabs = page.locator('.site-tabs button');
  await expect(tabs.count()).resolves.toBeGreaterThanOrEqual(3);
  await tabs.nth(2).click();
  await expect(tabs.nth(2).getAttribute('aria-selected')).resolves.toBe('true');
  await expect(page.locator('.site-tab-panel:visible').count()).resolves.toBe(1);
  // The carousel: a dot shows its slide.
  const dots = page.locator('.site-dots button');
  if ((await dots.count()) > 1) {
    await dots.nth(1).click();
    await expect(page.locator('.site-slide:visible h2').count()).resolves.toBe(1);
  }
  // 免费注册 opens registration in a new tab.
  const [registration] = await Promise.all([page.context().waitForEvent('page'), page.locator('.site-auth a', { hasText: '免费注册' }).click()]);
  await registration.waitForLoadState();
  expect(registration.url()).toContain('/login?index=2');
  await page.context().close();
});

test('the service panel shows the app QR code, WeChat, QQ and mail; the footer its links', async () => {
  const page = await app.newPage();
  await page.goto(`${app.baseUrl}/yuncrm`);
  await hydrated(page);
  await page.locator('.site-service-item', { hasText: 'App' }).hover();
  await page.locator('.site-service-pop svg').first().waitFor({ state: 'visible' });
  await expect(page.locator('.site-service-pop svg path').count()).resolves.toBeGreaterThan(0);
  await screenshot(page, 'site-service-panel-1440');
  for (const name of ['微信', 'QQ', '邮箱']) {
    await page.locator('.site-service-item', { hasText: name }).hover();
    await expect(page.locator('.site-service-item', { hasText: name }).locator('.site-service-pop').isVisible()).resolves.toBe(true);
  }
  const footer = page.locator('.site-footer');
  for (const link of ['用户协议', '隐私政策', '关于我们', '云ERP', '应用市场']) await expect(footer.getByRole('link', { name: link }).count()).resolves.toBe(1);
  // The sign-up forms' agreement links open the same pages.
  const phone = await page.context().newPage();
  await phone.goto(`${app.baseUrl}/phoneRegister`);
  await expect(phone.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).resolves.toBe('/agreement');
  await expect(phone.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).resolves.toBe('/privacy');
  await phone.close();
  await footer.getByRole('link', { name: '隐私政策' }).click();
  await page.waitForURL('**/privacy');
  await expect(page.locator('h1').textContent()).resolves.toContain('隐私政策');
  await page.context().close();
});

test('signed in: 工作台, the greeting by the hour with the name, 返回首页 and 退出登录; the footer under the sign-in page, not the workbench', async () => {
  const page = await app.newPage();
  // The sign-in page shows the site's footer; the workbench does not (spec doc 1 §2).
  await page.goto(`${app.baseUrl}/login`);
  await page.locator('.site-footer').getByRole('link', { name: '用户协议' }).waitFor();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await page.getByText('我的应用').first().waitFor();
  await expect(page.locator('.site-footer').count()).resolves.toBe(0);
  // The console's 返回首页 opens the public home page (a page load: it is the server's).
  await page.locator('header .ant-avatar').hover();
  await page.getByRole('menuitem', { name: '返回首页' }).click();
  // The address is enough: the carousel below says the page is there (its images may still be loading).
  await page.waitForURL(`${app.baseUrl}/`, { waitUntil: 'commit' });
  await page.locator('.site-carousel h1').waitFor();
  await page.goto(`${app.baseUrl}/projectmake`);
  await hydrated(page);
  const greeting = page.locator('.site-greeting');
  await greeting.waitFor();
  await expect(greeting.textContent()).resolves.toMatch(/^(上午好|中午好|下午好|傍晚好|晚上好)，.+/);
  await expect(page.locator('.site-auth a', { hasText: '工作台' }).getAttribute('href')).resolves.toBe('/merchant');
  await page.locator('.site-menu').hover();
  await page.getByRole('link', { name: '返回首页' }).waitFor({ state: 'visible' });
  await screenshot(page, 'site-signed-in-1440');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL(`${app.baseUrl}/`);
  await page.locator('.site-auth a', { hasText: '登录' }).waitFor();
  await expect(page.locator('.site-greeting').count()).resolves.toBe(0);
  await page.context().close();
});

test('a mobile browser gets the bare view at 390 px', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, locale: 'zh-CN', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const route of ['/', '/yuncrm', '/applicationMarket']) {
    await page.goto(`${app.baseUrl}${route}`);
    await hydrated(page);
    await expect(page.locator('.site-header').count()).resolves.toBe(0);
    await expect(page.locator('.site-footer').count()).resolves.toBe(0);
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    await expect(fitsWidth(page)).resolves.toBe(true);
  }
  await screenshot(page, 'site-mobile-390');
  await context.close();
});

test('a public page loads at most 150 KB of gzip JavaScript, none of it the console\'s', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const page = await context.newPage();
  const assets = recordAssets(page, app.server.config.webDir);
  await page.goto(`${app.baseUrl}/projectmake`, { waitUntil: 'networkidle' });
  await hydrated(page);
  const scripts = (await assets()).filter((asset) => asset.type === 'script');
  expect(scripts.map((asset) => asset.path)).toEqual([expect.stringMatching(/^\/site\/site\.[0-9a-f]{12}\.js$/)]);
  expect(scripts[0].encoding).toBe('gzip');
  expect(sum(scripts, 'wireBytes')).toBeLessThanOrEqual(150 * 1024);
  await context.close();
});

test('an operator changes a heading in 站点内容 and the public page shows it', async () => {
  const page = await app.newPage();
  await operatorLoginThroughPage(page, app.baseUrl);
  await page.getByRole('menuitem', { name: /站点内容/ }).click();
  await page.getByPlaceholder('页面标识，如 yuncrm').fill('yunorders');
  await page.getByPlaceholder('页面标识，如 yuncrm').press('Enter');
  const row = page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: '首屏 · 标题', exact: true }) });
  await row.waitFor();
  await screenshot(page, 'site-content-operator-1440');
  await row.getByText('编辑', { exact: true }).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.locator('textarea').first().fill('经销商订货，一部手机搞定');
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await page.getByText('已保存，页面即时生效').waitFor();
  const site = await app.newPage();
  await site.goto(`${app.baseUrl}/yunorders`);
  await expect(site.locator('h1').textContent()).resolves.toBe('经销商订货，一部手机搞定');
  await screenshot(site, 'site-edited-yunorders-1440');
  await site.context().close();
  await page.context().close();
});

test('the help center: a search with hits and one without, a blank one, a video playing in its dialog', async () => {
  const page = await app.newPage();
  const errors = watchErrors(page);
  await page.goto(`${app.baseUrl}/applicationHelpCenter`);
  await hydrated(page);
  await screenshot(page, 'site-help-center-1440');
  // Blank: said on the page, no navigation.
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('alert').filter({ hasText: '请输入关键字' }).waitFor();
  await expect(page.url()).toBe(`${app.baseUrl}/applicationHelpCenter`);
  await page.getByLabel('关键字').fill('短信签名');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.waitForURL('**/applicationHelpCenter?keywords=*');
  await expect(page.locator('.site-help-hits li').count()).resolves.toBeGreaterThan(0);
  await expect(page.locator('.site-help-hits em').first().textContent()).resolves.toBe('短信签名');
  await screenshot(page, 'site-help-search-1440');
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(fitsWidth(page)).resolves.toBe(true);
  await screenshot(page, 'site-help-search-1024');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel('关键字').fill('量子纠缠火箭发动机');
  await page.getByLabel('关键字').press('Enter');
  await page.getByText('没有搜索到结果').waitFor();
  // 教学视频: a card opens the dialog and the video plays.
  await page.goto(`${app.baseUrl}/applicationHelpCenter?type=1`);
  await hydrated(page);
  await page.locator('.site-video-card').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForFunction(() => {
    const video = document.querySelector('.site-dialog video') as HTMLVideoElement | null;
    return !!video && video.readyState >= 2 && video.duration > 0;
  });
  await screenshot(page, 'site-help-video-1440');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a help document: the tree expands and collapses entirely, the content beside it', async () => {
  const page = await app.newPage();
  await page.goto(`${app.baseUrl}/applicationHelpCenter?type=0`);
  await page.locator('.site-help-folders a[href^="/helpDocument"]').first().click();
  await page.waitForURL('**/helpDocument?id=*');
  await hydrated(page);
  const folders = page.locator('.site-doc-tree details');
  const total = await folders.count();
  expect(total).toBeGreaterThan(3);
  // The current document's folder is open, with the document marked.
  await expect(page.locator('.site-doc-tree a[aria-current="page"]').isVisible()).resolves.toBe(true);
  await page.getByRole('button', { name: '全部展开' }).click();
  await expect(page.locator('.site-doc-tree details[open]').count()).resolves.toBe(total);
  await screenshot(page, 'site-help-document-1440');
  await page.getByRole('button', { name: '全部收起' }).click();
  await expect(page.locator('.site-doc-tree details[open]').count()).resolves.toBe(0);
  await expect(page.locator('.site-doc-content h1').textContent()).resolves.toBeTruthy();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole('button', { name: '全部展开' }).click();
  await expect(fitsWidth(page)).resolves.toBe(true);
  await screenshot(page, 'site-help-document-1024');
  await page.context().close();
});
