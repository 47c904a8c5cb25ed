import 'antd/dist/reset.css';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { loadInitialState } from '@/services/initial-state';
import type { InitialState } from '@/services/types';
import { renderEmpty } from '@/components/EmptyState';

/**
 * umi runtime config. umi refuses any runtime export it does not know ("register failed, invalid key ..."), so the
 * helpers fetchCurrentUser / fetchMenus / loadInitialState live in src/services/initial-state.ts.
 */

export type { CurrentUser, MenuItem } from '@/services/types';

/**
 * Pages a visitor uses without a session: the user is not looked up there, so a stale cookie
 * (401 → /login in the request client) does not bounce a visitor off the sign-up pages.
 * The login page loads the state itself once it has a token.
 */
const PUBLIC_PATHS = ['/login', '/register', '/phoneRegister', '/registerStep', '/settlement'];

export async function getInitialState(): Promise<InitialState> {
  if (PUBLIC_PATHS.includes(window.location.pathname)) return {};
  return loadInitialState();
}

/** Each navigation scrolls to the top (spec doc 1 §2). */
export function onRouteChange() {
  window.scrollTo(0, 0);
}

/**
 * antd in Chinese, its empty states worded as the spec's everywhere (renderEmpty). The umi antd and locale plugins
 * did this before and brought lodash, moment and react-intl into the first script every page loads (config/config.ts).
 */
export function rootContainer(container: ReactNode) {
  return (
    <ConfigProvider locale={zhCN} renderEmpty={renderEmpty}>
      {container}
    </ConfigProvider>
  );
}
