import { Op } from 'sequelize';
import type { Services } from '../../services';
import type { RoleGrant } from '../../permissions/policy-store';

/**
 * Roles (sys_role) and their Casbin rows: `p, role:<id>, <tenant>, <menuKey>, <action or *>` grants a menu's
 * action (see group-grants.ts), and
 * `g, user:<accountId>, role:<id>, <tenant>` gives a member the role. Reads only, in the current tenant (casbin_rule
 * is scoped by its domain, casbinDomainKey); writes go through services.policies so every change bumps the
 * tenant's policy version.
 */
export class GroupStore {
  constructor(private services: Services) {}

  private rules(where: Record<string, unknown>): Promise<any[]> {
    return this.services.data.rows('CasbinRule').findAll({ where, raw: true });
  }

  /** The grants of each role: (object, action) with the row scope and field whitelist they carry (v4, v5). */
  async grants(roleIds: number[]): Promise<Map<number, RoleGrant[]>> {
    const result = new Map<number, RoleGrant[]>(roleIds.map((id) => [id, []]));
    if (!roleIds.length) return result;
    const rows = await this.rules({ ptype: 'p', v0: roleIds.map((id) => `role:${id}`) });
    for (const row of rows) {
      const grant: RoleGrant = { object: row.v2, action: row.v3 };
      if (row.v4) grant.scope = row.v4;
      if (row.v5) grant.fields = String(row.v5).split('|');
      result.get(Number(String(row.v0).slice(5)))?.push(grant);
    }
    return result;
  }

  /** Accounts holding each role. */
  async holders(roleIds: number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>(roleIds.map((id) => [id, []]));
    if (!roleIds.length) return result;
    const rows = await this.rules({ ptype: 'g', v1: roleIds.map((id) => `role:${id}`) });
    for (const row of rows) result.get(Number(String(row.v1).slice(5)))?.push(Number(String(row.v0).slice(5)));
    return result;
  }

  /** The custom role ids an account holds in the tenant (not the administrator grant). */
  async rolesOf(accountId: number): Promise<number[]> {
    const rows = await this.rules({ ptype: 'g', v0: `user:${accountId}`, v1: { [Op.ne]: 'role:admin' } });
    return rows.map((row) => Number(String(row.v1).slice(5))).filter((id) => Number.isSafeInteger(id));
  }

  /** Gives the role to exactly these accounts: others lose it, the rest of each member's roles stay. */
  async setHolders(tenantId: number, roleId: number, accountIds: number[]): Promise<void> {
    const current = new Set((await this.holders([roleId])).get(roleId));
    const wanted = new Set(accountIds);
    for (const accountId of new Set([...current, ...wanted])) {
      if (current.has(accountId) === wanted.has(accountId)) continue;
      const roles = (await this.rolesOf(accountId)).filter((id) => id !== roleId);
      if (wanted.has(accountId)) roles.push(roleId);
      await this.services.policies.setUserRoleIds(tenantId, accountId, roles);
      this.services.tokens.forgetAccount(accountId);
    }
  }

  /** Takes the role from its members and drops its grants (before the role row goes). */
  async dropRole(tenantId: number, roleId: number): Promise<void> {
    await this.setHolders(tenantId, roleId, []);
    await this.services.policies.setRoleGrants(tenantId, roleId, []);
  }
}
