import dayjs from 'dayjs';
import { Op, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { SectionHooks } from '../../engine/section-hooks';
import { badRequest, ok } from '../../http/envelope';
import { dayRange, toWire } from '../../http/format';
import { readPaging } from '../../engine/paging';
import { sendXlsx } from '../../engine/xlsx-export';

/** Gate-log kinds (spec: selectType 1 login, 2 operation). */
const KINDS: Record<string, string> = { '1': '登录日志', '2': '操作日志' };
const DAY = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const ATTRIBUTES = ['id', 'selectType', 'crtName', 'crtTime', 'crtHost', 'location', 'menu', 'opt'];

function readDay(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  const day = text.slice(0, 10);
  if (!DAY.test(text) || dayjs(day).format('YYYY-MM-DD') !== day) throw badRequest('日期格式不正确', [name]);
  return day;
}

/**
 * The list/export filters: kind (default operation log), the user's name (part of it), and an inclusive day
 * range in Asia/Shanghai. The spec's client spells the end `endtDate`; `endDate` is accepted too. `userId` is
 * the caller's id in the spec's client, not a filter: the token says who asks, the tenant scope what they see.
 */
export function logFilters(query: Record<string, unknown>): { where: WhereOptions; kind: string } {
  const kind = query.selectType === undefined || query.selectType === '' ? '2' : String(query.selectType);
  if (!KINDS[kind]) throw badRequest('日志类型不正确', ['selectType']);
  const conditions: WhereOptions[] = [{ selectType: Number(kind) }];
  const start = readDay(query.startDate, 'startDate');
  const end = readDay(query.endtDate ?? query.endDate, query.endtDate !== undefined ? 'endtDate' : 'endDate');
  if (start && end && start > end) throw badRequest('开始日期不能晚于结束日期', ['startDate']);
  const { from, to } = dayRange(start, end);
  if (from) conditions.push({ crtTime: { [Op.gte]: from } });
  // Up to and including 23:59:59.999 of the end day.
  if (to) conditions.push({ crtTime: { [Op.lt]: new Date(to.getTime() + 1000) } });
  const name = query.crtName;
  if (name !== undefined && name !== '') {
    if (typeof name !== 'string' || name.length > 50) throw badRequest('用户格式不正确', ['crtName']);
    const text = name.trim();
    if (text) conditions.push({ crtName: { [Op.like]: `%${text.replace(/[%_\\]/g, '\\$&')}%` } });
  }
  return { where: { [Op.and]: conditions }, kind };
}

const ORDER: [string, string][] = [['crtTime', 'DESC'], ['id', 'DESC']];

/** System logs (custom section over plt_gate_log, written by the operation-log middleware and by logins). Read-only. */
export const logHooks: SectionHooks = {
  handlers: {
    async list(ctx: Context, { services }) {
      const { where } = logFilters(ctx.query);
      const { limit, offset } = readPaging(ctx.query);
      const { rows, count } = await services.db.models.GateLog.findAndCountAll({ where, attributes: ATTRIBUTES, order: ORDER, limit, offset, raw: true });
      ok(ctx, { records: rows.map((row: any) => toWire(row)), total: count });
    },
    async export(ctx: Context, { services, section }) {
      const { where, kind } = logFilters(ctx.query);
      const rows = await services.db.models.GateLog.findAll({ where, attributes: ATTRIBUTES, order: ORDER, limit: 50_000, raw: true });
      await sendXlsx(ctx, KINDS[kind], section.export?.columns ?? [], rows.map((row: any) => toWire(row)));
    },
  },
};
