import { history, useLocation, useModel } from '@umijs/max';
import { Button, Result } from 'antd';
import { useMemo } from 'react';
import AreaConsole, { AreaLoading } from '@/layouts/AreaConsole';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import NotFoundResult from '@/layouts/NotFoundResult';
import { areaMenu } from '@/layouts/area-menu';
import { isPlatformSession } from '@/services/session';
import type { InitialState } from '@/services/types';
import './image-preview';

/**
 * The console of an operator's session: its header data and 运营管理 menu are the initial state, which an operator's
 * session loads from the platform's own front/info and front/menus. A company session is told so without a call.
 */
function OperatorConsole() {
  const { pathname } = useLocation();
  const { initialState, loading, refresh } = useModel('@@initialState');
  const menus = (initialState as InitialState | undefined)?.menus;
  const platform = isPlatformSession();
  const menu = useMemo(() => (platform && menus ? areaMenu(menus, pathname) : undefined), [platform, menus, pathname]);

  if (!platform) {
    return (
      <Result
        status="403"
        title="403"
        subTitle="运营管理仅供平台运营人员使用"
        extra={<Button type="primary" onClick={() => history.push('/merchant')}>返回工作台</Button>}
      />
    );
  }
  if (!menu && !loading) {
    return <Result status="error" title="菜单加载失败" extra={<Button type="primary" onClick={() => void refresh()}>重试</Button>} />;
  }
  if (!menu) return <AreaLoading />;
  return <AreaConsole menu={menu} param="section" notFound={<NotFoundResult home="/operator" homeText="返回运营管理" />} />;
}

/** 运营管理 (/operator): the platform area at this route (schemas/platform/area.json), in the console layout. */
export default function OperatorPage() {
  return (
    <ConsoleLayout>
      <OperatorConsole />
    </ConsoleLayout>
  );
}
