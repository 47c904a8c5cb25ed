import { AppstoreAddOutlined, AppstoreOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Avatar, Button, Card, Empty, message } from 'antd';
import styles from './widgets.less';

export interface MyApp {
  appName: string;
  hrefUrl?: string;
  imageUrl?: string;
}

/** Opens an app: its link, else the notice manager or attendance by name, else '开发中，敬请期待'. */
export function openApp(app: MyApp) {
  if (app.hrefUrl) {
    window.open(app.hrefUrl, '_blank', 'noopener');
  } else if (app.appName.includes('通知公告')) {
    history.push('/noticeManager');
  } else if (app.appName.includes('考勤')) {
    history.push('/merchantAttendance');
  } else {
    message.info('开发中，敬请期待');
  }
}

/** My Applications, with the Add Application button to the application centre. */
export default function MyApps({ apps = [] }: { apps?: MyApp[] }) {
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
      {apps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容">
          <Button type="primary" ghost onClick={() => history.push('/merchantApplication')}>
            去应用中心
          </Button>
        </Empty>
      ) : (
        <div className={styles.appGrid}>
          {apps.map((app) => (
            <a key={app.appName} className={styles.app} onClick={() => openApp(app)}>
              <Avatar shape="square" size={40} src={app.imageUrl} icon={<AppstoreOutlined />} />
              <span className={styles.appName}>{app.appName}</span>
            </a>
          ))}
        </div>
      )}
    </Card>
  );
}
