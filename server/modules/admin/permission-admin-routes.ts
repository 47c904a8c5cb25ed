import type { Services } from '../../services';
import type { RouteHandler } from '../../engine/bound-handlers';
import type { Actor } from '../../context/request-context';
import { ok } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { activeMembers, mainAccountOf, setCompanyAdmin } from './company-admins';
import { idsFrom } from './id-lists';
import { toMemberRows } from './member-rows';

export const COMPANY_ADMIN_OPERATIONS = ['selectCompanyAdmin', 'addCompanyAdmin', 'delCompanyAdmin'] as const;

/**
 * System administrators (isCompanyAdmin = 1): list, add, take back (spec doc 2 §7 selectCompanyAdmin …).
 * Operations of the 权限设置 section (schemas/admin/permission.json), by name; adding and removing is
 * declared there with the `companyAdmin` grant condition, so only administrators reach these handlers.
 */
export function companyAdminHandlers(services: Services): Record<(typeof COMPANY_ADMIN_OPERATIONS)[number], RouteHandler> {
  const { Membership } = services.db.models;

  return {
    selectCompanyAdmin: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      const rows = await Membership.findAll({ where: { isCompanyAdmin: 1, status: 0 }, order: [['id', 'ASC']] });
      const mainAccountId = await mainAccountOf(services, actor.tenantId);
      const members = await toMemberRows(services, rows);
      ok(ctx, members.map((member, i) => ({ ...member, isMainAccount: rows[i].accountId === mainAccountId ? 1 : 0 })));
    },

    addCompanyAdmin: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      const body = ctx.request.body as any;
      const ids = idsFrom(Array.isArray(body) ? body : body?.userIds ?? body?.userDTOList, '请选择您要添加数据!', 'userIds');
      await services.db.sequelize.transaction(async () => {
        for (const member of await activeMembers(services, ids)) {
          if (member.isCompanyAdmin !== 1) await setCompanyAdmin(services, actor.tenantId, member, true);
        }
      });
      ok(ctx, null, '操作成功!');
    },

    delCompanyAdmin: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      const id = readId(ctx.params.id);
      await services.db.sequelize.transaction(async () => {
        const [member] = await activeMembers(services, [id]);
        if (member.isCompanyAdmin === 1) await setCompanyAdmin(services, actor.tenantId, member, false);
      });
      ok(ctx, null, '操作成功!');
    },
  };
}
