import { Op } from 'sequelize';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { forbidden, HttpError, notFound } from '../../http/envelope';
import { toWire } from '../../http/format';
import { MESSAGE_CLASSIFY, sendMessages } from '../messages/send-messages';
import type { ScheduleValues } from '../../../shared/schedule-wire';

/** Where a schedule comes from for the caller (spec doc 1 §2 source filter): 0 我创建的, 1 他人创建的, 2 抄送我的. */
export const SOURCE = { mine: 0, others: 1, cc: 2 } as const;
export const ROLE = { participant: 0, cc: 1 } as const;
export const FEATURE_OFF = '日程功能已关闭，请联系企业管理员在日程设置中开启';
export const NOT_FOUND = '日程不存在或已被删除';
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
  /** Only schedules that may have an occurrence in [from, to]. */
  from?: string;
  to?: string;
  /** Only these ids. */
  ids?: number[];
}

/** The schedules the caller sees (creator, participant or cc), each with the caller's sources. */
export async function visibleSchedules(services: Services, actor: Actor, filter: VisibleFilter = {}): Promise<{ row: any; sources: number[] }[]> {
  const memberRows = (await services.data.rows('ScheduleMember').findAll({
    where: { accountId: actor.accountId, ...(filter.ids ? { scheduleId: { [Op.in]: filter.ids } } : {}) },
    attributes: ['scheduleId', 'role'],
    raw: true,
  })) as any[];
  const roles = new Map<number, Set<number>>();
  for (const member of memberRows) (roles.get(member.scheduleId) ?? roles.set(member.scheduleId, new Set()).get(member.scheduleId)!).add(member.role);
  const where: any = { [Op.or]: [{ crtUserId: actor.accountId }, ...(roles.size ? [{ id: { [Op.in]: [...roles.keys()] } }] : [])] };
  const and: any[] = [];
  if (filter.ids) and.push({ id: { [Op.in]: filter.ids } });
  if (filter.types?.length) and.push({ typeId: { [Op.in]: filter.types } });
  if (filter.to) and.push({ startTime: { [Op.lte]: filter.to } });
  if (filter.from) and.push({ [Op.or]: [{ repeat: 1 }, { endTime: { [Op.gte]: filter.from } }] });
  const rows = (await services.data.rows('Schedule').findAll({ where: and.length ? { [Op.and]: [where, ...and] } : where, order: [['startTime', 'ASC'], ['startHour', 'ASC'], ['id', 'ASC']], raw: true })) as any[];
  const out: { row: any; sources: number[] }[] = [];
  for (const row of rows) {
    const mine = roles.get(row.id);
    const sources = [
      ...(row.crtUserId === actor.accountId ? [SOURCE.mine] : []),
      ...(row.crtUserId !== actor.accountId && mine?.has(ROLE.participant) ? [SOURCE.others] : []),
      ...(mine?.has(ROLE.cc) ? [SOURCE.cc] : []),
    ];
    // A member named only as cc on their own schedule still sees it as theirs; one neither creator, participant nor cc never does.
    if (!sources.length) continue;
    if (filter.sources?.length && !sources.some((source) => filter.sources!.includes(source))) continue;
    out.push({ row, sources });
  }
  return out;
}

/** The answer shape of spec doc 1 §3 Schedule, with participants' and cc's names, for several schedules at once. */
export async function scheduleAnswers(services: Services, items: { row: any; sources: number[] }[]): Promise<Record<string, any>[]> {
  const ids = items.map((item) => item.row.id);
  const members = ids.length ? ((await services.data.rows('ScheduleMember').findAll({ where: { scheduleId: { [Op.in]: ids } }, attributes: ['scheduleId', 'accountId', 'role'], order: [['id', 'ASC']], raw: true })) as any[]) : [];
  const accountIds = [...new Set([...members.map((member) => member.accountId), ...items.flatMap((item) => [item.row.crtUserId, item.row.updUserId])])].filter((id) => typeof id === 'number');
  const people = accountIds.length ? ((await services.data.rows('Membership').findAll({ where: { accountId: { [Op.in]: accountIds } }, attributes: ['id', 'accountId', 'name'], raw: true })) as any[]) : [];
  // People on the wire are member ids (user/selectPage's); the rows keep the account (person-ids.ts).
  const byAccount = new Map<number, { id: number; name: string }>(people.map((m) => [m.accountId, { id: m.id, name: m.name }]));
  return items.map(({ row, sources }) => {
    const named = (role: number) => members.filter((m) => m.scheduleId === row.id && m.role === role).map((m) => ({ id: byAccount.get(m.accountId)?.id ?? null, name: byAccount.get(m.accountId)?.name ?? '' }));
    const participantsVOList = named(ROLE.participant);
    const copyList = named(ROLE.cc);
    let files: { name: string; url: string }[] = [];
    try {
      files = row.files ? JSON.parse(row.files) : [];
    } catch {
      files = [];
    }
    const { files: _files, ...rest } = toWire(row);
    return {
      ...rest,
      crtUserId: byAccount.get(row.crtUserId)?.id ?? null,
      ...('updUserId' in rest ? { updUserId: byAccount.get(row.updUserId)?.id ?? null } : {}),
      participants: participantsVOList.map((p) => p.name).join(','),
      copys: copyList.map((p) => p.name).join(','),
      participantsVOList,
      copyList,
      files,
      voList: files,
      sources,
    };
  });
}

/** One schedule the caller may change: creator only; one they do not see (another company's, another member's) is 404. */
export async function ownSchedule(services: Services, actor: Actor, id: number) {
  const row = await services.data.rows('Schedule').get(id, NOT_FOUND, { lock: true });
  if (row.get('crtUserId') !== actor.accountId) {
    const member = await services.data.rows('ScheduleMember').count({ where: { scheduleId: id, accountId: actor.accountId } });
    if (!member) throw notFound(NOT_FOUND);
    throw forbidden(CREATOR_ONLY);
  }
  return row;
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
