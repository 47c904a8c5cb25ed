import type { Context } from 'koa';
import type { WhereOptions } from 'sequelize';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { forbidden } from '../../http/envelope';
import { memberPickerRows } from '../notice/member-page';
import { readSchedule } from './schedule-input';
import { listFilter } from './schedule-list-filter';
import { CREATOR_ONLY, decorateSchedules, ensureScheduleOn, visibleWhere, writeMembers } from './schedule-store';
import type { ScheduleValues } from '../../../shared/schedule-wire';

/**
 * 日程 (spec doc 1 §2 Calendar, §3 Schedule): the rules of section schedule (schemas/schedule/schedule.json,
 * `access: members`), served by the generic list, calendar reads (findAll, findMonthOrWeek: repeats expanded), create,
 * update and delete under both path families. While the
 * company's 日程 switch is off every call is 409. A member sees a schedule as its creator, a participant or cc
 * (rowWhere; any other is 404); only the creator changes or deletes it (403). The body is read as a whole schedule
 * inside the write's transaction (its attachments are claimed there; an update may keep a start date now past), and
 * the participants and cc written beside the row, those newly named reminded.
 */
const actorOf = (ctx: Context) => ctx.state.actor as Actor;

/** The schedule a create or update read (before*), for its members (after*): keyed by the write's input. */
const scheduleOfInput = new WeakMap<object, ScheduleValues>();

async function rowWhere({ ctx, services, operation }: HookContext): Promise<WhereOptions> {
  await ensureScheduleOn(services);
  // userPage lists Membership rows (the participant and cc pickers): every current member, as its declaration says.
  if (operation === 'userPage') return {};
  // The list and the calendar reads take the type and source lists (the calendar's from the query or the body).
  const filtered = operation === 'selectAll' || operation === 'findAll' || operation === 'findMonthOrWeek';
  const params = { ...(operation === 'findMonthOrWeek' ? (ctx.request.body as object) : {}), ...ctx.query };
  return visibleWhere(services, actorOf(ctx), filtered ? listFilter(params) : {});
}

/** The body as sent (an object); it is read as a schedule in the write's transaction (columns). */
async function readInput(body: unknown, _operation: 'create' | 'update', { services }: HookContext) {
  await ensureScheduleOn(services);
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, any>) } : {};
}

/** The row's columns of the schedule read from `input` (its people kept for the members' rows). */
async function columnsOf(input: Record<string, any>, { services }: HookContext, previous?: { startTime: string }) {
  const schedule = await readSchedule(services, input, previous);
  scheduleOfInput.set(input, schedule);
  const { participants: _p, copys: _c, ...columns } = schedule;
  return columns;
}

function creatorOnly(row: any, { ctx }: HookContext) {
  if (row.get('crtUserId') !== actorOf(ctx).accountId) throw forbidden(CREATOR_ONLY);
}

export const scheduleHooks: SectionHooks = {
  rowWhere,
  readInput,
  beforeUpload: ({ services }) => ensureScheduleOn(services),
  beforeCreate: (input, context) => columnsOf(input, context),
  afterCreate: (row, input, { ctx, services }) => writeMembers(services, actorOf(ctx), row.get('id'), scheduleOfInput.get(input)!, true),
  beforeUpdate: (row, input, context) => {
    creatorOnly(row, context);
    return columnsOf(input, context, { startTime: row.get('startTime') });
  },
  afterUpdate: (row, input, { ctx, services }) => writeMembers(services, actorOf(ctx), row.get('id'), scheduleOfInput.get(input)!, false),
  beforeDelete: creatorOnly,
  afterDelete: async (row, { services }) => {
    await services.data.rows('ScheduleMember').destroy({ where: { scheduleId: row.get('id') } });
  },
  decorate: (rows, { ctx, services }) => decorateSchedules(services, actorOf(ctx), rows),
  decorateOperation: { userPage: (rows, { services }) => memberPickerRows(services, rows) },
};
