import { Op } from 'sequelize';
import { asSystem, asTenant } from '../../server/context/request-context';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(120_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

/** A token of the account through the real password grant (another session beside the browser's). */
async function tokenOf(mobile: string, password: string, companyName: string): Promise<string> {
  const companies = await (await fetch(`${app.baseUrl}/api/admin/company/selectCompanyByUserName?userName=${mobile}`)).json();
  const tenantId = companies.data.find((c: any) => c.companyName === companyName).tenantId;
  const res = await fetch(`${app.baseUrl}/api/auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: mobile, password, tenantId: String(tenantId), grant_type: 'password' }).toString(),
  });
  return (await res.json()).access_token;
}

const infoStatus = async (token: string) => (await fetch(`${app.baseUrl}/api/admin/user/front/info`, { headers: { Authorization: `Bearer ${token}` } })).status;

test('a member edits the basic info (the header name changes) and changes the password (the old session is refused)', async () => {
  const otherSession = await tokenOf('13800000002', 'Demo@2026', '演示科技有限公司');
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000002', 'Demo@2026', '演示科技有限公司');

  // From the user menu to 个人设置.
  await page.locator('header .ant-avatar').hover();
  await page.getByRole('menuitem', { name: '个人设置' }).click();
  await page.waitForURL('**/settings');
  const name = page.getByLabel('姓名');
  await name.waitFor();
  await page.waitForFunction(() => (document.querySelector('#name') as HTMLInputElement | null)?.value !== '');
  await screenshot(page, 'personal-settings-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'personal-settings-1024');
  await page.setViewportSize({ width: 1440, height: 900 });

  // 基本资料: a new name and hobby, saved; the header greeting shows the name at once.
  await name.fill('');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('请输入姓名').waitFor();
  await name.fill('王小明');
  await page.getByLabel('爱好').fill('登山');
  await page.getByLabel('QQ').fill('12345678');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('修改成功!').first().waitFor();
  await page.locator('header').getByText('王小明').waitFor();
  const row: any = await asSystem(async () => {
    const account: any = await app.server.services.db.models.Account.findOne({ where: { mobile: '13800000002' }, raw: true });
    return app.server.services.db.models.Membership.findOne({ where: { accountId: account.id, tenantId: { [Op.gt]: 0 } }, raw: true });
  });
  expect(row).toMatchObject({ name: '王小明', hobby: '登山', qq: '12345678' });
  await screenshot(page, 'personal-settings-saved');

  // The second route shows the same page.
  await page.goto(`${app.baseUrl}/settingss`);
  await page.getByRole('tab', { name: '账号与密码' }).click();
  await page.getByText('已绑定：13800000002（登录账号）').waitFor();
  await screenshot(page, 'personal-settings-account');

  // 修改密码: the spec's messages, then a change that ends the other session and keeps this one.
  await page.locator('.ant-list-item').filter({ hasText: '登录密码' }).getByRole('button', { name: /修\s*改/ }).click();
  const dialog = page.locator('.ant-modal:visible').filter({ hasText: '修改密码' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.getByText('请输入原密码!').waitFor();
  await dialog.getByText('请输入新密码!').waitFor();
  await dialog.getByLabel('原密码').fill('Demo@2026');
  await dialog.getByLabel('新密码', { exact: true }).fill('Next@2026');
  await dialog.getByLabel('确认新密码').fill('Other@2026');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.getByText('新密码两次输入不一致!').first().waitFor();
  await dialog.getByLabel('确认新密码').fill('Next@2026');
  expect(await infoStatus(otherSession)).toBe(200);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('密码修改成功!').first().waitFor();
  expect(await infoStatus(otherSession)).toBe(401);
  // This browser's session goes on.
  await page.reload();
  await page.locator('header').getByText('王小明').waitFor();
  expect((await tokenOf('13800000002', 'Next@2026', '演示科技有限公司'))?.length).toBeGreaterThanOrEqual(100);
});

test('an expired company: the reminder modal shows its text after a second and closes on 我知道了', async () => {
  const { Company, AppSubscription } = app.server.services.db.models;
  const company: any = await asSystem(() => Company.findOne({ where: { companyName: '示例制造有限公司' }, raw: true }));
  await asSystem(() => Company.update({ trialEndsAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) }, { where: { id: company.id } }));
  await asTenant(company.id, () => AppSubscription.update({ endTime: new Date(Date.now() - 5 * 24 * 3600 * 1000) }, { where: { id: { [Op.gt]: 0 } } }));
  app.server.services.caches.profiles.deletePrefix(`${company.id}:`);

  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13900000001', 'Demo@2026', '示例制造有限公司');
  const modal = page.locator('.ant-modal:visible').filter({ hasText: '到期提醒' });
  await modal.waitFor();
  await modal.getByText(/您的企业试用期已于 \d{4}-\d{2}-\d{2} 到期/).waitFor();
  await screenshot(page, 'expiry-reminder');
  await modal.getByRole('button', { name: '我知道了' }).click();
  await modal.waitFor({ state: 'hidden' });
});
