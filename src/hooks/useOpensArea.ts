import { useModel } from '@umijs/max';
import { opensArea } from '@/layouts/area-menu';
import type { InitialState } from '@/services/types';

/** The application centre's page (schemas/appCenter/area.json): only for who holds 应用购买. */
export const APP_CENTRE_ROUTE = '/merchantApplication';

/**
 * Whether the signed-in user's grants open the area page at `route` (read from the menus in the initial state), so
 * header and workbench entries into it are pruned as served section pages prune what a caller may not do.
 */
export function useOpensArea(route: string): boolean {
  const { initialState } = useModel('@@initialState');
  return opensArea((initialState as InitialState | undefined)?.menus, route);
}
