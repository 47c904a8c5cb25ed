import { readCookie, removeCookie, writeCookie } from '@/services/session';
import { REMEMBER_DAYS } from '@/constants/patterns';

/**
 * Remember-password cookies (spec doc 1 §4): phone, password, tenant and the flag, kept 7 days.
 * Note: keeping a password in a cookie is what the spec asks; it is readable by scripts on this origin.
 */
const NAMES = { phone: 'rememberPhone', password: 'rememberPassword', tenant: 'rememberTenant', flag: 'rememberFlag' };

export interface Remembered {
  username?: string;
  password?: string;
  tenantId?: string;
  remember: boolean;
}

export function readRemembered(): Remembered {
  if (readCookie(NAMES.flag) !== '1') return { remember: false };
  return {
    username: readCookie(NAMES.phone),
    password: readCookie(NAMES.password),
    tenantId: readCookie(NAMES.tenant),
    remember: true,
  };
}

export function saveRemembered(username: string, password: string, tenantId: string | number) {
  writeCookie(NAMES.phone, username, REMEMBER_DAYS);
  writeCookie(NAMES.password, password, REMEMBER_DAYS);
  writeCookie(NAMES.tenant, String(tenantId), REMEMBER_DAYS);
  writeCookie(NAMES.flag, '1', REMEMBER_DAYS);
}

export function clearRemembered() {
  Object.values(NAMES).forEach(removeCookie);
}
