/**
 * An area's page at its route (schemas/<area>/area.json `page`): the area's menu read from front/menus, its console
 * (AreaConsole) inside the console layout; a member granted no entry of the area is sent back to the workbench.
 */
import { history, useLocation } from '@umijs/max';
import { Button, message, Result } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { fetchMenus } from '@/services/initial-state';
import type { MenuItem } from '@/services/types';
import AreaConsole, { AreaLoading } from './AreaConsole';
import ConsoleLayout from './ConsoleLayout';
import NotFoundResult from './NotFoundResult';
import { areaMenu, leaves } from './area-menu';

const NO_MENU = '当前用户未授权任何菜单，请联系管理员进行授权操作!';

interface Props {
  /** The query parameter naming the open entry (its key, title or position). */
  param: string;
  /** Parameters read before `param`. */
  alsoReads?: string[];
  /** Shown above the console (e.g. a back control). */
  header?: ReactNode;
}

function Area({ param, alsoReads, header }: Props) {
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
  return <AreaConsole menu={menu} param={param} alsoReads={alsoReads} notFound={<NotFoundResult />} header={header} />;
}

export default function AreaPage(props: Props) {
  return (
    <ConsoleLayout>
      <Area {...props} />
    </ConsoleLayout>
  );
}
