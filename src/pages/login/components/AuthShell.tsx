/**
 * The frame of the sign-in and sign-up pages: a centred card with the brand panel on the left and the form on
 * the right.
 */
import {
  AppstoreOutlined,
  CloudOutlined,
  DatabaseOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { LOW_CODE_NAME, PRODUCT_NAME } from '@/constants/service';
import ConsoleSiteFooter from '@/layouts/ConsoleSiteFooter';
import styles from './AuthShell.less';

export type Brand = 'default' | 'lowcode';

const FEATURES: Record<Brand, { icon: ReactNode; title: string; text: string }[]> = {
  default: [
    { icon: <AppstoreOutlined />, title: '云ERP', text: '采购、销售、库存与生产一体化管理' },
    { icon: <TeamOutlined />, title: '云CRM', text: '线索、客户、商机到订单全程跟进' },
    { icon: <DatabaseOutlined />, title: '云仓库', text: '仓储管理与上下游库存共享' },
    { icon: <ShopOutlined />, title: '工业商城', text: '在线订货与增值服务一站开通' },
  ],
  lowcode: [
    { icon: <AppstoreOutlined />, title: '可视化搭建', text: '拖拽表单、流程与报表，按需构建应用' },
    { icon: <DatabaseOutlined />, title: '数据互通', text: '与云ERP、云CRM等产品数据打通' },
    { icon: <TeamOutlined />, title: '权限可控', text: '按部门、角色精细分配应用权限' },
  ],
};

interface Props {
  /** Heading above the form; result screens leave it out. */
  title?: ReactNode;
  subtitle?: ReactNode;
  brand?: Brand;
  /** A wider form pane for the longer forms (company profile). */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every sign-in and sign-up page: a centred card, brand panel on the left, form on the right; the site's footer below. */
export default function AuthShell({ title, subtitle, brand = 'default', wide, children }: Props) {
  const name = brand === 'lowcode' ? LOW_CODE_NAME : PRODUCT_NAME;
  return (
    <>
      {frame(name, title, subtitle, brand, wide, children)}
      <ConsoleSiteFooter />
    </>
  );
}

function frame(name: string, title: ReactNode, subtitle: ReactNode, brand: Brand, wide: boolean | undefined, children: ReactNode) {
  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${wide ? styles.wide : ''}`}>
        <aside className={styles.brand}>
          {/* The public site is served by the server: a page load, not a route of this app. */}
          <a className={styles.logo} href="/">
            <span className={styles.mark}>
              <CloudOutlined />
            </span>
            <span className={styles.name}>{name}</span>
          </a>
          <p className={styles.tagline}>
            {brand === 'lowcode' ? '快速搭建企业专属业务应用' : '面向中小工业企业的一站式云商务平台'}
          </p>
          <ul className={styles.features}>
            {FEATURES[brand].map((feature) => (
              <li key={feature.title}>
                <span className={styles.featureIcon}>{feature.icon}</span>
                <span>
                  <b>{feature.title}</b>
                  <em>{feature.text}</em>
                </span>
              </li>
            ))}
          </ul>
          <div className={styles.trial}>注册即享 7 天免费试用</div>
        </aside>
        <main className={styles.pane}>
          <div className={styles.mobileLogo}>
            <CloudOutlined /> {name}
          </div>
          {title && <h1 className={`${styles.title} ${subtitle ? '' : styles.titleOnly}`}>{title}</h1>}
          {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
          {children}
        </main>
      </div>
    </div>
  );
}
