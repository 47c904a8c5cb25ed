/**
 * The derived fields of 用户管理's rows (mobile, department name, roles, main account, admin text), read once per
 * page from the section read cache and Casbin's rules.
 */
import type { Enforcer } from 'casbin';
import type { Services } from '../../services';
import { toWire } from '../../http/format';
import { treeIndex, type TreeIndex } from '../../engine/section-tree-index';
import { mainAccountOf } from './company-admins';

export { subtreeIds } from '../../engine/section-tree-index';

export const ACTIVE = 0;
export const REMOVED = 1;

/** The company's live departments (the depart section's tree, from its read cache). */
export function departIndex(services: Services, tenantId: number): Promise<TreeIndex> {
  const depart = services.sections.find((section) => section.id === 'depart')!;
  return treeIndex(services, depart, tenantId);
}

/**
 * Cloud account mobiles by account id. The company's known ones sit in the user section's read cache for
 * CACHE_SECONDS (any Account write drops them: `readsFrom`), so a page reads only the accounts not seen yet — a list
 * searched again and again reads none. The map is only ever added to; one dropped by a write is no longer handed out.
 */
async function mobilesOf(services: Services, tenantId: number, accountIds: number[]): Promise<Map<number, string>> {
  const known = await services.caches.sectionReads.read('user', tenantId, 'mobiles', async () => new Map<number, string>());
  const missing = accountIds.filter((id) => !known.has(id));
  if (missing.length) {
    const accounts = await services.data.rows('Account').findAll({ where: { id: missing }, attributes: ['id', 'mobile'], raw: true });
    for (const account of accounts as any[]) known.set(account.id, account.mobile);
  }
  return known;
}

/** Department names by id: live ones from the tree index, deleted ones (a removed member's) looked up together. */
async function departNamesOf(services: Services, tenantId: number, departIds: number[]): Promise<Map<number, string>> {
  const index = await departIndex(services, tenantId);
  const names = new Map<number, string>();
  for (const id of departIds) if (index.byId.has(id)) names.set(id, index.byId.get(id)!.label);
  const deleted = departIds.filter((id) => !names.has(id));
  if (deleted.length) {
    const rows = await services.data.section('depart').findAll({ where: { id: deleted }, attributes: ['id', 'name'], paranoid: false, raw: true });
    for (const row of rows as any[]) names.set(row.id, row.name);
  }
  return names;
}

async function roleNamesOf(services: Services): Promise<Map<number, string>> {
  const roles = await services.data.rows('Role').findAll({ attributes: ['id', 'name'], raw: true });
  return new Map((roles as any[]).map((r) => [r.id, r.name]));
}

/**
 * The company's role names and main account: read once per CACHE_SECONDS, not on every page. They sit in the user
 * section's read cache, which any write of Role or Company drops at once (`readsFrom` in schemas/admin/user.json).
 */
function companyFacts(services: Services, tenantId: number): Promise<{ roleNames: Map<number, string>; mainAccountId: number | null }> {
  return services.caches.sectionReads.read('user', tenantId, 'companyFacts', async () => {
    const [roleNames, mainAccountId] = await Promise.all([roleNamesOf(services), mainAccountOf(services, tenantId)]);
    return { roleNames, mainAccountId };
  });
}

// An enforcer is replaced (never changed) when the tenant's rules change, so its role map is built once.
const rolesByEnforcer = new WeakMap<Enforcer, Promise<Map<number, number[]>>>();

/** Role ids held by each account in the tenant, from the `g, user:<account>, role:<id>, <tenant>` rules in memory. */
async function accountRolesOf(services: Services, tenantId: number): Promise<Map<number, number[]>> {
  const enforcer = await services.enforcers.forTenant(tenantId);
  let found = rolesByEnforcer.get(enforcer);
  if (!found) {
    found = enforcer.getFilteredGroupingPolicy(2, String(tenantId)).then((rules) => {
      const roles = new Map<number, number[]>();
      for (const [user, role] of rules) {
        const accountId = Number(user.slice('user:'.length));
        const held = roles.get(accountId);
        if (held) held.push(Number(role.slice('role:'.length)));
        else roles.set(accountId, [Number(role.slice('role:'.length))]);
      }
      return roles;
    });
    rolesByEnforcer.set(enforcer, found);
  }
  return found;
}

/**
 * The derived fields of user rows (memberships on the wire), one lookup of each kind for the whole page: the cloud
 * account (username, mobilePhone), the department name, the roles (groupList, groupNames), whether the member is the
 * company's main account, the administrator flag as text for the export. removedAt/removedBy only on removed members.
 */
export async function decorateUsers(services: Services, tenantId: number, rows: Record<string, any>[]): Promise<void> {
  if (!rows.length) return;
  const accountIds = [...new Set(rows.map((row) => row.accountId).filter(Boolean))];
  const departIds = [...new Set(rows.map((row) => row.departId).filter(Boolean))];
  const [mobiles, departNames, { roleNames, mainAccountId }, accountRoles] = await Promise.all([
    mobilesOf(services, tenantId, accountIds),
    departNamesOf(services, tenantId, departIds),
    companyFacts(services, tenantId),
    accountRolesOf(services, tenantId),
  ]);
  // Set one by one and left undefined rather than deleted: Object.assign and delete turn a wide row into a
  // dictionary-mode object, slower to write as JSON; JSON leaves undefined values out.
  for (const row of rows) {
    const mobile = mobiles.get(row.accountId) ?? '';
    const groupList = (accountRoles.get(row.accountId) ?? []).filter((id) => roleNames.has(id));
    row.username = mobile;
    row.mobilePhone = mobile;
    row.departName = departNames.get(row.departId) ?? null;
    row.isMainAccount = row.accountId === mainAccountId ? 1 : 0;
    row.groupList = groupList;
    row.groupNames = groupList.map((id) => roleNames.get(id)).join(',');
    row.adminText = row.isCompanyAdmin === 1 ? '是' : '否';
    if (row.status !== REMOVED) {
      row.removedAt = undefined;
      row.removedBy = undefined;
    }
  }
}

/** Memberships as the user list shows them (the answer of a write). */
export async function userRows(services: Services, tenantId: number, memberships: any[]): Promise<Record<string, any>[]> {
  const rows = memberships.map((m) => toWire(m.get ? m.get({ plain: true }) : m));
  await decorateUsers(services, tenantId, rows);
  return rows;
}
