/**
 * 权限设置's system administrators (spec doc 2 §7): adding and taking back the administrator flag with its Casbin
 * grant, and the marks on the administrator list's rows.
 */
import type { Services } from '../../services';
import type { RouteHandler } from '../../engine/bound-handlers';
import type { HookContext } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { ok } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { activeMembers, mainAccountOf, setCompanyAdmin } from './company-admins';
import { idsFrom } from './id-lists';
import { decorateMemberRows } from './member-rows';

export const COMPANY_ADMIN_OPERATIONS = ['addCompanyAdmin', 'delCompanyAdmin'] as const;

/**
 * System administrators (isCompanyAdmin = 1), spec doc 2 §7. The list (selectCompanyAdmin) is the generic list
 * over Membership declared in schemas/admin/permission.json, with `decorateCompanyAdmins`. Adding and taking back
 * are handlers: they change the flag and the Casbin administrator grant together (setCompanyAdmin) and take the
 * spec's bodies (`userIds` / `userDTOList` / a bare array); only administrators reach them (grant condition
 * `companyAdmin`).
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

    delCompanyAdmin: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      const id = readId(ctx.params.id);
      await services.data.transaction(async () => {
        const [member] = await activeMembers(services, [id]);
        if (member.isCompanyAdmin === 1) await setCompanyAdmin(services, actor.tenantId, member, false);
      });
      ok(ctx, null, '操作成功!');
    },
  };
}

/** selectCompanyAdmin's rows: members as the permission screens show them, marked when one is the main account. */
export async function decorateCompanyAdmins(rows: Record<string, any>[], { services, ctx }: HookContext) {
  const accounts = rows.map((row) => row.accountId);
  const mainAccountId = await mainAccountOf(services, (ctx.state.actor as Actor).tenantId);
  await decorateMemberRows(services, rows);
  rows.forEach((row, i) => (row.isMainAccount = accounts[i] === mainAccountId ? 1 : 0));
}
