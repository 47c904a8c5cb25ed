import type { Services } from '../../services';
import { afterCommit } from '../../context/transaction-context';
import { conflict, notFound } from '../../http/envelope';

/** A member with 权限设置 through a role may manage roles, but only administrators make or unmake administrators. */
export const ADMIN_ONLY = '只有系统管理员可以设置或移除系统管理员';

/** Active members of the current tenant by membership id; any id that is not one is 404 (another company's too). */
export async function activeMembers(services: Services, ids: number[]): Promise<any[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await services.data.rows('Membership').findAll({ where: { id: unique, status: 0 } });
  if (rows.length !== unique.length) throw notFound('用户不存在或已被移除');
  return rows;
}

/** The id of the company's main account (sys_company.mainAccountId). */
export async function mainAccountOf(services: Services, tenantId: number): Promise<number | null> {
  const company = await services.data.rows('Company').findById(tenantId, { attributes: ['mainAccountId'], raw: true });
  return (company as any)?.mainAccountId ?? null;
}

/** Caches that hold the admin flag (token actors, header profiles) forget the member at once. */
function forget(services: Services, tenantId: number, accountId: number) {
  services.tokens.forgetAccount(accountId);
  services.caches.profiles.deletePrefix(`${tenantId}:`);
}

/** Taking the flag back never leaves the company without its main account's administrator or without any administrator. */
export async function refuseAdminRemoval(services: Services, tenantId: number, membership: { accountId: number }) {
  if (membership.accountId === (await mainAccountOf(services, tenantId))) throw conflict('企业主账号的管理员权限不能移除');
  const admins = await services.data.rows('Membership').count({ where: { isCompanyAdmin: 1, status: 0 } });
  if (admins <= 1) throw conflict('至少需要保留一名系统管理员');
}

/** After the flag moved: the Casbin `role:admin` grant follows it, and the caches holding the flag forget the member. */
export async function followAdminFlag(services: Services, tenantId: number, accountId: number, isAdmin: boolean) {
  await services.policies.setAdmin(tenantId, accountId, isAdmin);
  forget(services, tenantId, accountId);
  // Once more after commit, so a read between the write and the commit cannot keep the old flag cached.
  afterCommit(() => forget(services, tenantId, accountId));
}

/**
 * Makes a member a company administrator or takes it back, keeping sys_membership.isCompanyAdmin and the
 * Casbin `role:admin` grant in step (refuseAdminRemoval's rules on taking it back). For every caller that changes
 * the flag outside 移除系统管理员's declared transition (adding administrators, editing a member).
 */
export async function setCompanyAdmin(services: Services, tenantId: number, membership: any, isAdmin: boolean) {
  if (!isAdmin && membership.isCompanyAdmin === 1) await refuseAdminRemoval(services, tenantId, membership);
  await membership.update({ isCompanyAdmin: isAdmin ? 1 : 0 });
  await followAdminFlag(services, tenantId, membership.accountId, isAdmin);
}
