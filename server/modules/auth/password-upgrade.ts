import type { Services } from '../../services';
import { hashPassword, needsRehash } from '../../auth/secrets';

/**
 * After a right password: a hash from before argon2id (bcrypt) or with older parameters is replaced by one of today's.
 * The write is conditional on the hash that was checked, so parallel logins store one hash between them and a
 * password changed meanwhile is never overwritten. Accounts belong to no company: no tenant scope here.
 */
export async function upgradePasswordHash(services: Services, account: { id: number; passwordHash: string }, password: string): Promise<void> {
  if (!needsRehash(account.passwordHash)) return;
  const passwordHash = await hashPassword(password);
  await services.data.rows('Account').update({ passwordHash }, { where: { id: account.id, passwordHash: account.passwordHash } });
}
