import { api } from '@/services/request';
import type { CurrentUser, MenuItem } from '@/services/types';

/** The platform domain's tenant id: operators sign in there (server/modules/platform/platform-domain.ts). */
export const PLATFORM_TENANT_ID = 0;

export interface OperatorConsoleData {
  user: CurrentUser;
  menus: MenuItem[];
}

/** The operator's header data and 运营管理 menu; an ApiError (403 for a company session) when not an operator. */
export async function fetchOperatorConsole(): Promise<OperatorConsoleData> {
  const [info, menus] = await Promise.all([
    api.get<CurrentUser>('/api/platform/front/info', undefined, { quiet: true }),
    api.get<MenuItem[]>('/api/platform/front/menus', undefined, { quiet: true }),
  ]);
  return { user: info.data, menus: Array.isArray(menus.data) ? menus.data : [] };
}
