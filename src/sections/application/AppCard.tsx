import { AppstoreOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Tag, Typography } from 'antd';
import { type CompanyApp, STATUS } from './api';
import styles from './index.less';

interface Props {
  app: CompanyApp;
  onDetail: (app: CompanyApp) => void;
  onEnter: (app: CompanyApp) => void;
  onToggle: (app: CompanyApp) => void;
}

/** One app of the grid: logo, name, status, expiry; 详情 and 进入 (only in status 2). */
export default function AppCard({ app, onDetail, onEnter, onToggle }: Props) {
  const status = STATUS[app.status] ?? { text: String(app.status), color: 'default' };
  return (
    <Card className={styles.card} data-app={app.appName} hoverable styles={{ body: { padding: 16 } }}>
      <div className={styles.head}>
        <Avatar shape="square" size={52} src={app.logo} icon={<AppstoreOutlined />} />
        <div className={styles.title}>
          <Typography.Text strong ellipsis>
            {app.appName}
          </Typography.Text>
          <Tag color={status.color} className={styles.tag}>
            {status.text}
          </Tag>
        </div>
      </div>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className={styles.describe}>
        {app.describe}
      </Typography.Paragraph>
      <div className={styles.meta}>
        <span>到期时间：{app.expireDate ?? '-'}</span>
        <span>
          已用/授权：{app.useQty}/{app.seats}
        </span>
      </div>
      <div className={styles.actions}>
        {(app.status === 2 || app.status === 4) && (
          <Button size="small" type="link" onClick={() => onToggle(app)}>
            {app.status === 2 ? '停用' : '启用'}
          </Button>
        )}
        <Button size="small" onClick={() => onDetail(app)}>
          详情
        </Button>
        <Button size="small" type="primary" disabled={app.status !== 2} onClick={() => onEnter(app)}>
          进入
        </Button>
      </div>
    </Card>
  );
}
