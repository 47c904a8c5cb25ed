import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { ok } from '../../http/envelope';
import { PLATFORM_API } from '../../permissions/platform-domain';

/** The header's label of the platform domain (where a company member sees the company name). */
export const PLATFORM_LABEL = '运营平台';

/**
 * The operator's header data (the platform's counterpart of front/info). Its menus (运营管理) are the engine's
 * front/menus of the platform domain (server/engine/area-menus.ts).
 */
export function mountOperatorConsole(table: RouteTable, services: Services) {
  table.add({
    method: 'GET',
    path: `${PLATFORM_API}front/info`,
    object: 'session',
    action: 'read',
    summary: '平台运营人员的头部信息',
    handler: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      ok(ctx, { id: actor.accountId, name: actor.name, mobile: actor.mobile, tenantId: actor.tenantId, isOperator: 1, companyName: PLATFORM_LABEL, isSysManager: 1, newsQty: 0 });
    },
  });
}
