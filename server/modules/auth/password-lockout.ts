import { Op, UniqueConstraintError } from 'sequelize';
import type { Services } from '../../services';
import type { Repository } from '../../engine/repository';

/** The row that holds a login's wrong-password count and lock: an account's, or an unknown username's. */
export interface LockoutRow {
  rows: Repository;
  where: { id: number } | { mobile: string };
}

export const accountLockoutRow = (services: Services, accountId: number): LockoutRow => ({ rows: services.data.rows('Account'), where: { id: accountId } });

/**
 * The lockout row of a username that is no account (sys_unknown_login), made at its first try. Its wrong
 * passwords count and lock exactly as an account's, so the lock message does not tell who has an account.
 */
export async function unknownLoginRow(services: Services, mobile: string): Promise<{ row: any; lockout: LockoutRow }> {
  const unknownLogins = services.data.rows('UnknownLogin');
  const lockout: LockoutRow = { rows: unknownLogins, where: { mobile } };
  const found = await unknownLogins.findOne({ where: { mobile } });
  if (found) return { row: found, lockout };
  try {
    return { row: await unknownLogins.create({ mobile, wrongPasswords: 0 }), lockout };
  } catch (error) {
    // A parallel try made it a moment ago.
    if (!(error instanceof UniqueConstraintError)) throw error;
    return { row: await unknownLogins.findOne({ where: { mobile } }), lockout };
  }
}

/**
 * A login's wrong-password count as conditional updates, so that parallel attempts cannot read the same count:
 * an attempt takes a try (`wrongPasswords + 1` while below the limit and not locked) before the hash is checked,
 * a wrong password that spent the last try locks the row, and a right one clears the count unless a lock happened
 * meanwhile. Accounts and unknown usernames belong to no company: no tenant scope here.
 */
export function lockoutCounter(services: Services, { rows, where }: LockoutRow) {
  const { maxWrongPasswords, lockMinutes } = services.config.login;
  const unlocked = () => ({ [Op.or]: [{ lockedUntil: null }, { lockedUntil: { [Op.lte]: new Date() } }] });
  const lockUntil = () => new Date(Date.now() + lockMinutes * 60_000);
  const currentLock = async (): Promise<Date | undefined> => {
    const row: any = await rows.findOne({ where, attributes: ['lockedUntil'], raw: true });
    const until = row?.lockedUntil ? new Date(row.lockedUntil) : undefined;
    return until && until.getTime() > Date.now() ? until : undefined;
  };

  return {
    /** One try of the allowance; false when none is left (or it is locked). */
    async takeTry(): Promise<boolean> {
      const taken = await rows.addTo('wrongPasswords', 1, { where: { ...where, wrongPasswords: { [Op.lt]: maxWrongPasswords }, ...unlocked() } });
      return taken === 1;
    },

    /** Locks the row (unless it already is) and tells until when. */
    async lock(): Promise<Date> {
      const until = lockUntil();
      await rows.update({ wrongPasswords: 0, lockedUntil: until }, { where: { ...where, ...unlocked() } });
      return (await currentLock()) ?? until;
    },

    /** After a wrong password: when the tries are spent, locks the row and tells until when. */
    async lockWhenSpent(): Promise<Date | undefined> {
      const until = lockUntil();
      const locked = await rows.update(
        { wrongPasswords: 0, lockedUntil: until },
        { where: { ...where, wrongPasswords: { [Op.gte]: maxWrongPasswords }, ...unlocked() } },
      );
      return locked === 1 ? until : undefined;
    },

    /** After a right password: the lock that parallel guesses set meanwhile, else the count starts again. */
    async clearUnlessLocked(): Promise<Date | undefined> {
      const lock = await currentLock();
      if (lock) return lock;
      await rows.update({ wrongPasswords: 0, lockedUntil: null }, { where: { ...where, ...unlocked() } });
      return undefined;
    },
  };
}
