import type { ServerModule } from '../../engine/area-types';
import { departHooks } from './depart';
import { companyHooks } from './company';
import { userHooks } from './user';
import { noticeSettingHooks, scheduleSettingHooks } from './status-catalogue';
import { permissionHooks } from './permission';
import { applicationHooks } from '../business/application';
import { serviceHooks } from '../commerce/service-section';
import { mountUserFront } from './user-front';
import { mountFeatureSettings } from './feature-settings';
import { noticeApprovalHooks } from '../notice/notice-approval';

/** System management (schemas/admin/): its sections' business rules, the header/menu calls and the feature switches. */
const admin: ServerModule = {
  hooks: {
    depart: departHooks,
    company: companyHooks,
    user: userHooks,
    // 通知公告's approval (审核) is served as operations of 通知公告设置 (server/modules/notice/notice-approval.ts).
    noticeSetting: { ...noticeSettingHooks, ...noticeApprovalHooks },
    scheduleSetting: scheduleSettingHooks,
    permission: permissionHooks,
    application: applicationHooks,
    // 服务管理: the company's purchased services (AppSubscription of kind-1 catalogue entries).
    service: serviceHooks,
  },
  mounts: [mountUserFront, mountFeatureSettings],
};

export default admin;
