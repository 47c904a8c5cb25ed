/**
 * The login page's tab bar of sign-in modes, drawn without antd's Tabs to keep the first page light.
 */
import styles from './LoginTabs.less';

interface Props<K extends string> {
  activeKey: K;
  items: { key: K; label: string }[];
  onChange: (key: K) => void;
}

/**
 * The two sign-in modes as a tab bar that looks like antd's Tabs. antd Tabs bring rc-tabs, rc-menu and
 * rc-dropdown (≈ 25 KB gzip) for an overflow menu two labels never need, on the page everyone loads first.
 */
export default function LoginTabs<K extends string>({ activeKey, items, onChange }: Props<K>) {
  return (
    <div role="tablist" className={styles.tabs}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === activeKey}
          className={item.key === activeKey ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => item.key !== activeKey && onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
