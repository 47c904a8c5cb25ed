/** The registered menu icons (menu-icon-names.ts lists the same names for the server's check). */
export {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  ControlOutlined,
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
