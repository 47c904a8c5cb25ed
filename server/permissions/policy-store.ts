import type { Transaction } from 'sequelize';
import type { Database } from '../db/database';
import { asSystem } from '../context/request-context';
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

/** Writes tenant policy rows and bumps the tenant's policy version so every enforcer reloads. */
export class PolicyStore {
  constructor(private db: Database, private cache: EnforcerCache) {}

  private async bump(tenantId: number, transaction?: Transaction) {
    const { PolicyVersion } = this.db.models;
    const row = await PolicyVersion.findByPk(tenantId, { transaction });
    if (row) await row.update({ version: row.version + 1 }, { transaction });
    else await PolicyVersion.create({ tenantId, version: 1 }, { transaction });
    this.cache.invalidate(tenantId);
  }

  /** Makes the account the company administrator (all permissions in the tenant) or takes it back. */
  async setAdmin(tenantId: number, accountId: number, isAdmin: boolean, transaction?: Transaction) {
    await this.setUserRoles(tenantId, accountId, isAdmin ? ['admin'] : [], transaction, (role) => role === 'role:admin');
  }

  /** Replaces the user's custom roles (ids) in the tenant, keeping the admin flag as it is. */
  async setUserRoleIds(tenantId: number, accountId: number, roleIds: number[], transaction?: Transaction) {
    await this.setUserRoles(tenantId, accountId, roleIds.map(String), transaction, (role) => role !== 'role:admin');
  }

  private async setUserRoles(
    tenantId: number,
    accountId: number,
    roles: string[],
    transaction: Transaction | undefined,
    owned: (role: string) => boolean,
  ) {
    const { CasbinRule } = this.db.models;
    // asSystem: this tenant's casbin_rule rows by domain; can go once CasbinRule is scoped (applyTenantScope(CasbinRule, { key: casbinDomainKey })).
    await asSystem(async () => {
      const dom = String(tenantId);
      const existing = await CasbinRule.findAll({ where: { ptype: 'g', v0: `user:${accountId}`, v2: dom }, transaction });
      for (const row of existing) if (owned(row.v1)) await row.destroy({ transaction });
      for (const role of roles) await CasbinRule.create({ ptype: 'g', v0: `user:${accountId}`, v1: `role:${role}`, v2: dom }, { transaction });
      await this.bump(tenantId, transaction);
    });
  }

  /** Replaces the objects (menu/section keys) a role may use, each with every action. */
  async setRoleObjects(tenantId: number, roleId: number, objects: string[], transaction?: Transaction) {
    await this.setRoleGrants(tenantId, roleId, objects.map((object) => ({ object, action: '*' })), transaction);
  }

  /** Replaces a role's grants: (object, action) pairs, `*` for every action of the object. */
  async setRoleGrants(tenantId: number, roleId: number, grants: RoleGrant[], transaction?: Transaction) {
    const { CasbinRule } = this.db.models;
    // asSystem: this tenant's casbin_rule rows by domain; can go once CasbinRule is scoped (applyTenantScope(CasbinRule, { key: casbinDomainKey })).
    await asSystem(async () => {
      const dom = String(tenantId);
      await CasbinRule.destroy({ where: { ptype: 'p', v0: `role:${roleId}`, v1: dom }, transaction });
      for (const grant of grants) await CasbinRule.create({ ptype: 'p', v0: `role:${roleId}`, v1: dom, v2: grant.object, v3: grant.action, ...limitsOf(grant) }, { transaction });
      await this.bump(tenantId, transaction);
    });
  }

  async roleGrants(tenantId: number, roleId: number): Promise<RoleGrant[]> {
    // asSystem: this tenant's casbin_rule rows by domain; can go once CasbinRule is scoped (applyTenantScope(CasbinRule, { key: casbinDomainKey })).
    const rows = await asSystem(() =>
      this.db.models.CasbinRule.findAll({ where: { ptype: 'p', v0: `role:${roleId}`, v1: String(tenantId) }, raw: true }),
    );
    return (rows as any[]).map((row) => ({ object: row.v2, action: row.v3, ...(row.v4 ? { scope: row.v4 } : {}), ...(row.v5 ? { fields: row.v5.split('|') } : {}) }));
  }
}
