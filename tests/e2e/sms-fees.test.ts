import { asSystem, asTenant } from '../../server/context/request-context';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

/**
 * 费用统计 (/selectedCondition?conent=费用统计, issue 28) in a real browser: 账单 lists the company's bought SMS pack
 * (the seeds settle one like a real payment) and the month picker filters it; 明细 shows the remaining gauge, the
 * remaining count, the service text and 立即购买, which opens the SMS pack's purchase flow.
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

test('费用统计: 账单 with the bought pack and the month picker; 明细 with the gauge and 立即购买 into the purchase flow', async () => {
  const tenantId = ((await asSystem(() => app.server.services.db.models.Company.findOne({ where: { companyName: '演示科技有限公司' }, raw: true }))) as any).id as number;
  const remaining = await asTenant(tenantId, async () => ((await app.server.services.db.models.ServiceAccount.findOne({ raw: true })) as any).smsCount as number);
  const page = await adminPage();
  await page.goto(`${app.baseUrl}/selectedCondition?conent=${encodeURIComponent('费用统计')}`);
  const bills = page.locator('.ant-table-tbody tr.ant-table-row');
  await bills.first().waitFor();
  await page.locator('.ant-table-tbody').getByText('已完成').first().waitFor();
  await screenshot(page, 'sms-fees-bills-1440');

  // A month with no purchase: nothing listed; 重置 lists the pack again.
  const month = page.getByPlaceholder('请选择月份').first();
  await month.click();
  await month.fill('2020-01');
  await month.press('Enter');
  await page.getByRole('button', { name: /查\s*询/ }).first().click();
  await page.getByText('暂无账单').waitFor();
  await page.getByRole('button', { name: /重\s*置/ }).first().click();
  await bills.first().waitFor();

  await page.getByRole('tab', { name: '明细' }).click();
  await page.locator('[data-chart=gauge] canvas').waitFor();
  await page.getByText('适用于所有服务类型的国内文字短信').waitFor();
  await page.locator('[data-statistics=remainingCount]').getByText(remaining.toLocaleString('en-US')).first().waitFor();
  await page.locator('.ant-table-tbody').getByText('使用中').first().waitFor();
  await page.waitForTimeout(1500); // the gauge's needle and figure animate
  await screenshot(page, 'sms-fees-details-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.locator('[data-chart=gauge] canvas').waitFor();
  await page.waitForTimeout(1000);
  await screenshot(page, 'sms-fees-details-1024');

  await page.getByRole('button', { name: /立即购买/ }).click();
  await page.waitForURL(/\/sellApplication\?/);
  await page.getByText(/选择套餐 — /).waitFor();
  expect(await page.getByText('404').count()).toBe(0);
  await screenshot(page, 'sms-fees-buy-1024');
});
