/** Icons the menu tree may name (schemas/menus.json), exported under those names. */
export {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  CalendarOutlined,
  CustomerServiceOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
