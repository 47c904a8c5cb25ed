import { ToolOutlined } from '@ant-design/icons';
import { history, useSearchParams } from '@umijs/max';
import { Button, Card, Layout, Menu, type MenuProps, message, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import SchemaPage from '@/components/SchemaPage';
import { sectionPageFor } from '@/sections';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import NotFoundResult from '@/layouts/NotFoundResult';
import { fetchMenus } from '@/services/initial-state';
import type { MenuItem } from '@/services/types';
import { menuIcon } from './menu-icons';
import { initialLeaf, leaves, sectionMenu } from './menu-model';
import styles from './index.less';

const NO_MENU = '当前用户未授权任何菜单，请联系管理员进行授权操作!';

function toMenuItems(items: MenuItem[]): MenuProps['items'] {
  return items.map((item) =>
    item.children && item.children.length > 0
      ? { key: item.key, icon: menuIcon(item.icon), label: item.title, children: toMenuItems(item.children) }
      : { key: item.key, icon: menuIcon(item.icon), label: item.title },
  );
}

/** A section without a schema yet: later issues add them. */
function UnderConstruction({ entry }: { entry: MenuItem }) {
  return (
    <Card variant="borderless" title={entry.title}>
      <Result icon={<ToolOutlined style={{ color: '#1677ff' }} />} title="功能建设中" subTitle={`「${entry.title}」正在建设中，敬请期待`} />
    </Card>
  );
}

function Management() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [tree, setTree] = useState<MenuItem[] | null>();
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  const load = () => {
    setTree(undefined);
    fetchMenus().then((menus) => {
      if (!menus) return setTree(null);
      if (leaves(sectionMenu(menus).items).length === 0) {
        message.warning(NO_MENU);
        history.replace('/merchant');
        return;
      }
      setTree(menus);
    });
  };
  useEffect(load, []);

  const menu = useMemo(() => (tree ? sectionMenu(tree) : undefined), [tree]);
  const index = searchParams.get('index');
  const contentIndex = searchParams.get('contentIndex');
  // The URL is the selected section: a menu click pushes a history entry, so Back returns to the previous
  // section and a reload reopens this one; a section this menu does not have shows 404 beside the menu.
  const leaf = useMemo(() => (menu ? initialLeaf(leaves(menu.items), { index, contentIndex }) : undefined), [menu, index, contentIndex]);
  useEffect(() => {
    if (leaf) setOpenKeys((keys) => [...new Set([...keys, ...leaf.parents])]);
  }, [leaf]);

  if (tree === null) {
    return (
      <Result status="error" title="菜单加载失败" extra={<Button type="primary" onClick={load}>重试</Button>} />
    );
  }
  if (!menu) {
    return (
      <div className={styles.loading}>
        <Spin size="large" />
      </div>
    );
  }

  const selected = leaf?.entry.key;
  const select = (key: string) => {
    if (key !== selected) setSearchParams({ contentIndex: key });
  };

  return (
    <Layout className={styles.body}>
      <Layout.Sider width={208} theme="light" className={styles.sider}>
        <div className={styles.siderTitle}>{menu.title}</div>
        <Menu
          mode="inline"
          items={toMenuItems(menu.items)}
          selectedKeys={selected ? [selected] : []}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          onClick={({ key }) => select(key)}
          className={styles.menu}
        />
      </Layout.Sider>
      <Layout.Content className={styles.content}>
        {leaf ? (
          <SectionView entry={leaf.entry} />
        ) : (
          <Card variant="borderless">
            <NotFoundResult />
          </Card>
        )}
      </Layout.Content>
    </Layout>
  );
}

/** One section: its own page when it has one, else the schema-driven page, else the placeholder. */
function SectionView({ entry }: { entry: MenuItem }) {
  const Override = sectionPageFor(entry.key);
  if (Override) return <Override key={entry.key} sectionKey={entry.key} title={entry.title} />;
  if (entry.section) return <SchemaPage key={entry.section} sectionId={entry.section} />;
  return <UnderConstruction entry={entry} />;
}

/** System management (spec doc 2 §2): left menu from the server's menu tree, one section on the right. */
export default function MerchantManagementPage() {
  return (
    <ConsoleLayout>
      <Management />
    </ConsoleLayout>
  );
}
