/**
 * The signed-in header of the console pages: product and company, navigation (工作台, 消息, 应用中心, 考勤, 系统管理, or
 * 运营管理 for an operator), greeting and user menu.
 */
import {
  AppstoreOutlined,
  BellOutlined,
  CloudOutlined,
  DesktopOutlined,
  DownOutlined,
  HomeOutlined,
  LogoutOutlined,
  ScheduleOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { history, useLocation, useModel } from '@umijs/max';
import { Avatar, Badge, Dropdown, message, type MenuProps } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { logout } from '@/services/auth';
import { getToken } from '@/services/session';
import type { CurrentUser } from '@/services/types';
import { APP_CENTRE_ROUTE, useOpensArea } from '@/hooks/useOpensArea';
import { greetingNow } from './greeting';
import MessagePanel from '@/components/messages/MessagePanel';
import MessageDropdown from '@/components/messages/MessageDropdown';
import styles from './ConsoleHeader.less';

export const PRODUCT_NAME = '云商务平台';
const LOGOUT_REDIRECT_MS = 1000;

/** System management shows only when isSysManager equals 0 or '0' (spec doc 1 §6). */
export const canManageSystem = (user?: CurrentUser) => user?.isSysManager === 0 || user?.isSysManager === '0';

interface NavItem {
  key: string;
  label: string;
  icon: ReactNode;
  path?: string;
}

/** The attendance area's page (schemas/attendance/area.json): 打卡 and 我的考勤 are every member's. */
const ATTENDANCE_ROUTE = '/merchantAttendance';

/**
 * The entries the user may use: 应用中心 only with the purchase grant (a member without it would land on a refusal),
 * 考勤 while the user's menus open the attendance area.
 */
function navItems(user: CurrentUser | undefined, opensAppCentre: boolean, opensAttendance: boolean): NavItem[] {
  // A platform operator has no company: no workbench, messages or application centre of one.
  if (user?.isOperator === 1) return [{ key: 'operator', label: '运营管理', icon: <SettingOutlined />, path: '/operator' }];
  return [
    { key: 'merchant', label: '工作台', icon: <DesktopOutlined />, path: '/merchant' },
    { key: 'messages', label: '消息', icon: <BellOutlined /> },
    ...(opensAppCentre ? [{ key: 'application', label: '应用中心', icon: <AppstoreOutlined />, path: APP_CENTRE_ROUTE }] : []),
    ...(opensAttendance ? [{ key: 'attendance', label: '考勤', icon: <ScheduleOutlined />, path: ATTENDANCE_ROUTE }] : []),
    ...(canManageSystem(user)
      ? [{ key: 'management', label: '系统管理', icon: <SettingOutlined />, path: '/merchantManagement' }]
      : []),
  ];
}

/** The logged-in header of the merchant pages: product, navigation, greeting, user menu. */
export default function ConsoleHeader({ currentUser }: { currentUser?: CurrentUser }) {
  const { pathname } = useLocation();
  const { setInitialState } = useModel('@@initialState');
  const opensAppCentre = useOpensArea(APP_CENTRE_ROUTE);
  const opensAttendance = useOpensArea(ATTENDANCE_ROUTE);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The header's unread count follows what the message panel reads and marks.
  const setUnread = useCallback(
    (newsQty: number) =>
      void setInitialState((state: any) => (state?.currentUser && state.currentUser.newsQty !== newsQty ? { ...state, currentUser: { ...state.currentUser, newsQty } } : state)),
    [setInitialState],
  );

  const doLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    await logout(getToken());
    message.success('退出成功!');
    setTimeout(() => {
      void setInitialState((state: object | undefined) => ({ ...state, currentUser: undefined, menus: undefined }));
      history.push('/login');
    }, LOGOUT_REDIRECT_MS);
  };

  const userMenu: MenuProps = {
    items: [
      { key: 'home', icon: <HomeOutlined />, label: '返回首页' },
      ...(currentUser?.isOperator === 1 ? [] : [{ key: 'settings', icon: <UserOutlined />, label: '个人设置' }]),
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
    ],
    onClick: ({ key }) => {
      // The public site's home page is rendered by the server: a page load, not a route of this app.
      if (key === 'home') {
        if (currentUser?.isOperator === 1) history.push('/operator');
        else window.location.assign('/');
      }
      if (key === 'settings') history.push('/settings');
      if (key === 'logout') void doLogout();
    },
  };

  const isActive = (item: NavItem) =>
    item.key === 'messages' ? messagesOpen : !!item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`));

  return (
    <header className={styles.header}>
      <div className={styles.brand} onClick={() => history.push(currentUser?.isOperator === 1 ? '/operator' : '/merchant')} role="link" tabIndex={0}>
        <span className={styles.logo}>
          <CloudOutlined />
        </span>
        <span className={styles.product}>{PRODUCT_NAME}</span>
        {currentUser?.companyName && <span className={styles.company}>{currentUser.companyName}</span>}
      </div>
      <nav className={styles.nav}>
        {navItems(currentUser, opensAppCentre, opensAttendance).map((item) => {
          const link = (
            <a
              key={item.key}
              className={`${styles.navItem} ${isActive(item) ? styles.active : ''}`}
              onClick={() => (item.path ? history.push(item.path) : setMessagesOpen(true))}
            >
              {item.key === 'messages' ? (
                <Badge count={currentUser?.newsQty ?? 0} size="small" offset={[4, -2]}>
                  <span className={styles.navIcon}>{item.icon}</span>
                </Badge>
              ) : (
                <span className={styles.navIcon}>{item.icon}</span>
              )}
              <span>{item.label}</span>
            </a>
          );
          // 消息: hovering shows the latest messages (the merchant navigation's dropdown); a click opens the panel.
          return item.key === 'messages' ? (
            <MessageDropdown key={item.key} disabled={messagesOpen} onOpenPanel={() => setMessagesOpen(true)} onUnreadChange={setUnread}>
              {link}
            </MessageDropdown>
          ) : (
            link
          );
        })}
      </nav>
      <Dropdown menu={userMenu} placement="bottomRight" trigger={['hover', 'click']}>
        <div className={styles.user}>
          <span className={styles.greeting}>
            {greetingNow()}，<b>{currentUser?.name ?? ''}</b>
          </span>
          <Avatar size={32} src={currentUser?.photo || undefined} icon={<UserOutlined />} className={styles.avatar} />
          <DownOutlined className={styles.caret} />
        </div>
      </Dropdown>
      <MessagePanel open={messagesOpen} onClose={() => setMessagesOpen(false)} onUnreadChange={setUnread} />
    </header>
  );
}
