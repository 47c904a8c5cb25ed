import { type ReactNode, useEffect, useState } from 'react';
import { AppstoreAddOutlined, AppstoreOutlined, FormOutlined, NotificationOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Avatar, Button, Card, Spin } from 'antd';
import { APP_CENTRE_ROUTE, useOpensArea } from '@/hooks/useOpensArea';
import { openApp } from '@/services/enter-app';
import { api } from '@/services/request';
import type { AnswerData } from '@/services/api-client';
import EmptyState from '@/components/EmptyState';
import type { BlockProps } from '../types';
import { useFeatureSwitches } from './feature-switches';
import styles from './workbench.less';

/** One entry of GET /api/business/plt-application/myApps (section myApps). */
type MyApp = AnswerData<'/api/business/plt-application/myApps', 'get'>[number];

/** A tile of 我的应用: a company app (entered through the enter call) or a built-in page of the platform. */
interface Tile {
  key: string;
  name: string;
  image?: string | null;
  icon: ReactNode;
  /** The avatar's colour when it has no image. */
  colour?: string;
  open: () => void;
}

/** 通知公告, built into the platform: every member reads notices while the company's 通知公告 feature is on. */
const NOTICE_TILE: Tile = { key: 'notice', name: '通知公告', icon: <NotificationOutlined />, colour: '#fa8c16', open: () => history.push('/noticeManager') };

/** 我的表单, built in: the designed forms published to this member and their submissions (every member). */
const FORMS_TILE: Tile = { key: 'forms', name: '我的表单', icon: <FormOutlined />, colour: '#13c2c2', open: () => history.push('/myForms') };

const appTile = ({ appId, appName, imageUrl, hrefUrl }: MyApp): Tile => ({
  key: `app-${appId}`,
  name: appName ?? '',
  image: imageUrl,
  icon: <AppstoreOutlined />,
  open: () => void openApp({ appName: appName ?? '', hrefUrl }),
});

/**
 * The `myApps` block (我的应用): the built-in 通知公告 (while the company's 通知公告 feature is on — read here, since
 * the tile stays when a layout hides 最新公告), 我的表单 and the company's apps in use that this member may use; 添加应用 to
 * the application centre for who may open it (the purchase grant).
 */
export default function MyAppsBlock({ block }: BlockProps) {
  const [apps, setApps] = useState<MyApp[]>();
  const features = useFeatureSwitches();
  const opensAppCentre = useOpensArea(APP_CENTRE_ROUTE);
  useEffect(() => {
    api
      .get<MyApp[]>('/api/business/plt-application/myApps', undefined, { quiet: true })
      .then((res) => setApps(res.data))
      .catch(() => setApps([]));
  }, []);
  const tiles = apps && features && [...(features.notices ? [NOTICE_TILE] : []), FORMS_TILE, ...apps.filter((app) => !app.appName?.includes('通知公告')).map(appTile)];
  const toAppCentre = () => history.push(APP_CENTRE_ROUTE);
  return (
    <Card
      variant="borderless"
      title={block.title}
      data-feature-switches={features ? 'loaded' : 'loading'}
      extra={
        opensAppCentre && (
          <Button type="link" size="small" icon={<AppstoreAddOutlined />} onClick={toAppCentre}>
            添加应用
          </Button>
        )
      }
    >
      {tiles === undefined ? (
        <Spin />
      ) : tiles.length === 0 ? (
        <EmptyState>
          {opensAppCentre && (
            <Button type="primary" ghost onClick={toAppCentre}>
              去应用中心
            </Button>
          )}
        </EmptyState>
      ) : (
        <div className={styles.appGrid} data-testid="my-apps">
          {tiles.map((tile) => (
            <a key={tile.key} className={styles.app} title={tile.name} onClick={tile.open} data-testid={`my-app-${tile.key}`}>
              <Avatar shape="square" size={40} src={tile.image ?? undefined} icon={tile.icon} style={tile.colour ? { backgroundColor: tile.colour } : undefined} />
              <span className={styles.appName}>{tile.name}</span>
            </a>
          ))}
        </div>
      )}
    </Card>
  );
}
