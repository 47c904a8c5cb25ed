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

/**
 * GET /api/admin/user/front/menus when a token is present (one root per company area, with the area's route);
 * undefined when logged out or on failure.
 */
export async function fetchMenus(): Promise<MenuItem[] | undefined> {
  if (!getToken()) return undefined;
  try {
    const reply = await api.get<MenuItem[]>('/api/admin/user/front/menus', undefined, { quiet: true });
    return Array.isArray(reply.data) ? reply.data : undefined;
  } catch {
    return undefined;
  }
}

/** The user and the menus; used at start-up and by the login page right after a token is saved. */
export async function loadInitialState(): Promise<InitialState> {
  const [currentUser, menus] = await Promise.all([fetchCurrentUser(), fetchMenus()]);
  return { currentUser, menus };
}
