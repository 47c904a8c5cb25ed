/**
 * POST /api/sms/send: a company's own systems send SMS with an API key (no session). The key names the company; the
 * template (by code) and the signature must be that company's and approved; the parameters fill the template's
 * variables; then each mobile is one message (sms-messages.ts), rate limited per key and per mobile.
 */
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { asTenant } from '../../context/request-context';
import { badRequest, conflict, ok } from '../../http/envelope';
import { fillTemplate, readSendInput, type SendInput } from './sms-send-input';
import { sendingKey } from './sms-send-key';
import { NO_SMS_LEFT, SEND_STATUS, sendMessage, type MessageOutcome } from './sms-messages';
import { SMS_SEND_DOC } from './sms-send-docs';

const APPROVED = 2;

/** The company's template by code and its signature (the one named, else its first approved one), both approved. */
async function approvedTemplateAndSign(services: Services, input: SendInput) {
  const template = (await services.data.section('templateManager').findOne({ where: { templateCode: input.templateCode }, raw: true })) as any;
  if (!template) throw badRequest('模板编号不存在', ['templateCode']);
  if (Number(template.status) !== APPROVED) throw conflict('模板未审核通过，不能发送');
  const sign = (await services.data.section('signatureManage').findOne({
    where: { status: APPROVED, ...(input.signName ? { name: input.signName } : {}) },
    order: [['id', 'ASC']],
    attributes: ['name'],
    raw: true,
  })) as any;
  if (!sign) throw conflict(input.signName ? `签名“${input.signName}”不存在或未审核通过` : '没有审核通过的短信签名，请先提交签名并等待审核');
  return { template, signName: String(sign.name) };
}

export function mountSmsSendRoute(table: RouteTable, services: Services) {
  table.add({
    method: 'POST',
    path: '/api/sms/send',
    object: 'public',
    action: 'send',
    summary: '发送短信（接口密钥，X-Api-Key）',
    openApi: SMS_SEND_DOC,
    handler: async (ctx) => {
      const key = await sendingKey(ctx, services);
      const input = readSendInput(ctx.request.body);
      await asTenant(key.tenantId, async () => {
        const { template, signName } = await approvedTemplateAndSign(services, input);
        const content = `【${signName}】${fillTemplate(template, input.params)}`;
        for (const mobile of input.mobiles) await services.limits.hit('smsSend', `key-${key.id}`, mobile);
        const params = Object.fromEntries(Object.entries(input.params).map(([name, value]) => [name, String(value).trim()]));
        const message = { content, templateName: template.templateName, templateCode: template.templateCode, signName, params, apiKeyId: key.id, crtUserId: key.ownerId, crtUserName: key.ownerName };
        const records: MessageOutcome[] = [];
        for (const mobile of input.mobiles) records.push(await sendMessage(services, { ...message, mobile }));
        const count = (status: number | null) => records.filter((record) => record.status === status).length;
        const refused = count(null);
        if (refused === records.length) throw conflict(NO_SMS_LEFT);
        await services.data.section('apiKey').update({ lastUsedTime: new Date() }, { where: { id: key.id } });
        const sent = count(SEND_STATUS.success);
        ok(ctx, { sent, failed: count(SEND_STATUS.failure), refused, records }, refused ? `已发送${sent}条，${refused}条${NO_SMS_LEFT}` : '发送成功');
      });
    },
  });
}
