/**
 * 权限设置's system administrators (spec doc 2 §7): the rules of adding and taking back the administrator flag with
 * its Casbin grant, and the marks on the administrator list's rows.
 */
import type { Services } from '../../services';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { followAdminFlag, mainAccountOf, refuseAdminRemoval } from './company-admins';
import { decorateMemberRows } from './member-rows';

/**
 * System administrators (isCompanyAdmin = 1), spec doc 2 §7, over Membership (schemas/admin/permission.json): the
 * list (selectCompanyAdmin) is a generic list with `decorateCompanyAdmins`; adding (addCompanyAdmin, the members the
 * body lists) and taking back (delCompanyAdmin, one member) are declared transitions of a current member's flag with
 * the rules below. Only administrators reach them (grant condition `companyAdmin`).
 */
export const companyAdminFlagHooks: Pick<SectionHooks, 'beforeTransition' | 'afterTransition'> = {
  async beforeTransition(member, _values, { ctx, services, operation }) {
    if (operation === 'delCompanyAdmin') await refuseAdminRemoval(services, (ctx.state.actor as Actor).tenantId, member);
  },
  // The Casbin `role:admin` grant and the caches follow the flag.
  async afterTransition(member, _input, { ctx, services, operation }) {
    if (operation === 'addCompanyAdmin' || operation === 'delCompanyAdmin') {
      await followAdminFlag(services, (ctx.state.actor as Actor).tenantId, member.accountId, operation === 'addCompanyAdmin');
    }
  },
};

/** selectCompanyAdmin's rows: members as the permission screens show them, marked when one is the main account. */
export async function decorateCompanyAdmins(rows: Record<string, any>[], { services, ctx }: HookContext) {
  const accounts = rows.map((row) => row.accountId);
  const mainAccountId = await mainAccountOf(services, (ctx.state.actor as Actor).tenantId);
  await decorateMemberRows(services, rows);
  rows.forEach((row, i) => (row.isMainAccount = accounts[i] === mainAccountId ? 1 : 0));
}
