import { api } from './request';
import { getToken } from './session';
import type { CurrentUser, InitialState, MenuItem } from './types';

/** GET /api/admin/user/front/info when a token is present; undefined when logged out or on failure. */
export async function fetchCurrentUser(): Promise<CurrentUser | undefined> {
  if (!getToken()) return undefined;
  try {
    const reply = await api.get<CurrentUser>('/api/admin/user/front/info', undefined, { quiet: true });
    return reply.data ?? undefined;
  } catch {
    return undefined;
  }
}

/** The menu tree without the 网站管理 (`website`) entry, which the web console does not show. */
function withoutWebsite(items: MenuItem[]): MenuItem[] {
  return items
    .filter((item) => item.key !== 'website')
    .map((item) => (item.children ? { ...item, children: withoutWebsite(item.children) } : item));
}

/** GET /api/admin/user/front/menus when a token is present; undefined when logged out or on failure. */
export async function fetchMenus(): Promise<MenuItem[] | undefined> {
  if (!getToken()) return undefined;
  try {
    const reply = await api.get<MenuItem[]>('/api/admin/user/front/menus', undefined, { quiet: true });
    return Array.isArray(reply.data) ? withoutWebsite(reply.data) : undefined;
  } catch {
    return undefined;
  }
}

/** The user and the menus; used at start-up and by the login page right after a token is saved. */
export async function loadInitialState(): Promise<InitialState> {
  const [currentUser, menus] = await Promise.all([fetchCurrentUser(), fetchMenus()]);
  return { currentUser, menus };
}
