import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const ARTIFACTS = path.resolve(__dirname, 'artifacts');

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Today in Asia/Shanghai typed into a date picker and taken with Enter: a click on the panel's 今天 cell could land
 * while the panel opened, and the panel stayed open over the form.
 */
export async function typeShanghaiToday(page: Page, input: ReturnType<Page['locator']>) {
  await input.click();
  await input.fill(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
  await input.press('Enter');
  await page.locator('.ant-picker-dropdown').waitFor({ state: 'hidden' });
}

/** Logs in through the /login page: phone, password, company from the tenant picker. */
export async function loginThroughPage(page: Page, baseUrl: string, mobile: string, password: string, companyName: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('手机号').fill(mobile);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await pickCompany(page, companyName);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/merchant**', { timeout: 15_000 });
}

/** Logs the demo platform operator in through /login's 平台运营登录 (no company picker). */
export async function operatorLoginThroughPage(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByText('平台运营登录').click();
  await page.getByPlaceholder('手机号').fill('18800000000');
  await page.getByPlaceholder('密码', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/operator**', { timeout: 15_000 });
}

/** The tenant picker fills itself from the phone; one company is picked for you, several are offered. */
export async function pickCompany(page: Page, companyName: string) {
  const picker = page.locator('.ant-select').filter({ has: page.locator('.ant-select-selector') }).last();
  await page.waitForFunction(() => !document.querySelector('.ant-select-loading'));
  if ((await picker.textContent())?.includes(companyName)) return;
  await picker.click();
  await page.locator('.ant-select-item-option').filter({ hasText: companyName }).click();
}

/** Ticks 展开全部 in a tree table when it is not ticked. */
export async function expandAll(page: Page) {
  const box = page.locator('label').filter({ hasText: '展开全部' }).locator('input[type=checkbox]');
  if (!(await box.isChecked())) await page.getByText('展开全部').click();
}

/**
 * Waits until the finite animations and transitions of the dialog or drawer holding `locator` (its opening zoom or
 * slide) are over: on a loaded machine a click during them can miss a small target (CI stops 40 and 41). Endless
 * ones (a spinner) are not waited for.
 */
export async function animationsOver(locator: Locator) {
  await locator.evaluate((element) => {
    const root = element.closest('.ant-modal-root, .ant-drawer') ?? element.closest('.ant-modal')?.parentElement ?? element;
    const finite = root.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    return Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
