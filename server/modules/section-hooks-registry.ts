import type { SectionHooks } from '../engine/section-hooks';
import { departHooks } from './admin/depart';
import { companyHooks } from './admin/company';
import { userHooks } from './admin/user';
import { noticeSettingHooks, scheduleSettingHooks } from './admin/status-catalogue';
import { logHooks } from './admin/gate-log';
import { permissionHooks } from './admin/permission';
import { applicationHooks } from './business/application-routes';

/** Section id → its business rules. A registry that refuses duplicates, like the client's value types. */
const registry = new Map<string, SectionHooks>();

export function registerHooks(sectionId: string, hooks: SectionHooks) {
  if (registry.has(sectionId)) throw new Error(`hooks registered twice for section ${sectionId}`);
  registry.set(sectionId, hooks);
}

export const hooksFor = (sectionId: string) => registry.get(sectionId) ?? {};

registerHooks('depart', departHooks);
registerHooks('company', companyHooks);
registerHooks('user', userHooks);
registerHooks('noticeSetting', noticeSettingHooks);
registerHooks('scheduleSetting', scheduleSettingHooks);
registerHooks('log', logHooks);
registerHooks('permission', permissionHooks);
registerHooks('application', applicationHooks);
