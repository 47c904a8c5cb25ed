import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

jest.setTimeout(120_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 60_000);
afterAll(() => app.stop());

test('the workbench lists my apps in use; clicking one opens it in a new window through the enter call', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000002', 'Demo@2026', '演示科技有限公司');
  const apps = page.getByTestId('my-apps');
  await apps.getByText('云CRM').waitFor();
  // 李娜 may use only 云CRM: the apps of the company she was not given are not offered.
  await expect(apps.getByText('云ERP标准版').count()).resolves.toBe(0);
  await screenshot(page, 'my-apps-member-1440');
  const [opened] = await Promise.all([page.context().waitForEvent('page'), apps.getByText('云CRM').click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe('/apps/MSA1006');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'my-apps-member-1024');
});
