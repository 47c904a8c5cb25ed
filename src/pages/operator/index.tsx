import { AuditOutlined, ControlOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Button, Card, Layout, Menu, Result, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import SchemaPage from '@/components/SchemaPage';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import NotFoundResult from '@/layouts/NotFoundResult';
import { ApiError } from '@/services/request';
import type { InitialState, MenuItem } from '@/services/types';
import { fetchOperatorConsole, type OperatorConsoleData } from './platform';
import './image-preview';
import styles from './index.less';

const ICONS: Record<string, ReactNode> = { AuditOutlined: <AuditOutlined />, ControlOutlined: <ControlOutlined /> };

/** The operator's header: the shared initial state only loads company users, so the console puts its own there. */
function useOperatorInHeader(user?: OperatorConsoleData['user']) {
  const { initialState, loading, setInitialState } = useModel('@@initialState');
  const shown = (initialState as InitialState | undefined)?.currentUser;
  useEffect(() => {
    if (user && !loading && shown?.id !== user.id) void setInitialState((state: object | undefined) => ({ ...state, currentUser: user, menus: [] }));
  }, [user, loading, shown, setInitialState]);
}

function OperatorConsole() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [data, setData] = useState<OperatorConsoleData | 'denied' | 'failed'>();
  const load = () => {
    setData(undefined);
    fetchOperatorConsole()
      .then(setData)
      .catch((error) => setData(error instanceof ApiError && error.status === 403 ? 'denied' : 'failed'));
  };
  useEffect(load, []);
  useOperatorInHeader(typeof data === 'object' ? data.user : undefined);

  const root = typeof data === 'object' ? data.menus[0] : undefined;
  const entries: MenuItem[] = root?.children ?? [];
  const wanted = searchParams.get('section');
  // The URL is the open section: a menu click pushes a history entry, so Back returns to the previous one.
  const entry = wanted ? entries.find((item) => item.key === wanted) : entries[0];

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
  if (!data) {
    return (
      <div className={styles.loading}>
        <Spin size="large" />
      </div>
    );
  }

  return (
    <Layout className={styles.body}>
      <Layout.Sider width={208} theme="light" className={styles.sider}>
        <div className={styles.siderTitle}>{root?.title ?? '运营管理'}</div>
        <Menu
          mode="inline"
          items={entries.map((item) => ({ key: item.key, icon: ICONS[item.icon ?? ''] ?? <AuditOutlined />, label: item.title }))}
          selectedKeys={entry ? [entry.key] : []}
          onClick={({ key }) => key !== entry?.key && setSearchParams({ section: key })}
          className={styles.menu}
        />
      </Layout.Sider>
      <Layout.Content className={styles.content}>
        {entry?.section ? (
          <SchemaPage key={entry.section} sectionId={entry.section} />
        ) : (
          <Card variant="borderless">
            <NotFoundResult home="/operator" homeText="返回运营管理" />
          </Card>
        )}
      </Layout.Content>
    </Layout>
  );
}

/** 运营管理 (/operator): the platform operator's console, in the console layout, one section per menu entry. */
export default function OperatorPage() {
  return (
    <ConsoleLayout>
      <OperatorConsole />
    </ConsoleLayout>
  );
}
