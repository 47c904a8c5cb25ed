import type { Browser, Page } from 'playwright-core';
import { asSystem } from '../../server/context/request-context';
import { reviewCertification } from '../../server/modules/admin/company-certification';
import { makePng } from '../support/images';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type BootedServer, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(120_000);

let app: ConsoleUnderTest;
let baseUrl: string;
let browser: Browser;
let server: BootedServer;

beforeAll(async () => {
  app = await startConsole();
  ({ baseUrl, browser, server } = app);
}, 60_000);
afterAll(() => app.stop());

const newPage = () => app.newPage();

const demoCompany = async () => (await asSystem(() => server.services.db.models.Company.findAll({ raw: true }))).find((c: any) => c.companyName.startsWith('演示')) as any;

/** Picks province → city → county in the open cascader. */
async function pickRegion(page: Page, names: string[]) {
  await page.locator('.company-region').click();
  for (const [level, name] of names.entries()) {
    await page.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item').filter({ hasText: new RegExp(`^${name}$`) }).click();
  }
}

test('the administrator edits the company profile, uploads a logo and submits certification', async () => {
  const page = await newPage();
  await loginThroughPage(page, baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await page.getByText('系统管理', { exact: true }).first().click();
  await page.waitForURL('**/merchantManagement**');
  await page.getByRole('menuitem', { name: /企业信息设置/ }).click();
  await page.getByText('您的企业尚未认证，认证后可享受更多服务。').waitFor();
  await expect(page.getByLabel('企业名称', { exact: true }).inputValue()).resolves.toBe('演示科技有限公司');
  await page.locator('.company-region').getByText('浙江省 / 杭州市 / 西湖区').waitFor();
  await screenshot(page, 'company-01-profile');

  // New address with the cascader, then save.
  await pickRegion(page, ['广东省', '深圳市', '南山区']);
  await page.getByLabel('详细地址').fill('科技园南区 8 栋 1201');
  await page.getByLabel('邮政编码').fill('518057');
  await page.getByRole('button', { name: /更\s*新/ }).click();
  await page.getByText('修改成功!').last().waitFor();
  const saved = await demoCompany();
  expect(saved).toMatchObject({ regionCodes: '440000,440300,440305', province: '广东省', city: '深圳市', county: '南山区', address: '科技园南区 8 栋 1201', zipCode: '518057' });

  // The saved form is read again after 修改成功!: wait for it, so the file input below is the one that stays.
  await page.locator('.company-region').getByText('广东省 / 深圳市 / 南山区').waitFor();
  await page.waitForLoadState('networkidle');

  // The browser refuses a file over 2 MB before sending it.
  const logoInput = page.locator('input[type=file]').first();
  await logoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: makePng(160, 38, [200, 30, 30], 2 * 1024 * 1024 + 10) });
  await page.getByText('上传图片大小不能超过 2MB!').last().waitFor();

  // A logo, shown from the server with the session cookie, and saved with 更新.
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng() });
  const logo = page.locator('img[alt="企业LOGO"]');
  await logo.waitFor();
  await page.waitForFunction(() => (document.querySelector('img[alt="企业LOGO"]') as HTMLImageElement | null)?.naturalWidth === 160);
  // The first save's message may still be on screen: wait for this save's own answer.
  const secondSave = page.waitForResponse((res) => res.url().includes('/plt-company/update') && res.request().method() === 'POST');
  await page.getByRole('button', { name: /更\s*新/ }).click();
  expect((await (await secondSave).json()).msg).toBe('修改成功!');
  await page.getByText('修改成功!').first().waitFor();
  expect((await demoCompany()).logo).toMatch(/^\/api\/business\/storage\/file\/\d+\/[a-f0-9]{32}\.png$/);
  await screenshot(page, 'company-02-saved-with-logo');

  // Certification: the rules on an empty submit, then licence + name.
  await page.getByRole('button', { name: '立即认证' }).click();
  const dialog = page.locator('.ant-modal:visible').filter({ hasText: '企业认证' });
  // Checked on blur (spec doc 1 §5), and all at once on submit.
  await dialog.getByLabel('认证企业名称').fill('');
  await dialog.getByLabel('认证企业名称').press('Tab');
  await dialog.getByText('请输入认证企业名称').waitFor();
  await dialog.getByRole('button', { name: '提交认证' }).click();
  await dialog.getByText('请选择上传营业执照').waitFor();
  await dialog.getByLabel('认证企业名称').fill('演示科技有限公司');
  await dialog.getByLabel('认证企业名称').press('Tab');
  await dialog.getByText('请输入认证企业名称').waitFor({ state: 'detached' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: makePng(400, 280, [240, 240, 230]) });
  await dialog.locator('img[alt="营业执照"]').waitFor();
  await dialog.getByText('请选择上传营业执照').waitFor({ state: 'detached' });
  await screenshot(page, 'company-03-certify-dialog');
  await dialog.getByRole('button', { name: '提交认证' }).click();
  await page.getByText('提交成功，请等待审核!').last().waitFor();
  await page.getByText('企业认证资料已提交，正在审核中，请耐心等待。').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await expect(page.getByRole('button', { name: '立即认证' }).count()).resolves.toBe(0);
  await expect(page.getByLabel('企业名称', { exact: true }).isDisabled()).resolves.toBe(true);
  await screenshot(page, 'company-04-awaiting-review');

  // The operator rejects it; the reason is shown, with a link to certify again.
  await reviewCertification(server.services, saved.id, { approve: false, reason: '营业执照照片模糊，请上传清晰的彩色扫描件' });
  await page.reload();
  await page.getByText('企业认证未通过，请修改后重新提交。').waitFor();
  await page.getByText('驳回原因：营业执照照片模糊，请上传清晰的彩色扫描件').waitFor();
  await page.getByRole('button', { name: '重新认证' }).waitFor();
  await screenshot(page, 'company-05-rejected');
});

test('a member who may open the section but is not the main account sees it read-only', async () => {
  const tenantId = (await demoCompany()).id;
  const { Account, Role } = server.services.db.models;
  const wang = await asSystem(() => Account.findOne({ where: { mobile: '13800000003' } }));
  const role = await asSystem(() => Role.create({ tenantId, name: '企业资料查看', description: '' }));
  await server.services.policies.setRoleObjects(tenantId, role.id, ['company']);
  await server.services.policies.setUserRoleIds(tenantId, wang.id, [role.id]);

  const page = await newPage();
  await loginThroughPage(page, baseUrl, '13800000003', 'Demo@2026', '演示科技有限公司');
  await page.goto(`${baseUrl}/merchantManagement?contentIndex=company`);
  await page.getByText('企业认证未通过，请修改后重新提交。').waitFor();
  await expect(page.getByRole('button', { name: /更\s*新/ }).count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: '重新认证' }).count()).resolves.toBe(0);
  await expect(page.getByLabel('详细地址').isDisabled()).resolves.toBe(true);
  await screenshot(page, 'company-06-read-only');
});
