import { Op, Sequelize } from 'sequelize';
import type { Services } from '../../services';

/**
 * An account's wrong-password count as conditional updates, so that parallel attempts cannot read the same
 * count: an attempt takes a try (`wrongPasswords + 1` while below the limit and not locked) before bcrypt runs,
 * a wrong password that spent the last try locks the account, and a right one clears the count unless a lock
 * happened meanwhile. Accounts belong to no company: no tenant scope here.
 */
export function lockoutCounter(services: Services, accountId: number) {
  const { Account } = services.db.models;
  const { maxWrongPasswords, lockMinutes } = services.config.login;
  const column = services.db.sequelize.getQueryInterface().quoteIdentifier('wrongPasswords');
  const unlocked = () => ({ [Op.or]: [{ lockedUntil: null }, { lockedUntil: { [Op.lte]: new Date() } }] });
  const lockUntil = () => new Date(Date.now() + lockMinutes * 60_000);
  const currentLock = async (): Promise<Date | undefined> => {
    const row: any = await Account.findByPk(accountId, { attributes: ['lockedUntil'], raw: true });
    const until = row?.lockedUntil ? new Date(row.lockedUntil) : undefined;
    return until && until.getTime() > Date.now() ? until : undefined;
  };

  return {
    /** One try of the account's allowance; false when none is left (or it is locked). */
    async takeTry(): Promise<boolean> {
      const [taken] = await Account.update(
        { wrongPasswords: Sequelize.literal(`${column} + 1`) },
        { where: { id: accountId, wrongPasswords: { [Op.lt]: maxWrongPasswords }, ...unlocked() } },
      );
      return taken === 1;
    },

    /** Locks the account (unless it already is) and tells until when. */
    async lock(): Promise<Date> {
      const until = lockUntil();
      await Account.update({ wrongPasswords: 0, lockedUntil: until }, { where: { id: accountId, ...unlocked() } });
      return (await currentLock()) ?? until;
    },

    /** After a wrong password: when the tries are spent, locks the account and tells until when. */
    async lockWhenSpent(): Promise<Date | undefined> {
      const until = lockUntil();
      const [locked] = await Account.update(
        { wrongPasswords: 0, lockedUntil: until },
        { where: { id: accountId, wrongPasswords: { [Op.gte]: maxWrongPasswords }, ...unlocked() } },
      );
      return locked === 1 ? until : undefined;
    },

    /** After a right password: the lock that parallel guesses set meanwhile, else the count starts again. */
    async clearUnlessLocked(): Promise<Date | undefined> {
      const lock = await currentLock();
      if (lock) return lock;
      await Account.update({ wrongPasswords: 0, lockedUntil: null }, { where: { id: accountId, ...unlocked() } });
      return undefined;
    },
  };
}
