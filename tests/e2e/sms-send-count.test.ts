import { asSystem, asTenant } from '../../server/context/request-context';
import { apiKeyHash, apiKeyPrefix, newApiKeySecret } from '../../server/modules/service/api-keys';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

/**
 * 发送统计 (/selectedCondition?conent=发送统计, issue 28) in a real browser: the template filter, 上月 / 本月 / 自定义
 * with the date range shown only for 自定义 (and `请输入时间范围!` without one), and this month's row after a send
 * through POST /api/sms/send with the company's API key.
 */
jest.setTimeout(180_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 90_000);
afterAll(() => app.stop());

/** An approved signature and template and an API key of the company (the audit and key flows have tests of their own). */
async function readyToSend(tenantId: number) {
  const secret = newApiKeySecret();
  await asTenant(tenantId, async () => {
    const { models } = app.server.services.db;
    await models.SmsSign.create({ name: '演示科技', idCardJust: '/f.png', card: '/l.png', status: 2 });
    await models.SmsTemplate.create({ type: 0, templateName: '发货通知', templateCode: 'SMS_E2E_COUNT', templateText: '您的订单${orderNo}已发货', status: 2 });
    await app.server.services.db.sections.apiKey.create({ name: '订单系统', keyPrefix: apiKeyPrefix(secret), keyHash: apiKeyHash(secret), status: 0 });
  });
  return secret;
}

test('发送统计: the period switch shows the range only for 自定义, asks for one, and lists the day of a send', async () => {
  const tenantId = ((await asSystem(() => app.server.services.db.models.Company.findOne({ where: { companyName: '演示科技有限公司' }, raw: true }))) as any).id as number;
  const secret = await readyToSend(tenantId);
  const sent = await fetch(`${app.baseUrl}/api/sms/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Api-Key': secret },
    body: JSON.stringify({ templateCode: 'SMS_E2E_COUNT', mobiles: ['13900001111', '13900002222'], params: { orderNo: 'A1' } }),
  });
  expect(sent.status).toBe(200);

  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await page.goto(`${app.baseUrl}/selectedCondition?conent=${encodeURIComponent('发送统计')}`);
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const row = page.locator('tr.ant-table-row').filter({ hasText: today });
  await row.waitFor();
  expect(await row.locator('td').allInnerTexts()).toEqual([today, '2', '2', '0', '100%']);
  expect(await page.getByPlaceholder('开始日期').count()).toBe(0);
  await screenshot(page, 'sms-send-count-1440');

  // 上月: no sends yet.
  await page.getByText('上月', { exact: true }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByText('暂无发送记录').waitFor();
  expect(await page.getByPlaceholder('开始日期').count()).toBe(0);

  // 自定义: the range appears; without one the form asks for it.
  await page.getByText('自定义', { exact: true }).click();
  await page.getByPlaceholder('开始日期').waitFor();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByText('请输入时间范围!').waitFor();
  await screenshot(page, 'sms-send-count-custom-1440');

  // 重置 returns to 本月; the template filter offers the company's templates.
  await page.getByRole('button', { name: /重\s*置/ }).click();
  expect(await page.getByPlaceholder('开始日期').count()).toBe(0);
  await row.waitFor();
  await page.locator('.ant-select').first().click();
  await page.locator('.ant-select-item-option').filter({ hasText: '发货通知' }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await row.waitFor();
  await page.setViewportSize({ width: 1024, height: 800 });
  await row.waitFor();
  await screenshot(page, 'sms-send-count-1024');
});
