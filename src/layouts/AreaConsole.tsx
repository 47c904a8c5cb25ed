/**
 * An area's console page: the area's menu on the left, the open entry on the right — its section (SchemaPage) or
 * its page file (PageFile) —, the open entry kept in the URL's query.
 */
import { ToolOutlined } from '@ant-design/icons';
import { useSearchParams } from '@umijs/max';
import { Card, Layout, Menu, type MenuProps, Result, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import SchemaPage from '@/components/SchemaPage';
import { PageFile } from '@/blocks/page/DeclaredPage';
import type { MenuItem } from '@/services/types';
import { initialLeaf, leaves } from './area-menu';
import { menuIcon } from './menu-icons';
import styles from './AreaConsole.less';

function toMenuItems(items: MenuItem[]): MenuProps['items'] {
  return items.map((item) =>
    item.children && item.children.length > 0
      ? { key: item.key, icon: menuIcon(item.icon), label: item.title, children: toMenuItems(item.children) }
      : { key: item.key, icon: menuIcon(item.icon), label: item.title },
  );
}

/** An entry without a section yet (服务管理, 我的订单): later issues add them. */
function UnderConstruction({ entry }: { entry: MenuItem }) {
  return (
    <Card variant="borderless" title={entry.title}>
      <Result icon={<ToolOutlined style={{ color: '#1677ff' }} />} title="功能建设中" subTitle={`「${entry.title}」正在建设中，敬请期待`} />
    </Card>
  );
}

/** The spinner an area page shows while its menu loads. */
export function AreaLoading() {
  return (
    <div className={styles.loading}>
      <Spin size="large" />
    </div>
  );
}

interface Props {
  /** The area's menu (areaMenu): the title above the entries and the entries. */
  menu: { title: string; items: MenuItem[] };
  /** The query parameter naming the open entry; a menu click writes it. */
  param: string;
  /** Parameters read before `param` (e.g. `index=我的订单` from the workbench). */
  alsoReads?: string[];
  /** What a URL naming no entry of this menu shows beside the menu. */
  notFound: ReactNode;
  /** Shown above the open entry, beside the menu (a back control): the menu stays the viewport's height. */
  header?: ReactNode;
}

/**
 * An area's console: its menu on the left (from the area's root), the open entry on the right. The URL is the
 * open entry: a menu click pushes a history entry, so Back returns to the previous one and a reload reopens it.
 */
export default function AreaConsole({ menu, param, alsoReads = [], notFound, header }: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  // Below 1,200 px the menu folds to its icons (names on hover), leaving the tables room for their columns.
  // Folded, its groups open as pop-ups on hover: the unfolded menu's open groups would stay popped up.
  const [folded, setFolded] = useState(false);
  const all = useMemo(() => leaves(menu.items), [menu]);
  // An entry of `all` (same object across renders while the menu stays), so the effect below runs on a change only.
  const leaf = initialLeaf(all, Object.fromEntries([...alsoReads, param].map((name) => [name, searchParams.get(name)])));
  useEffect(() => {
    if (leaf) setOpenKeys((keys) => [...new Set([...keys, ...leaf.parents])]);
  }, [leaf]);

  const selected = leaf?.entry.key;
  const select = (key: string) => {
    if (key !== selected) setSearchParams({ [param]: key });
  };
  const entry = leaf?.entry;

  return (
    <Layout className={styles.body}>
      <Layout.Sider width={208} collapsedWidth={64} breakpoint="xl" onBreakpoint={setFolded} theme="light" className={styles.sider}>
        {!folded && <div className={styles.siderTitle}>{menu.title}</div>}
        <Menu
          mode="inline"
          items={toMenuItems(menu.items)}
          selectedKeys={selected ? [selected] : []}
          {...(folded ? {} : { openKeys })}
          onOpenChange={setOpenKeys}
          onClick={({ key }) => select(key)}
          className={styles.menu}
        />
      </Layout.Sider>
      <Layout.Content className={styles.content}>
        {header}
        {!entry ? (
          <Card variant="borderless">{notFound}</Card>
        ) : entry.section ? (
          <SchemaPage key={entry.section} sectionId={entry.section} />
        ) : entry.page ? (
          <PageFile key={entry.page} pageId={entry.page} />
        ) : (
          <UnderConstruction entry={entry} />
        )}
      </Layout.Content>
    </Layout>
  );
}
