import type { Services } from '../../services';
import { formatDateTime } from '../../http/format';

/** A member as the permission screens show it; `id` is the membership id (the "person" of spec doc 2). */
export interface MemberRow {
  id: number;
  name: string;
  mobile: string;
  username: string;
  departId: number | null;
  departName: string | null;
  position: string | null;
  isCompanyAdmin: number;
  crtTime: string | null;
}

/** Adds the cloud account (mobile) and the department name to memberships of the current tenant. */
export async function toMemberRows(services: Services, memberships: any[]): Promise<MemberRow[]> {
  const plain = memberships.map((m) => (m.get ? m.get({ plain: true }) : m));
  const accountIds = [...new Set(plain.map((m) => m.accountId))];
  const departIds = [...new Set(plain.map((m) => m.departId).filter(Boolean))];
  const [accounts, departs] = await Promise.all([
    accountIds.length
      ? services.data.rows('Account').findAll({ where: { id: accountIds }, attributes: ['id', 'mobile'], raw: true })
      : [],
    departIds.length
      ? services.data.section('depart').findAll({ where: { id: departIds }, attributes: ['id', 'name'], paranoid: false, raw: true })
      : [],
  ]);
  const mobiles = new Map((accounts as any[]).map((a) => [a.id, a.mobile]));
  const departNames = new Map((departs as any[]).map((d) => [d.id, d.name]));
  return plain.map((m) => ({
    id: m.id,
    name: m.name,
    mobile: mobiles.get(m.accountId) ?? '',
    username: mobiles.get(m.accountId) ?? '',
    departId: m.departId ?? null,
    departName: departNames.get(m.departId) ?? null,
    position: m.position ?? null,
    isCompanyAdmin: m.isCompanyAdmin,
    crtTime: formatDateTime(m.crtTime),
  }));
}

/**
 * Member rows of a generic list over Membership (a `decorateOperation` hook): each wire row becomes the MemberRow
 * shape in place (mobile and department name added, the membership's other columns left out).
 */
export async function decorateMemberRows(services: Services, rows: Record<string, any>[]): Promise<void> {
  const members = await toMemberRows(services, rows);
  rows.forEach((row, i) => {
    for (const key of Object.keys(row)) delete row[key];
    Object.assign(row, members[i]);
  });
}
