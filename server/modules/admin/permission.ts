import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { mountCompanyAdminRoutes } from './permission-admin-routes';
import { mountGroupRoutes } from './group-routes';
import { mountUserAppRoutes } from './user-app-routes';

/** 权限设置 (menu key `permission`): system administrators, roles, and per-application permissions. */
export function mountPermission(routes: RouteTable, services: Services) {
  mountCompanyAdminRoutes(routes, services);
  mountGroupRoutes(routes, services);
  mountUserAppRoutes(routes, services);
}
