import type { Transaction } from 'sequelize';
import type { Database } from '../db/database';
import { asSystem } from '../context/request-context';
import type { EnforcerCache } from './enforcer-cache';

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
    await asSystem(async () => {
      const dom = String(tenantId);
      const existing = await CasbinRule.findAll({ where: { ptype: 'g', v0: `user:${accountId}`, v2: dom }, transaction });
      for (const row of existing) if (owned(row.v1)) await row.destroy({ transaction });
      for (const role of roles) await CasbinRule.create({ ptype: 'g', v0: `user:${accountId}`, v1: `role:${role}`, v2: dom }, { transaction });
      await this.bump(tenantId, transaction);
    });
  }

  /** Replaces the objects (menu/section keys) a role may use; each grants every action. */
  async setRoleObjects(tenantId: number, roleId: number, objects: string[], transaction?: Transaction) {
    const { CasbinRule } = this.db.models;
    await asSystem(async () => {
      const dom = String(tenantId);
      await CasbinRule.destroy({ where: { ptype: 'p', v0: `role:${roleId}`, v1: dom }, transaction });
      for (const object of objects) await CasbinRule.create({ ptype: 'p', v0: `role:${roleId}`, v1: dom, v2: object, v3: '*' }, { transaction });
      await this.bump(tenantId, transaction);
    });
  }

  async roleObjects(tenantId: number, roleId: number): Promise<string[]> {
    const rows = await asSystem(() =>
      this.db.models.CasbinRule.findAll({ where: { ptype: 'p', v0: `role:${roleId}`, v1: String(tenantId) }, raw: true }),
    );
    return (rows as any[]).map((row) => row.v2);
  }
}
