/**
 * 日程's routes (spec doc 1 §2 Calendar, §3 Schedule, §5): the caller's calendar by month, week or day, and
 * creating, changing and deleting their own schedules.
 */
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { badRequest, ok } from '../../http/envelope';
import { readId, readIds } from '../../engine/paging';
import { readSchedule } from './schedule-input';
import { ensureScheduleOn, ownSchedule, scheduleAnswers, visibleSchedules, writeMembers, type VisibleFilter } from './schedule-store';
import { addDays, daysBetween, isDay, occurrenceStarts, shanghaiDay, viewDays } from './schedule-occurrences';

const MAIN = '/api/business/plt-schedule-main';
const ONE = '/api/business/plt-schedule';
const MENU = '日程';
const actorOf = (ctx: Context) => ctx.state.actor as Actor;

/** A list parameter: `1,2`, repeated, or `scheduleType[]=1`; empty or absent is no filter. */
function numberList(value: unknown, message: string, field: string): number[] | undefined {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => (typeof part === 'string' ? part.split(',') : part === undefined || part === null ? [] : [String(part)]));
  const items = parts.map((part) => part.trim()).filter(Boolean);
  if (!items.length) return undefined;
  const numbers = items.map(Number);
  if (numbers.some((n) => !Number.isSafeInteger(n) || n < 0)) throw badRequest(message, [field]);
  return numbers;
}

function filterOf(params: Record<string, any>): VisibleFilter {
  const sources = numberList(params.source ?? params['source[]'], '日程来源不正确', 'source');
  if (sources?.some((source) => source > 2)) throw badRequest('日程来源不正确', ['source']);
  return { types: numberList(params.scheduleType ?? params['scheduleType[]'], '日程类型不正确', 'scheduleType'), sources };
}

/** Each day of [days] with the occurrences of the visible schedules on it (repeats expanded, multi-day spans on every day). */
async function calendar(services: Services, actor: Actor, days: string[], filter: VisibleFilter) {
  const from = days[0];
  const to = days[days.length - 1];
  const items = await visibleSchedules(services, actor, { ...filter, from, to });
  const answers = await scheduleAnswers(services, items);
  const byDay = new Map(days.map((day) => [day, [] as any[]]));
  for (const schedule of answers) {
    const span = daysBetween(schedule.startTime, schedule.endTime);
    for (const start of occurrenceStarts(schedule as any, from, to)) {
      const occurrence = { ...schedule, startTime: start, endTime: addDays(start, span), firstStartTime: schedule.startTime, firstEndTime: schedule.endTime };
      for (let i = 0; i <= span; i++) byDay.get(addDays(start, i))?.push(occurrence);
    }
  }
  const order = (a: any, b: any) => (a.startHour < b.startHour ? -1 : a.startHour > b.startHour ? 1 : a.id - b.id);
  return days.map((date) => ({ date, scheduleList: byDay.get(date)!.sort(order) }));
}

/**
 * 日程 (spec doc 1 §2 Calendar, §3 Schedule, §5): session-level calls (every member of a company whose 日程 switch is
 * on); a member sees a schedule as its creator, a participant or cc, and only the creator changes or deletes it.
 * The spec names the paths but not their meaning; README "Paths the spec does not give" says what each does.
 */
