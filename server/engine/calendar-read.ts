/**
 * A calendar read (`runs: calendar`): the occurrences of a section's rows on calendar days — a row's span from its
 * start day to its end day, repeated by its repeat rule — for one day, or for the days of a month grid or a week.
 * The rows are those the caller reaches (grant row scope, rowWhere) that may fall in the days read; each occurrence
 * is the row as the section answers it (its wire: decorate included).
 */
import { Op, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import { badRequest, ok } from '../http/envelope';
import { addDays, daysBetween, isDay, occurrenceStarts, shanghaiDay, viewDays, type RepeatRule } from './calendar-days';
import type { SectionWire } from './section-wire';
import type { OperationSpec } from './section-types';

export type CalendarSpec = NonNullable<OperationSpec['calendar']>;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The days read: the date's view (month grid 0 or week 1), or the date alone. */
function daysOf(spec: CalendarSpec, params: Record<string, unknown>): string[] {
  let view: 0 | 1 | undefined;
  if (spec.view) {
    const given = params[spec.view.param];
    const value = blank(given) ? 0 : Number(given);
    if (value !== 0 && value !== 1) throw badRequest(spec.view.message, [spec.view.param]);
    view = value;
  }
  const given = params[spec.date.param];
  const date = blank(given) ? shanghaiDay() : String(given).slice(0, 10);
  if (!isDay(date)) throw badRequest(spec.date.message, [spec.date.param]);
  return view === undefined ? [date] : viewDays(view, date);
}

/** The rule of a row on the wire, by the declared fields; without `repeat`, it does not repeat. */
function ruleOf(spec: CalendarSpec, row: Record<string, any>): RepeatRule {
  const repeat = spec.repeat;
  return {
    startTime: String(row[spec.start]).slice(0, 10),
    endTime: String(row[spec.end] ?? row[spec.start]).slice(0, 10),
    repeat: repeat ? Number(row[repeat.when]) : 0,
    repeatType: repeat ? row[repeat.unit] : null,
    repeatRate: repeat ? row[repeat.every] : null,
    repeatEnd: repeat && row[repeat.until] ? String(row[repeat.until]).slice(0, 10) : null,
  };
}

/**
 * The handler of a calendar read over `model`: `scoped` is the caller's row condition (row scope, rowWhere), `wire`
 * the section's answer of rows.
 */
export function calendarHandler(model: any, spec: CalendarSpec, scoped: (ctx: Context) => Promise<WhereOptions>, wire: SectionWire) {
  return async (ctx: Context) => {
    // The row condition first: a precondition of the section's reads (a feature switch) answers before the parameters.
    const scope = await scoped(ctx);
    const params = { ...((ctx.request.body ?? {}) as object), ...ctx.query } as Record<string, unknown>;
    const days = daysOf(spec, params);
    const from = days[0];
    const to = days[days.length - 1];
    // Rows that may have an occurrence in [from, to]: started by its end, and repeating or not ended before its start.
    const inPeriod: WhereOptions[] = [{ [spec.start]: { [Op.lte]: to } }];
    inPeriod.push(spec.repeat ? { [Op.or]: [{ [spec.repeat.when]: 1 }, { [spec.end]: { [Op.gte]: from } }] } : { [spec.end]: { [Op.gte]: from } });
    const rows = await model.findAll({ where: { [Op.and]: [scope, ...inPeriod] }, order: [[spec.start, 'ASC'], ...(spec.order ? [[spec.order, 'ASC']] : []), ['id', 'ASC']] });
    const byDay = new Map(days.map((day) => [day, [] as Record<string, any>[]]));
    for (const row of await wire(ctx, rows)) {
      const rule = ruleOf(spec, row);
      const span = daysBetween(rule.startTime, rule.endTime);
      for (const start of occurrenceStarts(rule, from, to)) {
        const first = spec.first ? { [spec.first.start]: rule.startTime, [spec.first.end]: rule.endTime } : {};
        const occurrence = { ...row, [spec.start]: start, [spec.end]: addDays(start, span), ...first };
        for (let i = 0; i <= span; i++) byDay.get(addDays(start, i))?.push(occurrence);
      }
    }
    const key = (row: Record<string, any>) => (spec.order ? String(row[spec.order] ?? '') : '');
    const order = (a: Record<string, any>, b: Record<string, any>) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id);
    if (!spec.view) return ok(ctx, byDay.get(from)!.sort(order));
    ok(ctx, days.map((date) => ({ date, [spec.list!]: byDay.get(date)!.sort(order) })));
  };
}
