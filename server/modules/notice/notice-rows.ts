import { Op, type WhereOptions } from 'sequelize';
import type { Services } from '../../services';
import { formatDateTime, toWire } from '../../http/format';
import { badRequest } from '../../http/envelope';
import { positiveInteger } from '../../engine/paging';
import { dayRange } from '../../http/format';
import { accountOfMember, memberIdsOf } from '../admin/person-ids';

/** A scheduled notice (3) whose release time has come is issued (1): it is read as issued from then on. */
export const issuedWhere = (now = new Date()): WhereOptions => ({ [Op.or]: [{ status: 1 }, { status: 3, releaseTime: { [Op.lte]: now } }] });

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** A comma list (or repeated parameter) of positive integers; a bad item is 400. */
function idList(value: unknown, name: string): number[] | undefined {
  if (value === undefined || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : String(value).split(',')).filter((part) => part !== '');
  const ids = parts.map((part) => positiveInteger(part));
  if (ids.some((id) => id === undefined)) throw badRequest(`参数${name}格式不正确`, [name]);
  return ids as number[];
}

function day(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !DATE.test(value)) throw badRequest(`参数${name}格式不正确`, [name]);
  return value.slice(0, 10);
}

/**
 * The list's filters that its declaration cannot say (schemas/notice/userNotice.json declares title, editName and
 * typeList): statusList (a due scheduled notice counts as issued), startTime/endTime — compile date, startDate/endDate
 * — display period (inclusive days, 参数…格式不正确 when not a day); editId is `issuerFilter`.
 */
export function listFilters(query: Record<string, unknown>): WhereOptions[] {
  const where: WhereOptions[] = [];
  const statuses = idList(query.statusList, 'statusList');
  // A due scheduled notice (3) is issued: statusList 1 finds it.
  if (statuses) where.push(statuses.includes(1) ? { [Op.or]: [{ status: { [Op.in]: statuses } }, issuedWhere()] } : { status: { [Op.in]: statuses } });
  const compiled = dayRange(day(query.startTime, 'startTime'), day(query.endTime, 'endTime'));
  if (compiled.from) where.push({ crtTime: { [Op.gte]: compiled.from } });
  if (compiled.to) where.push({ crtTime: { [Op.lte]: compiled.to } });
  const startDate = day(query.startDate, 'startDate');
  const endDate = day(query.endDate, 'endDate');
  if (startDate) where.push({ openDate: { [Op.gte]: startDate } });
  if (endDate) where.push({ openDate: { [Op.lte]: endDate } });
  return where;
}

/**
 * `editId`: the issuer as a member id (user/selectPage's, the issuer picker's); the rows store the issuer's account.
 * A member id that names nobody in the caller's company matches no notice.
 */
export async function issuerFilter(services: Services, query: Record<string, unknown>): Promise<WhereOptions[]> {
  if (query.editId === undefined || query.editId === '') return [];
  const memberId = positiveInteger(query.editId);
  if (memberId === undefined) throw badRequest('参数editId格式不正确', ['editId']);
  const accountId = await accountOfMember(services, memberId);
  return [accountId === null ? { id: { [Op.in]: [] } } : { editId: accountId }];
}

/**
 * `showInWidget=1` (the workbench's latest-notices widget): only notices of the categories marked 是否在工作台小组件区域展示
 * in 通知公告设置; 0 or absent: every category; anything else is 400.
 */
export async function widgetFilter(services: Services, query: Record<string, unknown>): Promise<WhereOptions[]> {
  const value = query.showInWidget;
  if (value === undefined || value === '' || value === '0') return [];
  if (value !== '1') throw badRequest('参数showInWidget格式不正确', ['showInWidget']);
  const rows = (await services.data.section('noticeSetting').findAll({ where: { showInWidget: 1 }, attributes: ['id'], raw: true })) as any[];
  return [{ type: { [Op.in]: rows.map((row) => row.id as number) } }];
}

/**
 * Notices on the wire get their visible scope (`voList`: id = member id, name, code); the issuer `editId` and the
 * approver `auditorId` become member ids (the account stays stored; person-ids.ts); a due scheduled notice reads as
 * issued; the engine's user stamps are left out. `rows` are wire rows (toWire: Shanghai times) still holding accounts.
 */
export async function decorateNotices(services: Services, rows: Record<string, any>[]): Promise<void> {
  const ids = rows.map((row) => row.id);
  const scope = ids.length
    ? ((await services.data.rows('UserNoticeScope').findAll({ where: { noticeId: { [Op.in]: ids } }, attributes: ['noticeId', 'accountId', 'name', 'code'], order: [['id', 'ASC']], raw: true })) as any[])
    : [];
  const members = await memberIdsOf(services, [...scope.map((s) => s.accountId), ...rows.flatMap((row) => [row.editId, row.auditorId])]);
  // Wire times are Shanghai `YYYY-MM-DD HH:mm:ss`: compared as text.
  const now = formatDateTime(new Date())!;
  for (const row of rows) {
    for (const key of ['crtUserId', 'crtUserName', 'updUserId', 'updUserName']) delete row[key];
    if (row.status === 3 && row.releaseTime && row.releaseTime <= now) row.status = 1;
    row.editId = members.get(row.editId) ?? null;
    row.auditorId = row.auditorId == null ? null : members.get(row.auditorId) ?? null;
    row.voList = scope.filter((s) => s.noticeId === row.id).map((s) => ({ id: members.get(s.accountId) ?? null, name: s.name, code: s.code ?? '' }));
  }
}

/** Raw rows (a hand-written read's) for the wire, as decorateNotices makes them. */
export async function noticesOut(services: Services, rows: any[]): Promise<Record<string, any>[]> {
  const out = rows.map((row) => {
    const wire = toWire(row);
    // Raw rows bring these as the driver gives them (SQLite: a UTC string): on the wire, Shanghai time like every date.
    wire.releaseTime = formatDateTime(row.releaseTime);
    wire.auditTime = formatDateTime(row.auditTime);
    return wire;
  });
  await decorateNotices(services, out);
  return out;
}
