/**
 * The password check of a login: per-account tries and lockout, the same answer and argon2id work for an unknown
 * account, then the membership in the chosen company (or the platform's operator seat).
 */
import type { Services } from '../../services';
import { asTenant } from '../../context/request-context';
import { badRequest } from '../../http/envelope';
import { checkPassword, hashPassword } from '../../auth/secrets';
import { operatorSeat } from '../../permissions/platform-domain';
import { accountLockoutRow, lockoutCounter, unknownLoginRow } from './password-lockout';
import { upgradePasswordHash } from './password-upgrade';

export const BAD_CREDENTIALS = '用户名或密码错误';

export interface LoginResult {
  account: any;
  membership: any;
}

/** An argon2id hash (today's parameters) no password matches, so an unknown mobile costs one check like a known one. */
let dummyHash: Promise<string> | undefined;
const unknownAccountHash = () => (dummyHash ??= hashPassword(`no account ${Math.random()}`));

/**
 * Checks mobile + password + tenant (tenant 0: the platform, for operator accounts). Each attempt takes one of
 * the account's `maxWrongPasswords` tries atomically before the hash check runs, so parallel guesses cannot all be
 * checked; past the limit the account is locked for a while and says so. Unknown account, tenant or membership
 * all answer the same message, after the same argon2id work, so a caller learns nothing; a username with no
 * account counts its tries and locks the same way (password-lockout.ts), so the lock message tells nothing either.
 */
export async function passwordLogin(services: Services, mobile: string, password: string, tenantId: number): Promise<LoginResult> {
  const account = await services.data.rows('Account').findOne({ where: { mobile } });
  // A username with no account takes the same tries, lock and hash work, against a row of its own.
  const guarded = account ? { row: account, lockout: accountLockoutRow(services, account.id) } : await unknownLoginRow(services, mobile);
  assertNotLocked(guarded.row);
  const lockout = lockoutCounter(services, guarded.lockout);
  if (!(await lockout.takeTry())) throw lockedMessage(await lockout.lock());
  const passwordMatches = await checkPassword(password, account ? account.passwordHash : await unknownAccountHash());
  if (!account || !passwordMatches) {
    const lockedUntil = await lockout.lockWhenSpent();
    throw lockedUntil ? lockedMessage(lockedUntil) : badRequest(BAD_CREDENTIALS);
  }
  // Guesses running beside this one may have locked the account meanwhile: the lock wins.
  const lockedUntil = await lockout.clearUnlessLocked();
  if (lockedUntil) throw lockedMessage(lockedUntil);
  await upgradePasswordHash(services, account, password);
  // Accounts belong to no company; the membership is read inside the company chosen.
  const membership = (await asTenant(tenantId, () => services.data.rows('Membership').findOne({ where: { accountId: account.id, status: 0 } }))) ?? operatorSeat(account, tenantId);
  if (!membership) throw badRequest(BAD_CREDENTIALS);
  return { account, membership };
}

export function lockedMessage(until: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return badRequest(`密码错误次数过多，账号已锁定，请${minutes}分钟后再试`);
}

export function assertNotLocked(account: any) {
  if (account.lockedUntil && new Date(account.lockedUntil).getTime() > Date.now()) throw lockedMessage(new Date(account.lockedUntil));
}
