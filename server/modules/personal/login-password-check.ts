import type { Services } from '../../services';
import { badRequest } from '../../http/envelope';
import { checkPassword } from '../../auth/secrets';
import { assertNotLocked, lockedMessage } from '../auth/password-login';
import { accountLockoutRow, lockoutCounter } from '../auth/password-lockout';

/**
 * A signed-in member proves the login password (change password, bind phone or email). Each check spends one of
 * the account's tries exactly as a login does (server/modules/auth/password-lockout.ts): guessing here locks the
 * account for logins too, and a locked account is refused here. Accounts belong to no company.
 */
export async function checkLoginPassword(services: Services, accountId: number, password: string, wrongMessage: string, field: string) {
  const account = await services.data.rows('Account').findById(accountId);
  if (!account) throw badRequest(wrongMessage, [field]);
  assertNotLocked(account);
  const lockout = lockoutCounter(services, accountLockoutRow(services, accountId));
  if (!(await lockout.takeTry())) throw lockedMessage(await lockout.lock());
  if (!(await checkPassword(password, account.passwordHash))) {
    const lockedUntil = await lockout.lockWhenSpent();
    throw lockedUntil ? lockedMessage(lockedUntil) : badRequest(wrongMessage, [field]);
  }
  const lockedUntil = await lockout.clearUnlessLocked();
  if (lockedUntil) throw lockedMessage(lockedUntil);
  return account;
}
