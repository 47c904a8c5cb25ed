import type { SectionHooks } from '../../engine/section-hooks';
import { boundHandlers } from '../../engine/bound-handlers';
import { companyAdminFlagHooks, decorateCompanyAdmins } from './company-admin-hooks';
import { ROLE_OPERATIONS, roleOperationHandlers } from './role-operations';
import { roleRules } from './role-rules';
import { APP_PERMISSION_DECORATIONS, beforeAssociate } from './app-permission-rules';

/**
 * 权限设置 (section `permission`, schemas/admin/permission.json, rows: Role). Roles are listed, added, edited and
 * deleted by the generic actions with the rules of role-rules.ts; the administrators' list and the application
 * permissions are generic operations over Membership and AppSubscription (`resource`) with the derived fields and
 * seat rule below; adding and taking back the administrator flag are declared transitions over Membership
 * (company-admin-hooks.ts). Handlers remain for the grantable menu tree and what writes Casbin rules of roles
 * (role-operations.ts).
 */
export const permissionHooks: SectionHooks = {
  ...roleRules,
  ...companyAdminFlagHooks,
  decorateOperation: { ...APP_PERMISSION_DECORATIONS, selectCompanyAdmin: decorateCompanyAdmins },
  beforeAssociate,
  handlers: {
    ...boundHandlers(ROLE_OPERATIONS, roleOperationHandlers),
  },
};
