import type { Page } from 'playwright-core';
import { asSystem } from '../../server/context/request-context';
import { makePng } from '../support/images';
import { loginThroughPage, operatorLoginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(120_000);

const REASON = '营业执照照片模糊，请上传清晰的彩色扫描件';

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

const demoCompany = async () =>
  (await asSystem(() => app.server.services.db.models.Company.findAll({ raw: true }))).find((c: any) => c.companyName === '演示科技有限公司') as any;

/** The company's administrator submits certification over the API, as the 企业认证 dialog does (company.test.ts covers the dialog). */
async function submitCertification() {
  const basic = `Basic ${Buffer.from('console:console').toString('base64')}`;
  const form = new URLSearchParams({ username: '13800000001', password: 'Demo@2026', tenantId: String((await demoCompany()).id), grant_type: 'password' });
  const token = (await (await fetch(`${app.baseUrl}/api/auth/oauth/token`, { method: 'POST', headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form })).json()).access_token;
  const auth = { Authorization: `Bearer ${token}` };
  const upload = new FormData();
  upload.append('file', new Blob([new Uint8Array(makePng(400, 280, [240, 240, 230]))], { type: 'image/png' }), 'licence.png');
  const { url } = (await (await fetch(`${app.baseUrl}/api/business/storage/create`, { method: 'POST', headers: auth, body: upload })).json()).data;
  const saved = await (await fetch(`${app.baseUrl}/api/business/plt-company/save`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ companyName: '演示科技有限公司', businessLicense: url }) })).json();
  expect(saved).toMatchObject({ code: 2000, data: { authenticationStatus: 4 } });
}

const operatorLogin = (page: Page) => operatorLoginThroughPage(page, app.baseUrl);

test('a company submits certification; the operator rejects it with a reason; the company sees the reason', async () => {
  await submitCertification();

  const page = await app.newPage();
  // A company account is refused at the operator sign-in with the usual message.
  await page.goto(`${app.baseUrl}/login`);
  await page.getByText('平台运营登录').click();
  await page.getByPlaceholder('手机号').fill('13800000001');
  await page.getByPlaceholder('密码', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByText('用户名或密码错误').last().waitFor();

  await operatorLogin(page);
  await page.getByRole('menuitem', { name: /企业认证审核/ }).waitFor();
  await page.getByText('平台运营', { exact: true }).first().waitFor();
  // The operator has no company: the header offers the operator console, not a workbench or application centre.
  await page.locator('header nav').getByText('运营管理').waitFor();
  expect(await page.locator('header nav').innerText()).not.toMatch(/工作台|应用中心/);
  const row = page.locator('.ant-table-row').filter({ hasText: '演示科技有限公司' });
  await row.waitFor();
  await expect(row.textContent()).resolves.toContain('审核中');
  await expect(row.textContent()).resolves.toContain('张伟');
  // The licence thumbnail comes from the operator's licence route, with the operator's session cookie.
  await page.waitForFunction(() => (document.querySelector('.ant-table-row img[alt="营业执照"]') as HTMLImageElement | null)?.naturalWidth === 400);
  await screenshot(page, 'operator-01-queue-1440');
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, 'operator-02-queue-1024');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Reject: the reason is required (the field's message), then sent.
  await row.getByText('驳回', { exact: true }).click();
  const dialog = page.locator('.ant-modal:visible').filter({ hasText: '驳回认证申请' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.getByText('请填写驳回原因', { exact: true }).waitFor();
  await dialog.getByLabel('驳回原因').fill(REASON);
  await screenshot(page, 'operator-03-reject-dialog');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('已驳回', { exact: true }).last().waitFor();
  await row.waitFor({ state: 'detached' });
  expect((await demoCompany()).authenticationStatus).toBe(2);

  await page.getByRole('tab', { name: '认证未通过' }).click();
  const rejected = page.locator('.ant-table-row').filter({ hasText: '演示科技有限公司' });
  await rejected.waitFor();
  await expect(rejected.textContent()).resolves.toContain(REASON);
  await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
  await screenshot(page, 'operator-04-rejected-tab');

  // The company's administrator sees the reason on 企业信息设置, and cannot open the operator console.
  const company = await app.newPage();
  await loginThroughPage(company, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await company.goto(`${app.baseUrl}/merchantManagement?contentIndex=company`);
  await company.getByText('企业认证未通过，请修改后重新提交。').waitFor();
  await company.getByText(`驳回原因：${REASON}`).waitFor();
  await screenshot(company, 'operator-05-company-sees-reason');
  await company.goto(`${app.baseUrl}/operator`);
  await company.getByText('运营管理仅供平台运营人员使用').waitFor();
});
