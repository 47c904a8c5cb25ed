import { history, useModel } from '@umijs/max';
import { insertGateLog } from '@/services/auth';
import { loadInitialState } from '@/services/initial-state';
import { saveSession } from '@/services/session';

/** Only same-site paths may be followed after login (the checkLogin reply carries one). */
const safeTarget = (url?: unknown) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/merchant';

/**
 * After a token is obtained (password or QR): store it, write the gate log,
 * load the user and menus into the initial state, then open the workbench.
 */
export function useFinishLogin() {
  const { setInitialState } = useModel('@@initialState');
  return async (token: string, depart: unknown, target?: unknown) => {
    saveSession(token, depart);
    insertGateLog();
    const state = await loadInitialState();
    await setInitialState((previous: object | undefined) => ({ ...previous, ...state }));
    history.push(safeTarget(target));
  };
}
