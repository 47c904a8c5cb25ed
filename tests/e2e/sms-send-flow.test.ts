import { asSystem, asTenant } from '../../server/context/request-context';
import { adminToken, callApi } from './admin-api';
import { loginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';
import { makePng } from '../support/images';

/**
 * Sending for real, as a company's developer meets it (issue 28): 模板管理 adds a template (its code is the server's);
 * 接口密钥 creates a key and shows its secret once;
 * the company's own system sends with it (POST /api/sms/send, X-Api-Key); 发送记录 lists the message and its
 * 详情 shows the text; the list never shows the secret again.
 */
jest.setTimeout(180_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
  const token = await adminToken(app.baseUrl);
  const upload = async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(makePng(300, 200))], { type: 'image/png' }), 'card.png');
    return (await (await fetch(`${app.baseUrl}/api/business/storage/create`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body })).json()).data.url;
  };
  const sign = await callApi(app.baseUrl, token, 'POST', '/api/sms/sms-sign/create', { name: '演示科技', idCardJust: await upload(), card: await upload() });
  // The platform's audit is its own test (sms-audit-flow); here the signature is approved as the operator would.
  await asSystem(() => app.server.services.db.sections.signatureManage.update({ status: 2 }, { where: { id: sign.id } }));
  const company = ((await asSystem(() => app.server.services.db.models.Company.findAll({ raw: true }))) as any[]).find((c) => c.companyName === '演示科技有限公司');
  const accounts = app.server.services.db.models.ServiceAccount;
  await asTenant(company.id, async () => {
    await accounts.bulkCreate([{ smsCount: 0, waybillCount: 0, queryCount: 0 }], { ignoreDuplicates: true });
    await accounts.update({ smsCount: 10 }, { where: {} });
  });
}, 120_000);
afterAll(() => app.stop());

test('a template added in 模板管理 and a key made in 接口密钥 send a message that 发送记录 lists with its details', async () => {
  const page = await app.newPage();
  await loginThroughPage(page, app.baseUrl, '13800000001', 'Demo@2026', '演示科技有限公司');
  await page.goto(`${app.baseUrl}/selectedCondition?conent=${encodeURIComponent('模板管理')}`);
  await page.getByRole('button', { name: '添加模板' }).click();
  const adding = page.getByRole('dialog').filter({ hasText: '添加模板' });
  await adding.getByText('预计2小时内完成审核。审核工作时间：周一至周五 9:00–20:00，周六 9:00–12:00').waitFor();
  await adding.getByText('通知', { exact: true }).click();
  await adding.getByLabel('模板名称').fill('发货通知');
  await adding.getByLabel('模板内容').fill('您的订单${orderNo}已发货，请注意查收。');
  await adding.getByLabel('申请说明').fill('订单发货提醒');
  await screenshot(page, 'sms-template-add-1440');
  await adding.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
  await page.getByText('提交成功，请等待审核').last().waitFor();
  const templateRow = page.locator('tr').filter({ hasText: '发货通知' });
  await templateRow.getByText('审核中').waitFor();
  const template = ((await asSystem(() => app.server.services.db.sections.templateManager.findAll({ raw: true }))) as any[]).find((t) => t.templateName === '发货通知');
  const templateCode = template.templateCode as string;
  expect(templateCode).toMatch(/^SMS_\d{8}$/);
  await templateRow.getByText(templateCode).waitFor();
  await asSystem(() => app.server.services.db.sections.templateManager.update({ status: 2 }, { where: { id: template.id } }));

  await page.locator('.ant-menu').getByText('接口密钥', { exact: true }).click();
  await page.getByRole('button', { name: '创建密钥' }).click();
  const form = page.getByRole('dialog').filter({ hasText: '创建密钥' });
  await form.getByLabel('密钥名称').fill('订单系统');
  await form.getByRole('button', { name: /确\s*定|保\s*存|提\s*交/ }).click();
  const revealed = page.getByRole('dialog').filter({ hasText: '关闭后将无法再次查看' });
  const secret = (await revealed.locator('code').innerText()).trim();
  expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
  await screenshot(page, 'sms-send-key-revealed-1440');
  await revealed.getByRole('button', { name: '我已保存' }).first().click();
  // Closed, the secret is gone from the page, not just hidden.
  await page.getByText(secret).waitFor({ state: 'detached' });
  const keyRow = page.locator('tr').filter({ hasText: '订单系统' });
  await keyRow.getByText('启用').waitFor();
  expect(await page.content()).not.toContain(secret);

  const sent = await fetch(`${app.baseUrl}/api/sms/send`, {
    method: 'POST',
    headers: { 'X-Api-Key': secret, 'Content-Type': 'application/json' },
    body: JSON.stringify({ templateCode, mobiles: ['13912345678'], params: { orderNo: 'SO-1024' } }),
  });
  expect((await sent.json()).data).toMatchObject({ sent: 1, failed: 0, refused: 0 });

  await page.locator('.ant-menu').getByText('发送记录', { exact: true }).click();
  const row = page.locator('tr').filter({ hasText: '13912345678' });
  await row.getByText('成功').waitFor();
  await row.getByText('发货通知').waitFor();
  await screenshot(page, 'sms-send-records-1440');
  await row.getByText('详情').click();
  const detail = page.getByRole('dialog').filter({ hasText: '发送详情' });
  await detail.getByText('【演示科技】您的订单SO-1024已发货，请注意查收。').waitFor();
  await detail.getByText(templateCode).waitFor();
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'sms-send-record-detail-1024');
});
