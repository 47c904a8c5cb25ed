import { asSystem } from '../../server/context/request-context';
import { makePng } from '../support/images';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

/**
 * 服务控制台 (/selectedCondition?conent=…, issue 28) in a real browser: the area's menu with the spec's entries and a
 * back control; 签名管理 adds a signature with its images (a rule the server enforces shows its message first) and
 * lists it 审核中; 模板下载 is the gallery beside the same menu; 服务管理's 服务控制台 opens the service's entry.
 */
jest.setTimeout(180_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 90_000);
afterAll(() => app.stop());

async function adminPage() {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  return page;
}

const signatures = () => asSystem(() => app.server.services.db.sections.signatureManage.findAll({ raw: true })) as Promise<any[]>;

test('签名管理: add a signature with its images; a name with test is refused with its message; the row waits 审核中', async () => {
  const page = await adminPage();
  await page.goto(`${app.baseUrl}/selectedCondition?conent=${encodeURIComponent('签名管理')}`);
  const menu = page.locator('.ant-menu');
  for (const title of ['签名管理', '模板管理', '发送统计', '发送记录', '费用统计', '模板下载', '物流管理']) await menu.getByText(title, { exact: true }).first().waitFor();
  await page.getByRole('button', { name: '返回' }).waitFor();
  await screenshot(page, 'service-console-1440');

  await page.getByRole('button', { name: '添加签名' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '添加签名' });
  await dialog.getByText(/^预计2小时内完成审核/).waitFor();
  await dialog.getByLabel('签名名称').fill('演示test');
  const files = dialog.locator('input[type=file]');
  await files.nth(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: makePng(300, 200) });
  await files.nth(2).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: makePng(300, 200, [30, 160, 60]) });
  await dialog.locator('img').nth(1).waitFor();
  await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
  await page.getByText('签名不能包含test').last().waitFor();
  expect(await signatures()).toHaveLength(0);

  await dialog.getByLabel('签名名称').fill('演示科技');
  await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
  await page.getByText('提交成功，请等待审核').last().waitFor();
  const row = page.locator('tr').filter({ hasText: '演示科技' });
  await row.getByText('审核中').waitFor();
  expect((await signatures()).map((s) => [s.name, s.status])).toEqual([['演示科技', 0]]);
  await screenshot(page, 'service-console-signatures-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await row.getByText('审核中').waitFor();
  await screenshot(page, 'service-console-signatures-1024');
});

test('模板下载 is the gallery beside the menu; another entry opens from the menu and the URL names it', async () => {
  const page = await adminPage();
  await page.goto(`${app.baseUrl}/selectedCondition?conent=${encodeURIComponent('模板下载')}`);
  await page.getByTestId('template-card').first().waitFor();
  await page.locator('.ant-menu').getByText('模板管理', { exact: true }).click();
  await page.getByRole('button', { name: '添加模板' }).waitFor();
  expect(new URL(page.url()).searchParams.get('conent')).toBe('templateManager');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'service-console-templates-1024');
});
