import { Transaction } from 'sequelize';
import type { Database } from '../db/database';
import { asTenant } from '../context/request-context';
import { transaction } from '../context/transaction-context';
import type { EnforcerCache } from './enforcer-cache';
import type { RowScope } from './row-grant';

/** What a role may do: an object (menu/section key) and an action, `*` for all. */
export interface RoleGrant {
  object: string;
  action: string;
  /** The rows it reaches (row-grant.ts); absent or `all` means every row. */
  scope?: RowScope;
  /** The fields it shows and writes; absent means all. */
  fields?: string[];
}

/**
 * v4 holds the row scope and v5 the field whitelist, `|`-separated (a policy line is comma-separated); v4 is
 * written whenever v5 is, as the adapter drops blanks.
 */
const limitsOf = ({ scope, fields }: RoleGrant) => ({
  v4: (scope && scope !== 'all') || fields?.length ? scope ?? 'all' : null,
  v5: fields?.length ? fields.join('|') : null,
});

/**
 * The store is told the domain (seeding, signup and tests call it outside any request): the rules run in that
 * tenant, where casbin_rule is scoped by its domain (casbinDomainKey), so reads see only its rules and new rules
 * get its domain. Inside a request the domain is the caller's own.
 */
const inDomain = <T>(tenantId: number, fn: () => Promise<T>) => asTenant(tenantId, fn);

/** Writes tenant policy rows and bumps the tenant's policy version so every enforcer reloads. */
export class PolicyStore {
  constructor(private db: Database, private cache: EnforcerCache) {}

  /**
   * One write of the tenant's rules, then its version moved on. The version row is read locked (FOR UPDATE on
   * MySQL; SQLite serialises writes) before the rules are touched: a company's policy writes queue one behind the
   * other, so two of them never deadlock on the rule rows they replace, and no increment is lost.
   */
  private async write(tenantId: number, rules: () => Promise<void>) {
    const { PolicyVersion } = this.db.models;
    await inDomain(tenantId, async () => {
      const row = await PolicyVersion.findByPk(tenantId, { lock: Transaction.LOCK.UPDATE });
      await rules();
      if (row) await row.update({ version: row.version + 1 });
      else await PolicyVersion.create({ tenantId, version: 1 });
    });
    this.cache.invalidate(tenantId);
  }

  /** Makes the account the company administrator (all permissions in the tenant) or takes it back. */
  async setAdmin(tenantId: number, accountId: number, isAdmin: boolean) {
    await this.setUserRoles(tenantId, accountId, isAdmin ? ['admin'] : [], (role) => role === 'role:admin');
  }

  /**
   * Gives the account a role in the domain unless it holds it already (an operator: the operator role in the
   * platform domain). In one transaction, with the version row locked like every policy write: two at once add one
   * rule.
   */
  async addUserRole(tenantId: number, accountId: number, role: string) {
    const { CasbinRule } = this.db.models;
    const grant = { ptype: 'g', v0: `user:${accountId}`, v1: role };
    await transaction(this.db.sequelize, () =>
      this.write(tenantId, async () => {
        if (!(await CasbinRule.count({ where: grant }))) await CasbinRule.create(grant);
      }),
    );
  }

  /** Replaces the user's custom roles (ids) in the tenant, keeping the admin flag as it is. */
  async setUserRoleIds(tenantId: number, accountId: number, roleIds: number[]) {
    await this.setUserRoles(tenantId, accountId, roleIds.map(String), (role) => role !== 'role:admin');
  }

  private async setUserRoles(tenantId: number, accountId: number, roles: string[], owned: (role: string) => boolean) {
    const { CasbinRule } = this.db.models;
    await this.write(tenantId, async () => {
      const existing = await CasbinRule.findAll({ where: { ptype: 'g', v0: `user:${accountId}` } });
      for (const row of existing) if (owned(row.v1)) await row.destroy();
      for (const role of roles) await CasbinRule.create({ ptype: 'g', v0: `user:${accountId}`, v1: `role:${role}` });
    });
  }

  /** Replaces the objects (menu/section keys) a role may use, each with every action. */
  async setRoleObjects(tenantId: number, roleId: number, objects: string[]) {
    await this.setRoleGrants(tenantId, roleId, objects.map((object) => ({ object, action: '*' })));
  }

  /** Replaces a role's grants: (object, action) pairs, `*` for every action of the object. */
  async setRoleGrants(tenantId: number, roleId: number, grants: RoleGrant[]) {
    const { CasbinRule } = this.db.models;
    await this.write(tenantId, async () => {
      await CasbinRule.destroy({ where: { ptype: 'p', v0: `role:${roleId}` } });
      for (const grant of grants) await CasbinRule.create({ ptype: 'p', v0: `role:${roleId}`, v2: grant.object, v3: grant.action, ...limitsOf(grant) });
    });
  }

  async roleGrants(tenantId: number, roleId: number): Promise<RoleGrant[]> {
    const rows = await inDomain(tenantId, () => this.db.models.CasbinRule.findAll({ where: { ptype: 'p', v0: `role:${roleId}` }, raw: true }));
    return (rows as any[]).map((row) => ({ object: row.v2, action: row.v3, ...(row.v4 ? { scope: row.v4 } : {}), ...(row.v5 ? { fields: row.v5.split('|') } : {}) }));
  }
}
