import type { SectionHooks } from '../engine/section-hooks';
import { departHooks } from './admin/depart';
import { companyHooks } from './admin/company';
import { userHooks } from './admin/user';
import { noticeSettingHooks, scheduleSettingHooks } from './admin/status-catalogue';
import { permissionHooks } from './admin/permission';
import { applicationHooks } from './business/application-routes';
import { certificationReviewHooks } from './platform/certification-review';

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
registerHooks('permission', permissionHooks);
registerHooks('application', applicationHooks);
registerHooks('certificationReview', certificationReviewHooks);
