/**
 * Bearer tokens: issued at login, resolved by the guard on every request (hashes in the database, resolved
 * actors cached in memory) and revoked at logout or a password change.
 */
import { Op } from 'sequelize';
import type { Database } from '../db/database';
import type { Actor } from '../context/request-context';
import { asSystem, asTenant } from '../context/request-context';
import { digest, newToken } from './secrets';
import { operatorSeat } from '../permissions/platform-domain';

interface CachedActor {
  actor: Actor;
  expiresAt: number;
  checkedAt: number;
}

/**
 * Issues, resolves and revokes bearer tokens. The database holds only hashes; a resolved token is kept
 * in memory for `cacheSeconds` so a request does not cost a database round trip, and this process drops
 * its copy at once on revocation (other instances within `cacheSeconds`).
 */
export class TokenService {
  private cache = new Map<string, CachedActor>();

  constructor(private db: Database, private ttlSeconds: number, private cacheSeconds: number) {}

  async issue(accountId: number, tenantId: number, clientId: string): Promise<{ token: string; expiresIn: number }> {
    const token = newToken();
    const now = new Date();
    await asTenant(tenantId, () =>
      this.db.models.AccessToken.create({
        tokenHash: digest(token),
        accountId,
        tenantId,
        clientId,
        crtTime: now,
        expiresAt: new Date(now.getTime() + this.ttlSeconds * 1000),
      }),
    );
    return { token, expiresIn: this.ttlSeconds };
  }

  async resolve(token: string): Promise<Actor | undefined> {
    if (token.length < 100 || token.length > 200) return undefined;
    const hash = digest(token);
    const now = Date.now();
    const cached = this.cache.get(hash);
    if (cached && now - cached.checkedAt < this.cacheSeconds * 1000) return cached.expiresAt > now ? cached.actor : undefined;
    const found = await this.lookup(hash);
    if (!found) {
      this.cache.delete(hash);
      return undefined;
    }
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(hash, { ...found, checkedAt: now });
    return found.actor;
  }

  private async lookup(hash: string): Promise<{ actor: Actor; expiresAt: number } | undefined> {
    const { AccessToken, Membership, Account } = this.db.models;
    // asSystem: a token is looked up before its tenant is known; the row names the tenant.
    const row = await asSystem(() => AccessToken.findOne({ where: { tokenHash: hash, revokedAt: null, expiresAt: { [Op.gt]: new Date() } } }));
    if (!row || row.tenantId === null) return undefined;
    const [membership, account] = await Promise.all([
      asTenant(row.tenantId, () => Membership.findOne({ where: { accountId: row.accountId, status: 0 } })),
      Account.findByPk(row.accountId),
    ]);
    // A company token needs a membership; a platform token (tenant 0) an operator account.
    const seat = membership ?? operatorSeat(account, row.tenantId);
    if (!seat || !account) return undefined;
    const actor: Actor = {
      accountId: account.id,
      membershipId: seat.id,
      tenantId: row.tenantId,
      name: seat.name || account.name || account.mobile,
      mobile: account.mobile,
      isCompanyAdmin: seat.isCompanyAdmin === 1,
      tokenHash: hash,
    };
    return { actor, expiresAt: new Date(row.expiresAt).getTime() };
  }

  async revoke(token: string): Promise<boolean> {
    const hash = digest(token);
    this.cache.delete(hash);
    // asSystem: logout names a token, not a tenant (it is a public call).
    const [count] = await asSystem(() =>
      this.db.models.AccessToken.update({ revokedAt: new Date() }, { where: { tokenHash: hash, revokedAt: null } }),
    );
    return count > 0;
  }

  /** Password change or reset: every session of the account ends. */
  async revokeAccount(accountId: number): Promise<void> {
    for (const [hash, entry] of this.cache) if (entry.actor.accountId === accountId) this.cache.delete(hash);
    // asSystem: the account's sessions in every company end.
    await asSystem(() => this.db.models.AccessToken.update({ revokedAt: new Date() }, { where: { accountId, revokedAt: null } }));
  }

  /** Password change by the member: every other session of the account ends; the one that changed it stays. */
  async revokeAccountExcept(accountId: number, keepHash: string): Promise<void> {
    for (const [hash, entry] of this.cache) if (entry.actor.accountId === accountId && hash !== keepHash) this.cache.delete(hash);
    // asSystem: the account's sessions in every company end.
    await asSystem(() =>
      this.db.models.AccessToken.update({ revokedAt: new Date() }, { where: { accountId, revokedAt: null, tokenHash: { [Op.ne]: keepHash } } }),
    );
  }

  /** Membership changes (removed, made admin, renamed) must be seen at once by this process. */
  forgetAccount(accountId: number): void {
    for (const [hash, entry] of this.cache) if (entry.actor.accountId === accountId) this.cache.delete(hash);
  }
}
