import { AppstoreOutlined } from '@ant-design/icons';
import { Avatar, Space, Tag } from 'antd';
import { APP_STATUS, type CompanyApp } from './api';

/** An app's logo and name. */
export function AppName({ app }: { app: Pick<CompanyApp, 'appName' | 'logo'> }) {
  return (
    <Space size={8}>
      <Avatar shape="square" size={24} src={app.logo} icon={<AppstoreOutlined />} />
      <span>{app.appName}</span>
    </Space>
  );
}

/** 使用中 / 已过期 / 已停用. */
export function AppStatusTag({ status }: { status: number }) {
  const shown = APP_STATUS[status] ?? { text: String(status), color: 'default' };
  return <Tag color={shown.color}>{shown.text}</Tag>;
}

/** Used seats over authorised seats, e.g. 2/5. */
export const seatsText = (app: CompanyApp) => `${app.useQty}/${app.seats}`;
