import type { SectionHooks } from '../../engine/section-hooks';
import { boundHandlers } from '../../engine/bound-handlers';
import { COMPANY_ADMIN_OPERATIONS, companyAdminHandlers } from './permission-admin-routes';
import { GROUP_OPERATIONS, groupHandlers } from './group-routes';
import { USER_APP_OPERATIONS, userAppHandlers } from './user-app-routes';

/**
 * 权限设置 (section `permission`, schemas/admin/permission.json): system administrators, roles, and
 * per-application permissions. The file declares every route; these are their handlers by operation name.
 */
export const permissionHooks: SectionHooks = {
  handlers: {
    ...boundHandlers(COMPANY_ADMIN_OPERATIONS, companyAdminHandlers),
    ...boundHandlers(GROUP_OPERATIONS, groupHandlers),
    ...boundHandlers(USER_APP_OPERATIONS, userAppHandlers),
  },
};
