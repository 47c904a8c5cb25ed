import type { Services } from '../../services';
import { asTenant } from '../../context/request-context';
import { badRequest } from '../../http/envelope';
import { checkPassword } from '../../auth/secrets';
import { operatorSeat } from '../platform/platform-domain';

export const BAD_CREDENTIALS = '用户名或密码错误';

export interface LoginResult {
  account: any;
  membership: any;
}

/**
 * Checks mobile + password + tenant (tenant 0: the platform, for operator accounts). Wrong passwords
 * are counted per account; past the limit the account is locked for a while and says so. Unknown
 * account, tenant or membership all answer the same message so a caller learns nothing.
 */
export async function passwordLogin(services: Services, mobile: string, password: string, tenantId: number): Promise<LoginResult> {
  const { Account, Membership } = services.db.models;
  const { maxWrongPasswords, lockMinutes } = services.config.login;
  const account = await Account.findOne({ where: { mobile } });
  if (!account) throw badRequest(BAD_CREDENTIALS);
  assertNotLocked(account);
  if (!(await checkPassword(password, account.passwordHash))) {
    const wrong = account.wrongPasswords + 1;
    const locked = wrong >= maxWrongPasswords;
    await account.update({ wrongPasswords: locked ? 0 : wrong, lockedUntil: locked ? new Date(Date.now() + lockMinutes * 60_000) : null });
    if (locked) throw badRequest(`密码错误次数过多，账号已锁定，请${lockMinutes}分钟后再试`);
    throw badRequest(BAD_CREDENTIALS);
  }
  // Accounts belong to no company; the membership is read inside the company chosen.
  const membership = (await asTenant(tenantId, () => Membership.findOne({ where: { accountId: account.id, status: 0 } }))) ?? operatorSeat(account, tenantId);
  if (!membership) throw badRequest(BAD_CREDENTIALS);
  if (account.wrongPasswords || account.lockedUntil) await account.update({ wrongPasswords: 0, lockedUntil: null });
  return { account, membership };
}

export function assertNotLocked(account: any) {
  if (account.lockedUntil && new Date(account.lockedUntil).getTime() > Date.now()) {
    const minutes = Math.ceil((new Date(account.lockedUntil).getTime() - Date.now()) / 60_000);
    throw badRequest(`密码错误次数过多，账号已锁定，请${minutes}分钟后再试`);
  }
}
