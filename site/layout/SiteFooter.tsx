/**
 * The public site's footer (spec doc 1 §2): the products and services of the navigation, about, 用户协议, 隐私政策
 * and the contacts. The console's pages do not show it.
 */
import { SERVICE_CONTACT, SITE_NAME } from '../contact';
import type { SiteNavItem } from '../site-data';

const ABOUT_LINKS = [
  { title: '关于我们', route: '/marketAbout' },
  { title: '帮助中心', route: '/applicationHelpCenter' },
  { title: '用户协议', route: '/agreement' },
  { title: '隐私政策', route: '/privacy' },
];

export default function SiteFooter({ nav }: { nav: SiteNavItem[] }) {
  const groups = nav.filter((item) => item.children);
  return (
    <footer className="site-footer">
      <div className="site-container site-footer-grid">
        {groups.map((group) => (
          <div key={group.key}>
            <h2>{group.title}</h2>
            <ul>
              {group.children!.map((child) => (
                <li key={child.key}>
                  <a href={child.route}>{child.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2>关于</h2>
          <ul>
            {ABOUT_LINKS.map((link) => (
              <li key={link.route}>
                <a href={link.route}>{link.title}</a>
              </li>
            ))}
          </ul>
        </div>
        <div className="site-footer-contact">
          <h2>联系我们</h2>
          <p>服务热线：{SERVICE_CONTACT.hotline}</p>
          <p>服务时间：{SERVICE_CONTACT.hours}</p>
          <p>邮箱：{SERVICE_CONTACT.mail}</p>
          <p>地址：{SERVICE_CONTACT.address}</p>
        </div>
      </div>
      <div className="site-footer-bottom">
        © 2026 {SITE_NAME} · 为中小工业企业提供云端经营管理服务
      </div>
    </footer>
  );
}
