/**
 * 电子面单 / 物流查询 figures: GET /api/sms/logisticsController/findAnOrder?selectType (2 waybill, 1 query, else 4 =
 * both) answers {totalCount, usedCount, lessCount} — used is the company's usage records, less what remains of its
 * packs, total their sum — and findAnOrderOrderByDate?selectType the last 30 Shanghai days as [{date, count}],
 * oldest first, days without usage as 0. Counted with the repository's countBy over the record's Shanghai day
 * (`usageDate`), the same SQL on SQLite and MySQL. The permission object is the menu entry of the type asked:
 * electronic for waybills, query for queries, both for 4.
 */
import type { Context } from 'koa';
import { Op } from 'sequelize';
import type { Services } from '../../services';
import type { RouteTable, RouteDoc } from '../../http/route-table';
import { ok } from '../../http/envelope';
import { addDays, shanghaiDay } from '../../engine/calendar-days';
import { COUNTER_OF, USAGE_TYPE, type UsageType } from './logistics-usage';

export const SERIES_DAYS = 30;
const OBJECT_OF: Record<UsageType, string> = { 2: 'electronic', 1: 'query' };

/** The usage types a selectType asks for: 2 waybill, 1 query, anything else both. */
export function typesOf(query: Record<string, unknown>): UsageType[] {
  const value = Array.isArray(query.selectType) ? undefined : Number(query.selectType);
  if (value === USAGE_TYPE.waybill) return [USAGE_TYPE.waybill];
  if (value === USAGE_TYPE.query) return [USAGE_TYPE.query];
  return [USAGE_TYPE.waybill, USAGE_TYPE.query];
}

const objectsOf = (ctx: Context) => typesOf(ctx.query as Record<string, unknown>).map((type) => OBJECT_OF[type]);
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

const SELECT_TYPE_PARAM = { name: 'selectType', in: 'query', schema: { type: 'integer', enum: [1, 2, 4] }, description: '2 电子面单，1 物流查询，其余（4）两者合计' };

const SUMMARY_DOC: RouteDoc = {
  query: [SELECT_TYPE_PARAM],
  data: {
    type: 'object',
    required: ['totalCount', 'usedCount', 'lessCount'],
    properties: {
      totalCount: { type: 'integer', description: '总量（已用 + 剩余）' },
      usedCount: { type: 'integer', description: '已用（用量记录条数）' },
      lessCount: { type: 'integer', description: '剩余（已购套餐余量）' },
    },
  },
};

const SERIES_DOC: RouteDoc = {
  query: [SELECT_TYPE_PARAM],
  data: {
    type: 'array',
    minItems: SERIES_DAYS,
    maxItems: SERIES_DAYS,
    description: `最近${SERIES_DAYS}天（上海时间，含今天），从早到晚，无用量的日期为 0`,
    items: { type: 'object', required: ['date', 'count'], properties: { date: { type: 'string', format: 'date' }, count: { type: 'integer' } } },
  },
};

export function mountLogisticsCountRoutes(table: RouteTable, services: Services) {
  table.add({
    method: 'GET',
    path: '/api/sms/logisticsController/findAnOrder',
    object: 'request',
    objectsOf,
    action: 'read',
    summary: '电子面单 / 物流查询：总量、已用、剩余',
    openApi: SUMMARY_DOC,
    handler: async (ctx) => {
      const types = typesOf(ctx.query as Record<string, unknown>);
      const usedCount = await services.data.rows('LogisticsUsage').count({ where: { type: { [Op.in]: types } } });
      const account = (await services.data.rows('ServiceAccount').findOne({ attributes: ['waybillCount', 'queryCount'], raw: true })) as any;
      const lessCount = types.reduce((sum, type) => sum + Number(account?.[COUNTER_OF[type]] ?? 0), 0);
      ok(ctx, { totalCount: usedCount + lessCount, usedCount, lessCount });
    },
  });
  table.add({
    method: 'GET',
    path: '/api/sms/logisticsController/findAnOrderOrderByDate',
    object: 'request',
    objectsOf,
    action: 'read',
    summary: `电子面单 / 物流查询：最近${SERIES_DAYS}天每日用量`,
    openApi: SERIES_DOC,
    handler: async (ctx) => {
      const types = typesOf(ctx.query as Record<string, unknown>);
      const today = shanghaiDay();
      const start = addDays(today, -(SERIES_DAYS - 1));
      const groups = await services.data.rows('LogisticsUsage').countBy(['usageDate'], { where: { type: { [Op.in]: types }, usageDate: { [Op.between]: [start, today] } } });
      const counts = new Map(groups.map((group) => [dayOf(group.usageDate), Number(group.count)]));
      const days = Array.from({ length: SERIES_DAYS }, (_, i) => addDays(start, i));
      ok(ctx, days.map((date) => ({ date, count: counts.get(date) ?? 0 })));
    },
  });
}
