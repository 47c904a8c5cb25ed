/** The platform domain's tenant id: operators sign in there (server/modules/platform/platform-domain.ts). */
export const PLATFORM_TENANT_ID = 0;
