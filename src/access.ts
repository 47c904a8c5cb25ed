import type { CurrentUser } from './services/types';

/** What the signed-in user may open in the web app (umi access plugin). Pure, unit-tested. */
export default function access(initialState: { currentUser?: CurrentUser } | undefined) {
  const user = initialState?.currentUser;
  return {
    isLoggedIn: Boolean(user),
    // Spec doc 1 §6: the system-management entry shows only when isSysManager equals 0 or '0'.
    canSeeSystemManagement: user !== undefined && String(user.isSysManager) === '0',
    isCompanyAdmin: user !== undefined && Number((user as any).isCompanyAdmin) === 1,
  };
}
