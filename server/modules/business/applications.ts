import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { mountApplicationRoutes } from './application-routes';
import { mountAppPlaceholder } from './app-placeholder';

/** 应用管理 (menu key `application`) and the local placeholder pages the apps open. */
export function mountApplications(routes: RouteTable, services: Services) {
  mountApplicationRoutes(routes, services);
  mountAppPlaceholder(routes, services);
}
