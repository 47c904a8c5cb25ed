/**
 * The icon element of a menu entry's icon name (menu-icon-set.ts), with a fallback for an unknown name.
 */
import { AppstoreOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import * as MENU_ICONS from './menu-icon-set';

const ICONS: Record<string, ComponentType | undefined> = MENU_ICONS;

/** The icon a menu entry names; an unknown name (the area check refuses one) falls back to AppstoreOutlined. */
export function menuIcon(name?: string) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
