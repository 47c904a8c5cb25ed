/**
 * 权限设置's system administrators (spec doc 2 §7): adding and taking back the administrator flag with its Casbin
 * grant, and the marks on the administrator list's rows.
 */
import type { Services } from '../../services';
import type { RouteHandler } from '../../engine/bound-handlers';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { ok } from '../../http/envelope';
import { activeMembers, followAdminFlag, mainAccountOf, refuseAdminRemoval, setCompanyAdmin } from './company-admins';
import { idsFrom } from './id-lists';
import { decorateMemberRows } from './member-rows';

export const COMPANY_ADMIN_OPERATIONS = ['addCompanyAdmin'] as const;

/**
 * System administrators (isCompanyAdmin = 1), spec doc 2 §7. The list (selectCompanyAdmin) is the generic list
 * over Membership declared in schemas/admin/permission.json, with `decorateCompanyAdmins`; taking the flag back
 * (delCompanyAdmin) is a declared transition of a current member's flag with the rules below. Adding is a handler:
 * it takes the spec's bodies (`userIds` / `userDTOList` / a bare array) of several members. Only administrators
 * reach either (grant condition `companyAdmin`).
 */
export function companyAdminHandlers(services: Services): Record<(typeof COMPANY_ADMIN_OPERATIONS)[number], RouteHandler> {
  return {
    addCompanyAdmin: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      const body = ctx.request.body as any;
      const ids = idsFrom(Array.isArray(body) ? body : body?.userIds ?? body?.userDTOList, '请选择您要添加数据!', 'userIds');
      await services.data.transaction(async () => {
        for (const member of await activeMembers(services, ids)) {
          if (member.isCompanyAdmin !== 1) await setCompanyAdmin(services, actor.tenantId, member, true);
        }
      });
      ok(ctx, null, '操作成功!');
    },
  };
}

/** delCompanyAdmin (a transition 1 → 0 of a current member's isCompanyAdmin): its refusals, then the grant and caches follow. */
export const companyAdminRemovalHooks: Pick<SectionHooks, 'beforeTransition' | 'afterTransition'> = {
  async beforeTransition(member, _values, { ctx, services, operation }) {
    if (operation === 'delCompanyAdmin') await refuseAdminRemoval(services, (ctx.state.actor as Actor).tenantId, member);
  },
  async afterTransition(member, _input, { ctx, services, operation }) {
    if (operation === 'delCompanyAdmin') await followAdminFlag(services, (ctx.state.actor as Actor).tenantId, member.accountId, false);
  },
};

/** selectCompanyAdmin's rows: members as the permission screens show them, marked when one is the main account. */
export async function decorateCompanyAdmins(rows: Record<string, any>[], { services, ctx }: HookContext) {
  const accounts = rows.map((row) => row.accountId);
  const mainAccountId = await mainAccountOf(services, (ctx.state.actor as Actor).tenantId);
  await decorateMemberRows(services, rows);
  rows.forEach((row, i) => (row.isMainAccount = accounts[i] === mainAccountId ? 1 : 0));
}
