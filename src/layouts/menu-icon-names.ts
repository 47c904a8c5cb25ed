/**
 * The icons a menu entry may name (schemas/<area>/area.json). Plain data, written to schemas/_meta/client-manifest.json
 * (`npm run client:manifest`) for the server's area check (server/engine/load-areas.ts); menu-icon-set.ts exports the icons under these names (a unit
 * test keeps the two equal).
 */
export const MENU_ICON_NAMES = [
  'AccountBookOutlined',
  'ApartmentOutlined',
  'AppstoreOutlined',
  'AreaChartOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'CalendarOutlined',
  'CarOutlined',
  'ClockCircleOutlined',
  'ContainerOutlined',
  'ControlOutlined',
  'CustomerServiceOutlined',
  'DownloadOutlined',
  'EditOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FormOutlined',
  'GlobalOutlined',
  'LineChartOutlined',
  'MessageOutlined',
  'NotificationOutlined',
  'ProfileOutlined',
  'SafetyOutlined',
  'SearchOutlined',
  'SettingOutlined',
  'TeamOutlined',
  'UserOutlined',
  'VideoCameraOutlined',
  'WalletOutlined',
] as const;
