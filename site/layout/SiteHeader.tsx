/**
 * The public site's header (spec doc 1 §2 "Header and footer"): logo, the navigation whose Status marks the current
 * page (0 首页, 1 产品, 2 服务, 3 关于, 4 帮助; the product and service dropdowns open on hover or focus, no script
 * needed), 登录 and 免费注册 for visitors; 工作台, the greeting by hour, name and photo, and a menu with 返回首页 and
 * 退出登录 once the console's session is known (site/client.tsx).
 */
import { useContext } from 'react';
import { greetingFor } from '../../shared/greeting';
import { SITE_NAME } from '../contact';
import { CONSOLE_ROUTES, type SiteNavItem } from '../site-data';
import { SiteSessionContext, type SiteUser } from '../session-context';

/** The hour in Shanghai, whatever the browser's zone. */
const shanghaiHour = () => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: 'numeric', hourCycle: 'h23' }).format(new Date()));

export function LogoMark() {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#1664ff" />
      <path d="M10 21h12a4.5 4.5 0 0 0 .7-8.95A6.5 6.5 0 0 0 10.2 11 5 5 0 0 0 10 21z" fill="#fff" />
    </svg>
  );
}

function UserArea({ user, logout }: { user: SiteUser; logout?: () => void }) {
  return (
    <div className="site-user">
      <a className="site-btn site-btn-primary" href={user.isOperator === 1 ? CONSOLE_ROUTES.operator : CONSOLE_ROUTES.workbench}>
        工作台
      </a>
      <div className="site-menu" tabIndex={0}>
        <span className="site-greeting">
          {greetingFor(shanghaiHour())}，{user.name}
        </span>
        {user.photo ? <img className="site-avatar" src={user.photo} alt="" /> : <span className="site-avatar">{user.name.slice(0, 1)}</span>}
        <ul className="site-dropdown site-dropdown-right">
          <li>
            <a href="/">返回首页</a>
          </li>
          <li>
            <button type="button" onClick={logout}>
              退出登录
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

export default function SiteHeader({ nav, status }: { nav: SiteNavItem[]; status: number }) {
  const { user, logout } = useContext(SiteSessionContext);
  return (
    <header className="site-header">
      <div className="site-container site-header-inner">
        <a className="site-logo" href="/">
          <LogoMark />
          <span>{SITE_NAME}</span>
        </a>
        <nav className="site-nav" aria-label="主导航">
          <ul>
            {nav.map((item, index) => (
              <li key={item.key} className={index === status ? 'active' : undefined} data-status={index}>
                {item.children ? (
                  <>
                    <span className="site-nav-trigger" tabIndex={0} aria-haspopup="true">
                      {item.title}
                      <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                        <path d="M2 3.5 5 6.5 8 3.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
                      </svg>
                    </span>
                    <ul className="site-dropdown">
                      {item.children.map((child) => (
                        <li key={child.key}>
                          <a href={child.route}>{child.title}</a>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <a href={item.route} aria-current={index === status ? 'page' : undefined}>
                    {item.title}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-auth">
          {user ? (
            <UserArea user={user} logout={logout} />
          ) : (
            <>
              <a className="site-btn site-btn-ghost" href={CONSOLE_ROUTES.login}>
                登录
              </a>
              <a className="site-btn site-btn-primary" href={CONSOLE_ROUTES.register} target="_blank" rel="noopener">
                免费注册
              </a>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
