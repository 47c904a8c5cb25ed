import type { ServerModule } from '../../engine/area-types';
import { departHooks } from './depart';
import { companyHooks } from './company';
import { userHooks } from './user';
import { noticeSettingHooks, scheduleSettingHooks } from './status-catalogue';
import { permissionHooks } from './permission';
import { applicationHooks } from '../business/application';
import { mountUserFront } from './user-front';
import { mountFeatureSettings } from './feature-settings';

/** System management (schemas/admin/): its sections' business rules, the header/menu calls and the feature switches. */
const admin: ServerModule = {
  hooks: {
    depart: departHooks,
    company: companyHooks,
    user: userHooks,
    noticeSetting: noticeSettingHooks,
    scheduleSetting: scheduleSettingHooks,
    permission: permissionHooks,
    application: applicationHooks,
  },
  mounts: [mountUserFront, mountFeatureSettings],
};

export default admin;
