import { Op, type WhereOptions } from 'sequelize';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { HttpError } from '../../http/envelope';
import { MESSAGE_CLASSIFY, sendMessages } from '../messages/send-messages';
import type { ScheduleValues } from '../../../shared/schedule-wire';

/** Where a schedule comes from for the caller (spec doc 1 §2 source filter): 0 我创建的, 1 他人创建的, 2 抄送我的. */
export const SOURCE = { mine: 0, others: 1, cc: 2 } as const;
export const ROLE = { participant: 0, cc: 1 } as const;
export const FEATURE_OFF = '日程功能已关闭，请联系企业管理员在日程设置中开启';
export const CREATOR_ONLY = '只有日程创建人可以修改或删除日程';

/** The company's 日程 switch (plt-setting scheduleType: 0 on, 1 off); off refuses every schedule call with 409. */
export async function ensureScheduleOn(services: Services) {
  const setting: any = await services.data.rows('Setting').findOne({ attributes: ['scheduleType'], raw: true });
  if (setting && Number(setting.scheduleType) === 1) throw new HttpError(409, FEATURE_OFF);
}

export interface VisibleFilter {
  /** Type ids (scheduleType list). */
  types?: number[];
  /** Sources (0, 1, 2); none: all. */
  sources?: number[];
}

/** The ids of the schedules that name the account, by role. */
async function namedIn(services: Services, accountId: number): Promise<Record<'participant' | 'cc', number[]>> {
  const rows = (await services.data.rows('ScheduleMember').findAll({ where: { accountId }, attributes: ['scheduleId', 'role'], raw: true })) as any[];
  const of = (role: number) => [...new Set(rows.filter((row) => row.role === role).map((row) => row.scheduleId as number))];
  return { participant: of(ROLE.participant), cc: of(ROLE.cc) };
}

/**
 * The schedules the caller sees — as creator, participant or cc — as one condition, narrowed by type and source.
 */
export async function visibleWhere(services: Services, actor: Actor, filter: VisibleFilter = {}): Promise<WhereOptions> {
  const me = actor.accountId;
  const named = await namedIn(services, me);
  const bySource: Record<number, WhereOptions> = {
    [SOURCE.mine]: { crtUserId: me },
    [SOURCE.others]: { id: { [Op.in]: named.participant }, crtUserId: { [Op.ne]: me } },
    [SOURCE.cc]: { id: { [Op.in]: named.cc } },
  };
  const sources = filter.sources?.length ? filter.sources : Object.values(SOURCE);
  const and: WhereOptions[] = [{ [Op.or]: sources.map((source) => bySource[source]) }];
  if (filter.types?.length) and.push({ typeId: { [Op.in]: filter.types } });
  return { [Op.and]: and };
}

/**
 * Schedules on the wire (spec doc 1 §3 Schedule): participants' and cc's names and member ids, the attachments parsed
 * (files, voList) and the caller's sources. `rows` are wire rows: crtUserId is already a member id (person-stamps.ts).
 */
export async function decorateSchedules(services: Services, actor: Actor, rows: Record<string, any>[]): Promise<void> {
  const ids = rows.map((row) => row.id);
  const members = ids.length ? ((await services.data.rows('ScheduleMember').findAll({ where: { scheduleId: { [Op.in]: ids } }, attributes: ['scheduleId', 'accountId', 'role'], order: [['id', 'ASC']], raw: true })) as any[]) : [];
  const accountIds = [...new Set(members.map((member) => member.accountId as number))];
  const people = accountIds.length ? ((await services.data.rows('Membership').findAll({ where: { accountId: { [Op.in]: accountIds } }, attributes: ['id', 'accountId', 'name'], raw: true })) as any[]) : [];
  // People on the wire are member ids (user/selectPage's); the rows keep the account (person-ids.ts).
  const byAccount = new Map<number, { id: number; name: string }>(people.map((m) => [m.accountId, { id: m.id, name: m.name }]));
  for (const row of rows) {
    const mine = members.filter((m) => m.scheduleId === row.id);
    const named = (role: number) => mine.filter((m) => m.role === role).map((m) => ({ id: byAccount.get(m.accountId)?.id ?? null, name: byAccount.get(m.accountId)?.name ?? '' }));
    const has = (role: number) => mine.some((m) => m.role === role && m.accountId === actor.accountId);
    const created = row.crtUserId === actor.membershipId;
    let files: { name: string; url: string }[] = [];
    try {
      files = row.files ? JSON.parse(row.files) : [];
    } catch {
      files = [];
    }
    const participantsVOList = named(ROLE.participant);
    const copyList = named(ROLE.cc);
    Object.assign(row, {
      participants: participantsVOList.map((p) => p.name).join(','),
      copys: copyList.map((p) => p.name).join(','),
      participantsVOList,
      copyList,
      files,
      voList: files,
      sources: [...(created ? [SOURCE.mine] : []), ...(!created && has(ROLE.participant) ? [SOURCE.others] : []), ...(has(ROLE.cc) ? [SOURCE.cc] : [])],
    });
  }
}

/** Writes the participants and cc of a schedule and reminds those newly named (type 日程), in the caller's transaction. */
export async function writeMembers(services: Services, actor: Actor, scheduleId: number, values: ScheduleValues, isNew: boolean) {
  const scheduleMembers = services.data.rows('ScheduleMember');
  const before = isNew ? [] : ((await scheduleMembers.findAll({ where: { scheduleId }, attributes: ['accountId', 'role'], raw: true })) as any[]);
  const had = (role: number, id: number) => before.some((m) => m.role === role && m.accountId === id);
  if (!isNew) await scheduleMembers.destroy({ where: { scheduleId } });
  const rows = [
    ...values.participants.map((accountId) => ({ scheduleId, accountId, role: ROLE.participant })),
    ...values.copys.map((accountId) => ({ scheduleId, accountId, role: ROLE.cc })),
  ];
  if (rows.length) await scheduleMembers.bulkCreate(rows);
  const when = `${values.startTime} ${values.startHour}`;
  const invited = values.participants.filter((id) => id !== actor.accountId && !had(ROLE.participant, id));
  const copied = values.copys.filter((id) => id !== actor.accountId && !had(ROLE.cc, id));
  const ref = { type: 'schedule', id: scheduleId };
  if (invited.length)
    await sendMessages(services, { tenantId: actor.tenantId, recipients: invited, classify: MESSAGE_CLASSIFY.reminder, type: '日程', title: '日程邀请', content: `${actor.name}邀请您参加日程“${values.scheduleName}”（${when}）`, ref });
  if (copied.length)
    await sendMessages(services, { tenantId: actor.tenantId, recipients: copied, classify: MESSAGE_CLASSIFY.reminder, type: '日程', title: '日程抄送', content: `${actor.name}抄送给您日程“${values.scheduleName}”（${when}）`, ref });
}
