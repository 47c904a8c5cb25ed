/**
 * 发送统计: GET /api/sms/sms-record/findMessageCount — the company's messages per day (date, count, successCount,
 * loseCount, successRate in whole percent) for 本月 (selectType 0, the default), 上月 (1) or 自定义 (2, with
 * startDate and endDate, `请输入时间范围!` without them), optionally of one templateCode; days with sends, newest
 * first, paged. A module route: the engine's generic list does not group, so the rows are counted with the
 * repository's countBy over the record's Shanghai day (`sendDate`), the same SQL on SQLite and MySQL.
 */
import { Op } from 'sequelize';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { badRequest, ok } from '../../http/envelope';
import { readPaging } from '../../engine/paging';
import { shanghaiDay } from '../../engine/calendar-days';
import { SEND_STATUS } from './sms-messages';

export const SELECT_TYPE = { thisMonth: 0, lastMonth: 1, custom: 2 } as const;
export const RANGE_NEEDED = '请输入时间范围!';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

const dayOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
const validDay = (day: string) => DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The days [start, end] (inclusive, Shanghai) of the query's period. */
export function periodOf(query: Record<string, unknown>, today = shanghaiDay()): [string, string] {
  const selectType = query.selectType === undefined || query.selectType === '' ? SELECT_TYPE.thisMonth : Number(query.selectType);
  const [year, month] = today.split('-').map(Number);
  if (selectType === SELECT_TYPE.thisMonth) return [`${today.slice(0, 7)}-01`, lastDayOf(year, month)];
  if (selectType === SELECT_TYPE.lastMonth) {
    const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
    return [`${y}-${String(m).padStart(2, '0')}-01`, lastDayOf(y, m)];
  }
  if (selectType !== SELECT_TYPE.custom || typeof query.selectType === 'object') throw badRequest('统计周期不正确', ['selectType']);
  const start = dayOf(query.startDate);
  const end = dayOf(query.endDate);
  if (!start || !end) throw badRequest(RANGE_NEEDED, ['startDate', 'endDate']);
  if (!validDay(start) || !validDay(end)) throw badRequest('日期格式不正确', ['startDate', 'endDate']);
  if (start > end) throw badRequest('开始日期不能晚于结束日期', ['startDate', 'endDate']);
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 >= MAX_DAYS) throw badRequest(`时间范围不能超过${MAX_DAYS}天`, ['startDate', 'endDate']);
  return [start, end];
}

export function mountSendCountRoute(table: RouteTable, services: Services) {
  table.add({
    method: 'GET',
    path: '/api/sms/sms-record/findMessageCount',
    object: 'sendCount',
    action: 'read',
    summary: '发送统计：每日发送总数、成功、失败与成功率',
    openApi: {
      query: [
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000 } },
        { name: 'templateCode', in: 'query', schema: { type: 'string' }, description: '模板编号' },
        { name: 'selectType', in: 'query', schema: { type: 'integer', enum: [0, 1, 2] }, description: '0 本月（默认），1 上月，2 自定义（须给 startDate、endDate）' },
        { name: 'startDate', in: 'query', schema: { type: 'string', format: 'date' } },
        { name: 'endDate', in: 'query', schema: { type: 'string', format: 'date' } },
      ],
      data: {
        type: 'object',
        properties: {
          total: { type: 'integer' },
          records: {
            type: 'array',
            items: {
              type: 'object',
              properties: { date: { type: 'string', format: 'date' }, count: { type: 'integer' }, successCount: { type: 'integer' }, loseCount: { type: 'integer' }, successRate: { type: 'integer', description: '成功率（百分数，四舍五入）' } },
            },
          },
        },
      },
    },
    handler: async (ctx) => {
      const query = ctx.query as Record<string, unknown>;
      const { offset, limit } = readPaging(query);
      const [start, end] = periodOf(query);
      const templateCode = typeof query.templateCode === 'string' && query.templateCode.trim() ? query.templateCode.trim() : undefined;
      const groups = await services.data.section('sendRecord').countBy(['sendDate', 'status'], {
        where: { sendDate: { [Op.between]: [start, end] }, ...(templateCode ? { templateCode } : {}) },
      });
      const days = new Map<string, { date: string; count: number; successCount: number; loseCount: number; successRate: number }>();
      for (const group of groups) {
        const date = dayOf(group.sendDate instanceof Date ? group.sendDate.toISOString() : String(group.sendDate));
        const day = days.get(date) ?? { date, count: 0, successCount: 0, loseCount: 0, successRate: 0 };
        const count = Number(group.count);
        day.count += count;
        if (Number(group.status) === SEND_STATUS.success) day.successCount += count;
        else day.loseCount += count;
        days.set(date, day);
      }
      const rows = [...days.values()].sort((a, b) => b.date.localeCompare(a.date));
      for (const row of rows) row.successRate = Math.round((row.successCount * 100) / row.count);
      ok(ctx, { records: rows.slice(offset, offset + limit), total: rows.length });
    },
  });
}
