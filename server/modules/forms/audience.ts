/**
 * A designed form's audience ({all, departIds, userIds}): read from a body, checked against the company's departments
 * and members, written as DesignedFormAudience rows on publish, and asked "which forms reach this member" as one query
 * (a department reaches its members and those of every department under it).
 */
import { Op, type WhereOptions } from 'sequelize';
import type { Services } from '../../services';
import { badRequest } from '../../http/envelope';
import { departIndex, subtreeIds } from '../admin/user-rows';

export interface Audience {
  all: 0 | 1;
  departIds: number[];
  userIds: number[];
}

export const NO_AUDIENCE: Audience = { all: 0, departIds: [], userIds: [] };
const MAX_DEPARTS = 500;
const MAX_USERS = 2000;
const ACTIVE = 0;

const refuse = (message: string) => badRequest(message, [{ field: 'audience', message }]);
const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;

/** The body's audience, shaped (absent: nobody yet, a draft may have none). */
export function readAudience(value: unknown): Audience {
  if (value === undefined || value === null) return { ...NO_AUDIENCE };
  if (typeof value !== 'object' || Array.isArray(value)) throw refuse('填写范围格式不正确');
  const { all = 0, departIds = [], userIds = [], ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) throw refuse(`填写范围不支持 ${Object.keys(rest)[0]}`);
  if (all !== 0 && all !== 1) throw refuse('填写范围格式不正确');
  if (!Array.isArray(departIds) || departIds.length > MAX_DEPARTS || !departIds.every(isId)) throw refuse('填写范围中的部门格式不正确');
  if (!Array.isArray(userIds) || userIds.length > MAX_USERS || !userIds.every(isId)) throw refuse('填写范围中的人员格式不正确');
  return { all, departIds: [...new Set(departIds as number[])], userIds: [...new Set(userIds as number[])] };
}

export const isEmptyAudience = (audience: Audience | null | undefined) => !audience || (audience.all !== 1 && !audience.departIds?.length && !audience.userIds?.length);

/** Every department and member named is the company's (live department, current member): else 400. */
export async function checkAudience(services: Services, audience: Audience): Promise<void> {
  if (audience.departIds.length) {
    const found = await services.data.section('depart').count({ where: { id: audience.departIds } });
    if (found !== audience.departIds.length) throw refuse('填写范围中的部门不存在');
  }
  if (audience.userIds.length) {
    const found = await services.data.rows('Membership').count({ where: { id: audience.userIds, status: ACTIVE } });
    if (found !== audience.userIds.length) throw refuse('填写范围中的人员不存在');
  }
}

/** The published audience as rows of the form (replacing those of an earlier publish). */
export async function writeAudienceRows(services: Services, formId: number, audience: Audience): Promise<void> {
  const rows = services.data.rows('DesignedFormAudience');
  await rows.destroy({ where: { formId } });
  const all = audience.all === 1 ? [{ formId, all: 1 }] : [];
  await rows.bulkCreate([
    ...all,
    ...audience.departIds.map((departId) => ({ formId, all: 0, departId })),
    ...audience.userIds.map((memberId) => ({ formId, all: 0, memberId })),
  ]);
}

/** The account ids of the current members an audience reaches (departments with their sub-departments). */
export async function audienceAccounts(services: Services, tenantId: number, audience: Audience): Promise<number[]> {
  const members = services.data.rows('Membership');
  let where: WhereOptions;
  if (audience.all === 1) where = { status: ACTIVE };
  else {
    const index = await departIndex(services, tenantId);
    const departs = [...new Set(audience.departIds.flatMap((id) => subtreeIds(index, id)))];
    where = { status: ACTIVE, [Op.or]: [{ id: audience.userIds }, { departId: departs }] };
  }
  const rows = (await members.findAll({ where, attributes: ['accountId'], raw: true })) as any[];
  return rows.map((row) => row.accountId as number);
}

/** The member's department and those above it: a form for any of them reaches the member. */
async function departAndAbove(services: Services, tenantId: number, departId: number | null): Promise<number[]> {
  if (!departId) return [];
  const index = await departIndex(services, tenantId);
  const ids: number[] = [];
  for (let node = index.byId.get(departId); node && !ids.includes(node.id); node = index.byId.get(node.parentId)) ids.push(node.id);
  return ids;
}

/** Ids of the forms whose published audience holds the member (one query over the audience rows). */
export async function formsReaching(services: Services, tenantId: number, membershipId: number): Promise<number[]> {
  const me = (await services.data.rows('Membership').findById(membershipId, { attributes: ['departId'], raw: true })) as any;
  const departs = await departAndAbove(services, tenantId, me?.departId ?? null);
  const reach: WhereOptions[] = [{ all: 1 }, { memberId: membershipId }];
  if (departs.length) reach.push({ departId: departs });
  const rows = (await services.data.rows('DesignedFormAudience').findAll({ where: { [Op.or]: reach }, attributes: ['formId'], raw: true })) as any[];
  return [...new Set(rows.map((row) => row.formId as number))];
}
