import { asSystem, asTenant } from '../../server/context/request-context';
import { adminToken, callApi } from './admin-api';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

/**
 * 物流管理 in a real browser (issue 28): a waybill issued through the API with a key shows in 电子面单's figures and
 * its 30-day line chart (over the seeded demo days) and in 面单记录; 物流查询 draws its own chart.
 */
jest.setTimeout(180_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 90_000);
afterAll(() => app.stop());

const demoTenant = async () => ((await asSystem(() => app.server.services.db.models.Company.findOne({ where: { companyName: '演示科技有限公司' }, raw: true }))) as any).id as number;
const remaining = async () => asTenant(await demoTenant(), async () => ((await app.server.services.db.models.ServiceAccount.findOne({ raw: true })) as any).waybillCount as number);

test('电子面单: a waybill made with a key shows in the figures, the chart and 面单记录', async () => {
  const token = await adminToken(app.baseUrl);
  const key = await callApi(app.baseUrl, token, 'POST', '/api/sms/api-key/create', { name: '仓储系统' });
  const before = await remaining();
  const res = await fetch(`${app.baseUrl}/api/logistics/waybill`, {
    method: 'POST',
    headers: { 'X-Api-Key': key.secret, 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderNo: 'E2E-ORDER-1', receiverName: '周敏', receiverMobile: '13700000009', address: '杭州市西湖区文三路1号' }),
  });
  const issued = await res.json();
  expect([res.status, issued.msg]).toEqual([200, '电子面单已生成']);
  expect(await remaining()).toBe(before - 1);
  const figures = await callApi(app.baseUrl, token, 'GET', '/api/sms/logisticsController/findAnOrder?selectType=2');

  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await page.goto(`${app.baseUrl}/selectedCondition?conent=${encodeURIComponent('电子面单')}`);
  const stats = page.locator('[data-statistics="figures"]');
  await stats.getByText('剩余').waitFor();
  for (const [title, value] of [['总量', figures.totalCount], ['已用', figures.usedCount], ['剩余', figures.lessCount]]) {
    await stats.locator('.ant-statistic').filter({ hasText: String(title) }).locator('.ant-statistic-content-value').filter({ hasText: String(value) }).waitFor();
  }
  const chart = page.locator('[data-chart="line"]');
  await chart.locator('canvas').waitFor();
  const size = await chart.locator('canvas').boundingBox();
  expect(size!.width).toBeGreaterThan(300);
  expect(size!.height).toBeGreaterThan(200);
  await page.getByText('最近30天电子面单用量').waitFor();
  await page.waitForTimeout(800); // the line's entry animation
  await screenshot(page, 'logistics-electronic-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.waitForTimeout(800);
  expect((await chart.locator('canvas').boundingBox())!.width).toBeLessThan(size!.width);
  await screenshot(page, 'logistics-electronic-1024');

  // Below 1,200 px the menu is icons only: 面单记录 by its address.
  await page.goto(`${app.baseUrl}/selectedCondition?conent=${encodeURIComponent('面单记录')}`);
  const row = page.locator('tr').filter({ hasText: 'E2E-ORDER-1' });
  await row.getByText(issued.data.waybillNo).waitFor();
  await row.getByText('周敏').waitFor();
  await screenshot(page, 'logistics-sheet-1024');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${app.baseUrl}/selectedCondition?conent=${encodeURIComponent('物流查询')}`);
  await page.getByText('最近30天物流查询用量').waitFor();
  await page.locator('[data-chart="line"] canvas').waitFor();
  await page.waitForTimeout(800);
  await screenshot(page, 'logistics-query-1440');
  await page.locator('.ant-menu').getByText('查询记录', { exact: true }).click();
  await page.locator('tr').filter({ hasText: 'YD' }).first().waitFor();
  await screenshot(page, 'logistics-inquiry-1440');
});
