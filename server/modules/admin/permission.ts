import type { SectionHooks } from '../../engine/section-hooks';
import { boundHandlers } from '../../engine/bound-handlers';
import { COMPANY_ADMIN_OPERATIONS, companyAdminHandlers, companyAdminRemovalHooks, decorateCompanyAdmins } from './permission-admin-routes';
import { ROLE_OPERATIONS, roleOperationHandlers } from './role-operations';
import { roleRules } from './role-rules';
import { APP_PERMISSION_DECORATIONS, beforeAssociate } from './app-permission-rules';

/**
 * 权限设置 (section `permission`, schemas/admin/permission.json, rows: Role). Roles are listed, added, edited and
 * deleted by the generic actions with the rules of role-rules.ts; the administrators' list and the application
 * permissions are generic operations over Membership and AppSubscription (`resource`) with the derived fields and
 * seat rule below; taking back the administrator flag is a declared transition over Membership. Handlers remain
 * for what writes Casbin rules of roles or adds administrators (role-operations.ts, permission-admin-routes.ts).
 */
export const permissionHooks: SectionHooks = {
  ...roleRules,
  ...companyAdminRemovalHooks,
  decorateOperation: { ...APP_PERMISSION_DECORATIONS, selectCompanyAdmin: decorateCompanyAdmins },
  beforeAssociate,
  handlers: {
    ...boundHandlers(COMPANY_ADMIN_OPERATIONS, companyAdminHandlers),
    ...boundHandlers(ROLE_OPERATIONS, roleOperationHandlers),
  },
};
