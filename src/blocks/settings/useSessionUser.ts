// The header's signed-in user, read and patched by the 个人设置 blocks after a save.
import { useModel } from '@umijs/max';
import type { CurrentUser, InitialState } from '@/services/types';

/** The signed-in user of the header (front/info) and a way to change it at once after a save. */
export function useSessionUser() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const currentUser = (initialState as InitialState | undefined)?.currentUser;
  const patchUser = (change: Partial<CurrentUser>) =>
    setInitialState((state: InitialState | undefined) => ({ ...state, currentUser: state?.currentUser ? { ...state.currentUser, ...change } : state?.currentUser }) as any);
  return { currentUser, patchUser };
}
