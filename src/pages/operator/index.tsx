import { history, useLocation, useModel } from '@umijs/max';
import { Button, Result } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import AreaConsole, { AreaLoading } from '@/layouts/AreaConsole';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import NotFoundResult from '@/layouts/NotFoundResult';
import { areaMenu } from '@/layouts/area-menu';
import { ApiError } from '@/services/request';
import type { InitialState } from '@/services/types';
import { fetchOperatorConsole, type OperatorConsoleData } from './platform';
import './image-preview';

/** The operator's header: the shared initial state only loads company users, so the console puts its own there. */
function useOperatorInHeader(user?: OperatorConsoleData['user']) {
  const { initialState, loading, setInitialState } = useModel('@@initialState');
  const shown = (initialState as InitialState | undefined)?.currentUser;
  useEffect(() => {
    if (user && !loading && shown?.id !== user.id) void setInitialState((state: object | undefined) => ({ ...state, currentUser: user, menus: [] }));
  }, [user, loading, shown, setInitialState]);
}

function OperatorConsole() {
  const { pathname } = useLocation();
  const [data, setData] = useState<OperatorConsoleData | 'denied' | 'failed'>();
  const load = () => {
    setData(undefined);
    fetchOperatorConsole()
      .then(setData)
      .catch((error) => setData(error instanceof ApiError && error.status === 403 ? 'denied' : 'failed'));
  };
  useEffect(load, []);
  useOperatorInHeader(typeof data === 'object' ? data.user : undefined);
  const menu = useMemo(() => (typeof data === 'object' ? areaMenu(data.menus, pathname) : undefined), [data, pathname]);

  if (data === 'denied') {
    return (
      <Result
        status="403"
        title="403"
        subTitle="运营管理仅供平台运营人员使用"
        extra={<Button type="primary" onClick={() => history.push('/merchant')}>返回工作台</Button>}
      />
    );
  }
  if (data === 'failed') {
    return <Result status="error" title="菜单加载失败" extra={<Button type="primary" onClick={load}>重试</Button>} />;
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
