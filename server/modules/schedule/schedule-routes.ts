/**
 * 日程's calendar reads (spec doc 1 §2 Calendar, §5): the schedules the caller sees by month, week or day, each
 * repeat expanded into its occurrences. Hook `routes` of section schedule: its rows answered by the section's wire.
 */
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import type { SectionSpec } from '../../engine/section-types';
import type { SectionHooks } from '../../engine/section-hooks';
import { sectionWire } from '../../engine/section-wire';
import { badRequest, ok } from '../../http/envelope';
import { listFilter } from './schedule-list-filter';
import { ensureScheduleOn, visibleWhere, type VisibleFilter } from './schedule-store';
import { addDays, daysBetween, isDay, occurrenceStarts, shanghaiDay, viewDays } from './schedule-occurrences';

const MAIN = '/api/business/plt-schedule-main';
const ONE = '/api/business/plt-schedule';

/** Mounts the calendar reads of section schedule, whose rows they answer with the section's `hooks`. */
export function calendarRoutes(hooks: SectionHooks) {
  return (table: RouteTable, services: Services, section: SectionSpec) => {
    const wire = sectionWire(services, section, hooks);

    /** Each day of [days] with the occurrences of the visible schedules on it (repeats expanded, multi-day spans on every day). */
    const calendar = async (ctx: Context, days: string[], filter: VisibleFilter) => {
      await ensureScheduleOn(services);
      const from = days[0];
      const to = days[days.length - 1];
      const where = await visibleWhere(services, ctx.state.actor as Actor, { ...filter, from, to });
      const rows = await services.data.rows('Schedule').findAll({ where, order: [['startTime', 'ASC'], ['startHour', 'ASC'], ['id', 'ASC']] });
      const byDay = new Map(days.map((day) => [day, [] as any[]]));
      for (const schedule of await wire(ctx, rows)) {
        const span = daysBetween(schedule.startTime, schedule.endTime);
        for (const start of occurrenceStarts(schedule as any, from, to)) {
          const occurrence = { ...schedule, startTime: start, endTime: addDays(start, span), firstStartTime: schedule.startTime, firstEndTime: schedule.endTime };
          for (let i = 0; i <= span; i++) byDay.get(addDays(start, i))?.push(occurrence);
        }
      }
      const order = (a: any, b: any) => (a.startHour < b.startHour ? -1 : a.startHour > b.startHour ? 1 : a.id - b.id);
      return days.map((date) => ({ date, scheduleList: byDay.get(date)!.sort(order) }));
    };

    const findMonthOrWeek = async (ctx: Context) => {
      await ensureScheduleOn(services);
      const params = { ...((ctx.request.body ?? {}) as object), ...ctx.query } as Record<string, any>;
      const selectType = params.selectType === undefined || params.selectType === '' ? 0 : Number(params.selectType);
      if (selectType !== 0 && selectType !== 1) throw badRequest('查询类型不正确', ['selectType']);
      const date = params.date === undefined || params.date === '' ? shanghaiDay() : String(params.date).slice(0, 10);
      if (!isDay(date)) throw badRequest('请选择日期', ['date']);
      ok(ctx, await calendar(ctx, viewDays(selectType, date), listFilter(params)));
    };

    for (const method of ['GET', 'POST'] as const)
      table.add({
        method,
        path: `${MAIN}/findMonthOrWeek`,
        object: 'session',
        action: 'read',
        summary: 'The caller’s calendar: selectType 0 month (6 weeks × 7 days from Monday) or 1 week (Monday–Sunday) around date (YYYY-MM-DD, default today in Shanghai); scheduleType (type ids) and source (0 我创建的, 1 他人创建的, 2 抄送我的) lists; each day with its occurrences, repeats expanded.',
        handler: findMonthOrWeek,
      });
    table.add({
      method: 'GET',
      path: `${ONE}/findAll`,
      object: 'session',
      action: 'read',
      summary: 'The caller’s schedules on one day (今日日程): date (YYYY-MM-DD, default today in Shanghai), repeats expanded; scheduleType and source lists.',
      handler: async (ctx) => {
        await ensureScheduleOn(services);
        const query = ctx.query as Record<string, any>;
        const date = query.date ? String(query.date).slice(0, 10) : shanghaiDay();
        if (!isDay(date)) throw badRequest('请选择日期', ['date']);
        const [day] = await calendar(ctx, [date], listFilter(query));
        ok(ctx, day.scheduleList);
      },
    });
  };
}
