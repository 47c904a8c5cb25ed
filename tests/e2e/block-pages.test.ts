import type { Page } from 'playwright-core';
import { asSystem } from '../../server/context/request-context';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(180_000);

/** 企业信息设置 and 应用管理 as pages of blocks (schemas/admin/company.json, application.json): what the blocks do. */
let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });
const card = (page: Page, name: string) => page.locator(`[data-app="${name}"]`);
const subscription = async (name: string) => {
  const { AppCatalog, AppSubscription } = app.server.services.db.models;
  return asSystem(async () => {
    const catalogue: any = await AppCatalog.findOne({ where: { name }, raw: true });
    return (await AppSubscription.findAll({ where: { appId: catalogue.id }, raw: true })) as any[];
  });
};

/**
 * 确定 in the confirmation that asks `question`, then waits for it to close: a confirmation still closing after the
 * call it confirmed would otherwise take the next confirmation's click (CI failure: 启用 was never sent).
 */
async function confirm(page: Page, question: string) {
  const modal = page.locator('.ant-modal-confirm').filter({ hasText: question });
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await modal.waitFor({ state: 'detached' });
}

async function openSection(page: Page, key: string, width = 1440) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${app.baseUrl}/merchantManagement?contentIndex=${key}`);
}

test('应用管理: a card disables and enables its app after confirmation; 详情 shows the catalogue entry and the subscription', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await openSection(page, 'application');
  await card(page, '云CRM').getByText('使用中').waitFor();
  const crmBefore = (await subscription('云CRM')).map((s) => s.status);

  await card(page, '云CRM').getByRole('button', { name: /停\s*用/ }).click();
  await confirm(page, '停用后企业成员将无法进入「云CRM」，是否继续?');
  await card(page, '云CRM').getByText('已停用').waitFor();
  await expect(card(page, '云CRM').getByRole('button', { name: /进\s*入/ }).isDisabled()).resolves.toBe(true);
  // Only company A's subscription changed (B also subscribes to 云CRM).
  const crmAfter = await subscription('云CRM');
  expect(crmAfter.map((s) => s.status).sort()).toEqual([...crmBefore.filter((s) => s !== 2), 4].sort());

  await card(page, '云CRM').getByRole('button', { name: /启\s*用/ }).click();
  await confirm(page, '确定启用「云CRM」吗?');
  await card(page, '云CRM').getByText('使用中').waitFor();
  expect((await subscription('云CRM')).map((s) => s.status).sort()).toEqual([...crmBefore].sort());

  // Entering a disabled app: the button is disabled, the server's refusal is not needed.
  await expect(card(page, '云订货').getByRole('button', { name: /进\s*入/ }).isDisabled()).resolves.toBe(true);

  await card(page, '云CRM').getByRole('button', { name: /详\s*情/ }).click();
  const detail = dialog(page, '应用详情');
  await detail.getByText('线索管理').waitFor();
  await detail.locator('.ant-descriptions').getByText('使用中').waitFor();
  await detail.locator('.ant-descriptions-row').filter({ hasText: '已用/授权' }).getByText(/^\d+\/5$/).waitFor();
  await page.waitForTimeout(400);
  await screenshot(page, 'blocks-application-detail-1440');
  await detail.locator('.ant-modal-close').click();
  await detail.waitFor({ state: 'hidden' });

  await page.setViewportSize({ width: 1024, height: 800 });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-app] img')].every((img) => (img as HTMLImageElement).naturalWidth > 0));
  await screenshot(page, 'blocks-application-1024');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'blocks-application-1440');
});

test('企业信息设置: the banner and the form share one load; a field beside another keeps its label on the same line', async () => {
  const page = await app.newPage();
  const selectCompany: string[] = [];
  page.on('request', (request) => request.url().includes('/plt-company/selectCompany') && selectCompany.push(request.url()));
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await openSection(page, 'company', 1024);
  await page.getByText('您的企业尚未认证，认证后可享受更多服务。').waitFor();
  await expect(page.getByLabel('企业名称', { exact: true }).inputValue()).resolves.toBe('演示科技有限公司');
  expect(selectCompany).toHaveLength(1);

  const label = await page.locator('label[for="company_update_zipCode"]').boundingBox();
  const input = await page.getByLabel('邮政编码').boundingBox();
  expect(Math.abs(label!.y - input!.y)).toBeLessThan(12);
  expect(label!.x).toBeLessThan(input!.x);
  await screenshot(page, 'blocks-company-1024');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'blocks-company-1440');
});
