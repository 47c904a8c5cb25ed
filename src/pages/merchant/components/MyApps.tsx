import { useEffect, useState } from 'react';
import { AppstoreAddOutlined, AppstoreOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Avatar, Button, Card, Spin, message } from 'antd';
import { api, ApiError } from '@/services/request';
import EmptyState from '@/components/EmptyState';
import styles from './widgets.less';

/** One entry of GET /api/business/plt-application/myApps. */
export interface MyApp {
  appId: number;
  code: string;
  appName: string;
  hrefUrl: string | null;
  imageUrl: string | null;
}

/**
 * Opens an app (spec doc 1 §2 My Applications): the built-ins 通知公告 and 考勤 by route; any other app through the
 * enter call, which answers its address (opened in a new window) or why it cannot be entered; '开发中，敬请期待' when
 * it has no address.
 */
const isNoticeApp = (app: MyApp) => app.appName.includes('通知公告');

export async function openApp(app: MyApp) {
  if (isNoticeApp(app)) return history.push('/noticeManager');
  if (app.appName.includes('考勤')) return history.push('/merchantAttendance');
  if (!app.hrefUrl) return message.info('开发中，敬请期待');
  try {
    const res = await api.get<string>('/api/business/plt-user/beforeLogin', { name: app.appName, type: 0 }, { quiet: true });
    window.open(res.data, '_blank', 'noopener');
  } catch (error) {
    message.warning((error instanceof ApiError && error.body?.msg) || '操作失败');
  }
}

/**
 * My Applications: the company's apps in use that this member may use, and 添加应用 to the application centre; the
 * built-in 通知公告 is left out while the company's 通知公告 feature is switched off (`noticesOff`).
 */
export default function MyApps({ noticesOff = false }: { noticesOff?: boolean }) {
  const [loaded, setApps] = useState<MyApp[]>();
  const apps = noticesOff ? loaded?.filter((app) => !isNoticeApp(app)) : loaded;
  useEffect(() => {
    api
      .get<MyApp[]>('/api/business/plt-application/myApps', undefined, { quiet: true })
      .then((res) => setApps(res.data))
      .catch(() => setApps([]));
  }, []);
  return (
    <Card
      variant="borderless"
      title="我的应用"
      className={styles.sideCard}
      extra={
        <Button type="link" size="small" icon={<AppstoreAddOutlined />} onClick={() => history.push('/merchantApplication')}>
          添加应用
        </Button>
      }
    >
      {apps === undefined ? (
        <Spin />
      ) : apps.length === 0 ? (
        <EmptyState>
          <Button type="primary" ghost onClick={() => history.push('/merchantApplication')}>
            去应用中心
          </Button>
        </EmptyState>
      ) : (
        <div className={styles.appGrid} data-testid="my-apps">
          {apps.map((app) => (
            <a key={app.appId} className={styles.app} title={app.appName} onClick={() => void openApp(app)}>
              <Avatar shape="square" size={40} src={app.imageUrl ?? undefined} icon={<AppstoreOutlined />} />
              <span className={styles.appName}>{app.appName}</span>
            </a>
          ))}
        </div>
      )}
    </Card>
  );
}
