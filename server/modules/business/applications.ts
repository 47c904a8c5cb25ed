import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { mountAppPlaceholder } from './app-placeholder';

/** The local placeholder pages the apps open (应用管理's own calls are mounted by its hooks, application.ts). */
export function mountApplications(routes: RouteTable, services: Services) {
  mountAppPlaceholder(routes, services);
}
