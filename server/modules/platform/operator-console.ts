import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { ok } from '../../http/envelope';
import { visibleMenus, type MenuNode } from '../admin/menu-tree';
import { PLATFORM_API, PLATFORM_AREA } from './platform-domain';

/** The header's label of the platform domain (where a company member sees the company name). */
export const PLATFORM_LABEL = '运营平台';

/** 运营管理: one entry per section file of the platform area, in file order. */
export function operatorMenu(services: Services): MenuNode[] {
  const children = services.sections
    .filter((section) => section.area === PLATFORM_AREA)
    .map((section) => ({ key: section.id, title: section.title, icon: 'AuditOutlined', section: section.id }));
  return [{ key: 'operator', title: '运营管理', icon: 'ControlOutlined', children }];
}

/** The operator's header data and menu (the platform's counterparts of front/info and front/menus). */
export function mountOperatorConsole(table: RouteTable, services: Services) {
  const menu = operatorMenu(services);
  table.add({
    method: 'GET',
    path: `${PLATFORM_API}front/info`,
    object: 'session',
    action: 'read',
    summary: '平台运营人员的头部信息',
    handler: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      ok(ctx, { id: actor.accountId, name: actor.name, mobile: actor.mobile, companyName: PLATFORM_LABEL, isSysManager: 1, newsQty: 0 });
    },
  });
  table.add({
    method: 'GET',
    path: `${PLATFORM_API}front/menus`,
    object: 'session',
    action: 'read',
    summary: '平台运营人员的菜单（运营管理）',
    handler: async (ctx) => ok(ctx, await visibleMenus(services, ctx.state.actor as Actor, menu)),
  });
}
