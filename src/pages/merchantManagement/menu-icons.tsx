import {
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
import type { ComponentType } from 'react';

/** Icons the menu tree may name (schemas/menus.json); an unknown name falls back to AppstoreOutlined. */
const ICONS: Record<string, ComponentType> = {
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
};

export function menuIcon(name?: string) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
