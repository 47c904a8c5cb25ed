import { Navigate, useModel } from '@umijs/max';
import { Layout, Spin } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { getToken, MIN_TOKEN_LENGTH } from '@/services/session';
import type { CurrentUser, InitialState } from '@/services/types';
import ConsoleHeader from './ConsoleHeader';
import ExpiryReminder from './ExpiryReminder';
import styles from './ConsoleLayout.less';

/** The console needs a token of at least 100 characters (spec doc 1 §4); otherwise it goes to /login. */
export function hasConsoleSession(token = getToken()): boolean {
  return typeof token === 'string' && token.length >= MIN_TOKEN_LENGTH;
}

interface Props {
  children: ReactNode | ((user: CurrentUser | undefined) => ReactNode);
}

/** Wraps the merchant pages: session check, current user (from the umi initial state), header, grey content. */
export default function ConsoleLayout({ children }: Props) {
  // Checked when the page opens: logging out keeps the page (and its '退出成功!' toast) for the 1 s before /login.
  const [signedIn] = useState(() => hasConsoleSession());
  const { initialState, loading, refresh } = useModel('@@initialState');
  const currentUser = (initialState as InitialState | undefined)?.currentUser;
  const refreshed = useRef(false);

  // Arriving without a loaded user (e.g. the state was built before the login): load it once.
  useEffect(() => {
    if (hasConsoleSession() && !loading && !currentUser && !refreshed.current) {
      refreshed.current = true;
      void refresh();
    }
  }, [loading, currentUser, refresh]);

  if (!signedIn) return <Navigate to="/login" replace />;

  return (
    <Layout className={styles.layout}>
      <ConsoleHeader currentUser={currentUser} />
      <ExpiryReminder invalid={currentUser?.invalid} />
      <Layout.Content className={styles.content}>
        {loading && !currentUser ? (
          <div className={styles.loading}>
            <Spin size="large" />
          </div>
        ) : typeof children === 'function' ? (
          children(currentUser)
        ) : (
          children
        )}
      </Layout.Content>
    </Layout>
  );
}
