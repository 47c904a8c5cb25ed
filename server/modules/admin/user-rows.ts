import type { Services } from '../../services';
import { formatDateTime } from '../../http/format';

interface DepartNode {
  id: number;
  name: string;
  parentId: number;
}

/** The tenant's live departments by id with their children, from the department section's read cache. */
export interface DepartIndex {
  byId: Map<number, DepartNode>;
  children: Map<number, number[]>;
}

/** Read through the department section's cache: any department write drops it (prefix `depart:<tenant>:`). */
export function departIndex(services: Services, tenantId: number): Promise<DepartIndex> {
  return services.caches.sectionReads.read('depart', tenantId, 'userDepartIndex', async () => {
    const rows = (await services.db.sections.depart.findAll({ attributes: ['id', 'name', 'parentId'], raw: true })) as DepartNode[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const children = new Map<number, number[]>();
    for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
    return { byId, children };
  });
}

/** A department and every live department under it. */
export function subtreeIds(index: DepartIndex, rootId: number): number[] {
  if (!index.byId.has(rootId)) return [];
  const ids: number[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    ids.push(id);
    stack.push(...(index.children.get(id) ?? []));
  }
  return ids;
}

/** Membership columns a user row is made of. */
export const MEMBER_ATTRIBUTES = ['id', 'accountId', 'name', 'no', 'position', 'departId', 'isCompanyAdmin', 'status', 'removedAt', 'removedBy', 'crtTime', 'updTime', 'updUserName'];

export interface UserRow {
  id: number;
  accountId: number;
  name: string;
  username: string;
  mobilePhone: string;
  no: string | null;
  position: string | null;
  departId: number | null;
  departName: string | null;
  isCompanyAdmin: number;
  /** 1 for the company's main account (sys_company.mainAccountId), which cannot be removed. */
  isMainAccount: number;
  status: number;
  groupList: number[];
  groupNames: string;
  crtTime: string | null;
  updTime: string | null;
  updUserName: string | null;
  removedAt?: string | null;
  removedBy?: string | null;
}

/**
 * Memberships of the current tenant as user rows: the cloud account (mobile) from sys_account, the department
 * name, and the member's roles as the tenant's enforcer holds them (already in memory for the permission check).
 */
export async function toUserRows(services: Services, tenantId: number, memberships: any[]): Promise<UserRow[]> {
  if (!memberships.length) return [];
  const plain = memberships.map((m) => (m.get ? m.get({ plain: true }) : m));
  const accountIds = [...new Set(plain.map((m) => m.accountId))];
  const [accounts, departs, roles, enforcer, company] = await Promise.all([
    services.db.models.Account.findAll({ where: { id: accountIds }, attributes: ['id', 'mobile'], raw: true }),
    departIndex(services, tenantId),
    services.db.models.Role.findAll({ attributes: ['id', 'name'], raw: true }),
    services.enforcers.forTenant(tenantId),
    services.db.models.Company.findByPk(tenantId, { attributes: ['mainAccountId'], raw: true }),
  ]);
  const mainAccountId = (company as any)?.mainAccountId;
  const mobiles = new Map((accounts as any[]).map((a) => [a.id, a.mobile as string]));
  const roleNames = new Map((roles as any[]).map((r) => [r.id, r.name as string]));
  const missing = plain.map((m) => m.departId).filter((id) => id && !departs.byId.has(id));
  const deletedDeparts = missing.length
    ? new Map(
        ((await services.db.sections.depart.findAll({ where: { id: [...new Set(missing)] }, attributes: ['id', 'name'], paranoid: false, raw: true })) as any[]).map(
          (d) => [d.id, d.name as string],
        ),
      )
    : new Map<number, string>();
  const dom = String(tenantId);
  return Promise.all(
    plain.map(async (m) => {
      const held = await enforcer.getRolesForUser(`user:${m.accountId}`, dom);
      const groupList = held.map((role) => Number(role.slice(5))).filter((id) => roleNames.has(id));
      const mobile = mobiles.get(m.accountId) ?? '';
      const row: UserRow = {
        id: m.id,
        accountId: m.accountId,
        name: m.name,
        username: mobile,
        mobilePhone: mobile,
        no: m.no ?? null,
        position: m.position ?? null,
        departId: m.departId ?? null,
        departName: departs.byId.get(m.departId)?.name ?? deletedDeparts.get(m.departId) ?? null,
        isCompanyAdmin: m.isCompanyAdmin,
        isMainAccount: m.accountId === mainAccountId ? 1 : 0,
        status: m.status,
        groupList,
        groupNames: groupList.map((id) => roleNames.get(id)).join(','),
        crtTime: formatDateTime(m.crtTime),
        updTime: formatDateTime(m.updTime),
        updUserName: m.updUserName ?? null,
      };
      if (m.status === 1) Object.assign(row, { removedAt: formatDateTime(m.removedAt), removedBy: m.removedBy ?? null });
      return row;
    }),
  );
}