export function mountScheduleRoutes(table: RouteTable, services: Services) {
  const schedules = services.data.rows('Schedule');
  const scheduleMembers = services.data.rows('ScheduleMember');

  const answerOne = async (actor: Actor, id: number) => (await scheduleAnswers(services, await visibleSchedules(services, actor, { ids: [id] })))[0];

  const create = async (ctx: Context) => {
    const actor = actorOf(ctx);
    const answer = await services.data.transaction(async () => {
      await ensureScheduleOn(services);
      const values = await readSchedule(services, (ctx.request.body ?? {}) as Record<string, any>);
      const { participants: _p, copys: _c, ...columns } = values;
      const row = await schedules.create(columns);
      await writeMembers(services, actor, row.get('id') as number, values, true);
      return answerOne(actor, row.get('id') as number);
    });
    ok(ctx, answer, '新增成功!');
  };

  const update = async (ctx: Context) => {
    const actor = actorOf(ctx);
    const body = (ctx.request.body ?? {}) as Record<string, any>;
    const id = readId(body.id, '请选择日程');
    const answer = await services.data.transaction(async () => {
      await ensureScheduleOn(services);
      const row = await ownSchedule(services, actor, id);
      const values = await readSchedule(services, body, { startTime: row.get('startTime') as string });
      const { participants: _p, copys: _c, ...columns } = values;
      await row.update(columns);
      await writeMembers(services, actor, id, values, false);
      return answerOne(actor, id);
    });
    ok(ctx, answer, '修改成功!');
  };

  const remove = async (ctx: Context, ids: number[]) => {
    const actor = actorOf(ctx);
    await services.data.transaction(async () => {
      await ensureScheduleOn(services);
      // All or nothing: every id must be the caller's own schedule before any is removed.
      for (const id of ids) await ownSchedule(services, actor, id);
      await scheduleMembers.destroy({ where: { scheduleId: ids } });
      await schedules.destroy({ where: { id: ids } });
    });
    ok(ctx, null, '删除成功!');
  };

  const findMonthOrWeek = async (ctx: Context) => {
    await ensureScheduleOn(services);
    const params = { ...((ctx.request.body ?? {}) as object), ...ctx.query } as Record<string, any>;
    const selectType = params.selectType === undefined || params.selectType === '' ? 0 : Number(params.selectType);
    if (selectType !== 0 && selectType !== 1) throw badRequest('查询类型不正确', ['selectType']);
    const date = params.date === undefined || params.date === '' ? shanghaiDay() : String(params.date).slice(0, 10);
    if (!isDay(date)) throw badRequest('请选择日期', ['date']);
    ok(ctx, await calendar(services, actorOf(ctx), viewDays(selectType, date), filterOf(params)));
  };

  const write = { object: 'session', menu: MENU } as const;
  const createSummary = 'Creates a schedule (spec doc 1 §3 Schedule) of the caller; participants and cc get a 日程 reminder.';
  const updateSummary = 'Changes a schedule by body id: its creator only (another member’s visible one 403, any other id 404); newly named participants and cc get a reminder.';

  table.add({ method: 'POST', path: `${MAIN}/create`, action: 'create', operation: '新增日程', summary: createSummary, handler: create, ...write });
  table.add({ method: 'POST', path: `${MAIN}/update`, action: 'update', operation: '修改日程', summary: updateSummary, handler: update, ...write });
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
    method: 'DELETE',
    path: `${MAIN}/delete`,
    action: 'delete',
    operation: '删除日程',
    summary: 'Deletes schedules by ids (comma list), all or nothing: the caller’s own only.',
    handler: (ctx) => remove(ctx, readIds(ctx.query.ids ?? ctx.query.id)),
    ...write,
  });

  table.add({
    method: 'GET',
    path: `${ONE}/selectAll`,
    object: 'session',
    action: 'read',
    summary: 'Every schedule the caller sees (creator, participant or cc) as stored, repeats not expanded; scheduleType and source lists as findMonthOrWeek.',
    handler: async (ctx) => {
      await ensureScheduleOn(services);
      const actor = actorOf(ctx);
      ok(ctx, await scheduleAnswers(services, await visibleSchedules(services, actor, filterOf(ctx.query as Record<string, any>))));
    },
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
      const [day] = await calendar(services, actorOf(ctx), [date], filterOf(query));
      ok(ctx, day.scheduleList);
    },
  });
  table.add({ method: 'POST', path: `${ONE}/create`, action: 'create', operation: '新增日程', summary: createSummary, handler: create, ...write });
  table.add({ method: 'POST', path: `${ONE}/update`, action: 'update', operation: '修改日程', summary: updateSummary, handler: update, ...write });
  table.add({
    method: 'DELETE',
    path: `${ONE}/delete`,
    action: 'delete',
    operation: '删除日程',
    summary: 'Deletes one schedule by id: the caller’s own only.',
    handler: (ctx) => remove(ctx, [readId(ctx.query.id)]),
    ...write,
  });
}
