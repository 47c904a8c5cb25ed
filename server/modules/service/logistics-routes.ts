/**
 * POST /api/logistics/waybill and POST /api/logistics/query: usage calls of a company's own systems with an API key
 * (header X-Api-Key, no session; the key names the company, as for POST /api/sms/send). Each takes one of the pack
 * and writes its usage record (logistics-usage.ts), rate limited per key and per company.
 */
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { asTenant } from '../../context/request-context';
import { conflict, ok } from '../../http/envelope';
import { sendingKey } from './sms-send-key';
import { readQueryInput, readWaybillInput } from './logistics-input';
import { NOTHING_LEFT, USAGE_TYPE, newWaybillNo, takeUsage, type UsageType } from './logistics-usage';
import { QUERY_DOC, WAYBILL_DOC } from './logistics-docs';

/** The key (401), the body (400), the rate limits (429), then the key's company takes one `type` or 409 with nothing written. */
async function use(ctx: Context, services: Services, type: UsageType, values: (keyId: number) => Record<string, unknown>, answer: (record: Record<string, any>) => Promise<unknown>) {
  const key = await sendingKey(ctx, services);
  const input = values(key.id);
  await asTenant(key.tenantId, async () => {
    await services.limits.hit('logistics', `key-${key.id}`, `tenant-${key.tenantId}`);
    const record = await takeUsage(services, type, input);
    if (!record) throw conflict(NOTHING_LEFT[type]);
    await services.data.section('apiKey').update({ lastUsedTime: new Date() }, { where: { id: key.id } });
    ok(ctx, await answer(record), type === USAGE_TYPE.waybill ? '电子面单已生成' : '查询成功');
  });
}

export function mountLogisticsRoutes(table: RouteTable, services: Services) {
  table.add({
    method: 'POST',
    path: '/api/logistics/waybill',
    object: 'public',
    action: 'send',
    summary: '生成电子面单（接口密钥，X-Api-Key；扣 1 张电子面单余量）',
    openApi: WAYBILL_DOC,
    handler: async (ctx) => {
      await use(ctx, services, USAGE_TYPE.waybill, (apiKeyId) => ({ ...readWaybillInput(ctx.request.body), waybillNo: newWaybillNo(), apiKeyId }), async (record) => ({
        id: record.id,
        waybillNo: record.waybillNo,
        orderNo: record.orderNo,
        crtTime: record.crtTime,
      }));
    },
  });
  table.add({
    method: 'POST',
    path: '/api/logistics/query',
    object: 'public',
    action: 'send',
    summary: '物流查询（接口密钥，X-Api-Key；扣 1 次物流查询余量）',
    openApi: QUERY_DOC,
    handler: async (ctx) => {
      await use(ctx, services, USAGE_TYPE.query, (apiKeyId) => ({ ...readQueryInput(ctx.request.body), apiKeyId }), async (record) => {
        // No carrier is connected: the answer says what the company's own waybill of that number is, if any.
        const waybill = (await services.data.rows('LogisticsUsage').findOne({
          where: { type: USAGE_TYPE.waybill, waybillNo: record.waybillNo },
          attributes: ['orderNo', 'receiverName', 'crtTime'],
          raw: true,
        })) as any;
        return { id: record.id, waybillNo: record.waybillNo, waybill: waybill ?? null, traces: [] };
      });
    },
  });
}
