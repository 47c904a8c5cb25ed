import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { forbidden } from '../../http/envelope';
import { ADMIN_ONLY, mainAccountOf } from './company-admins';

/** What a user write is about to do to some members. */
export interface AdminGuardTarget {
  /** The members written to (sys_membership rows of the current company). */
  members: { accountId: number; isCompanyAdmin: number }[];
  /** The write makes or unmakes an administrator. */
  changesAdmin?: boolean;
}

/**
 * The one rule every user write follows (addUser, updateUser, setDepart, deleteUser): only a system
 * administrator may make or unmake an administrator, or change a member who is one — the company's main
 * account included, whatever its flag says. A member whose role grants 用户管理 manages everyone else.
 */
export async function refuseUnlessAdmin(services: Services, actor: Actor, target: AdminGuardTarget) {
  if (actor.isCompanyAdmin) return;
  if (target.changesAdmin || target.members.some((member) => member.isCompanyAdmin === 1)) throw forbidden(ADMIN_ONLY);
  if (!target.members.length) return;
  const mainAccountId = await mainAccountOf(services, actor.tenantId);
  if (target.members.some((member) => member.accountId === mainAccountId)) throw forbidden(ADMIN_ONLY);
}
