/**
 * 系统管理 (/merchantManagement, the admin area's page; spec doc 2 §2): the area's console with the caller's menu; a
 * member granted no entry is sent back to the workbench.
 */
import { history, useLocation } from '@umijs/max';
import { Button, message, Result } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import AreaConsole, { AreaLoading } from '@/layouts/AreaConsole';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import NotFoundResult from '@/layouts/NotFoundResult';
import { areaMenu, leaves } from '@/layouts/area-menu';
import { fetchMenus } from '@/services/initial-state';
import type { MenuItem } from '@/services/types';

const NO_MENU = '当前用户未授权任何菜单，请联系管理员进行授权操作!';

function Management() {
  const { pathname } = useLocation();
  const [tree, setTree] = useState<MenuItem[] | null>();

  const load = () => {
    setTree(undefined);
    fetchMenus().then((menus) => {
      if (!menus) return setTree(null);
      if (leaves(areaMenu(menus, pathname).items).length === 0) {
        message.warning(NO_MENU);
        history.replace('/merchant');
        return;
      }
      setTree(menus);
    });
  };
  useEffect(load, []);
  const menu = useMemo(() => (tree ? areaMenu(tree, pathname) : undefined), [tree, pathname]);

  if (tree === null) {
    return <Result status="error" title="菜单加载失败" extra={<Button type="primary" onClick={load}>重试</Button>} />;
  }
  if (!menu) return <AreaLoading />;
  // Every section is drawn from its schema (SchemaPage: its blocks, else its table).
  return <AreaConsole menu={menu} param="contentIndex" alsoReads={['index']} notFound={<NotFoundResult />} />;
}

/** System management (spec doc 2 §2): the area at this route (schemas/admin/area.json), its menu from front/menus. */
export default function MerchantManagementPage() {
  return (
    <ConsoleLayout>
      <Management />
    </ConsoleLayout>
  );
}
