import { api } from './request';
import { getToken, isPlatformSession } from './session';
import type { CurrentUser, InitialState, MenuItem } from './types';

/**
 * Where the header data and the menus come from: a company member's front/info and front/menus, or the operator's
 * own (server/modules/platform/operator-console.ts); an operator never calls the company-only ones.
 */
const sourcePrefix = () => (isPlatformSession() ? '/api/platform' : '/api/admin/user');

/** GET /api/admin/user/front/info (an operator's: /api/platform/front/info) when a token is present; undefined when logged out or on failure. */
export async function fetchCurrentUser(): Promise<CurrentUser | undefined> {
  if (!getToken()) return undefined;
  try {
    const reply = await api.get<CurrentUser>(`${sourcePrefix()}/front/info`, undefined, { quiet: true });
    return reply.data ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/admin/user/front/menus when a token is present (one root per company area, with the area's route; an
 * operator's: /api/platform/front/menus, the platform's areas);
 * undefined when logged out or on failure.
 */
export async function fetchMenus(): Promise<MenuItem[] | undefined> {
  if (!getToken()) return undefined;
  try {
    const reply = await api.get<MenuItem[]>(`${sourcePrefix()}/front/menus`, undefined, { quiet: true });
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
