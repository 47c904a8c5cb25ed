import { useModel } from '@umijs/max';
import type { Row } from '../types';

/** The signed-in user (`front/info`), which item conditions read as `session.<key>`. */
export function useSession(): Row {
  const { initialState } = useModel('@@initialState');
  return ((initialState as { currentUser?: Row } | undefined)?.currentUser ?? {}) as Row;
}
