import { Helper, type Model, type FilteredAdapter } from 'casbin';
import { Op } from 'sequelize';
import type { AnyModel } from '../db/database';
import { asSystem } from '../context/request-context';

/**
 * Casbin adapter over our own Sequelize connection (casbin-sequelize-adapter opens a second
 * connection, which on SQLite means two writers on one file). Loads one tenant's rules at a time.
 * Writes go through policy-store.ts, so the save/add/remove methods are not used by enforcers.
 */
export class TenantPolicyAdapter implements FilteredAdapter {
  constructor(private rules: AnyModel) {}

  isFiltered(): boolean {
    return true;
  }

  async loadPolicy(): Promise<void> {
    throw new Error('load one tenant with loadFilteredPolicy');
  }

  async loadFilteredPolicy(model: Model, filter: { tenantId: number }): Promise<void> {
    const dom = String(filter.tenantId);
    const rows = await asSystem(() =>
      this.rules.findAll({ where: { [Op.or]: [{ ptype: 'p', v1: dom }, { ptype: 'g', v2: dom }] }, raw: true }),
    );
    for (const row of rows as any[]) {
      const values = [row.v0, row.v1, row.v2, row.v3, row.v4, row.v5].filter((v) => v !== null && v !== undefined && v !== '');
      Helper.loadPolicyLine([row.ptype, ...values].join(', '), model);
    }
  }

  async savePolicy(): Promise<boolean> {
    return false;
  }
  async addPolicy(): Promise<void> {}
  async removePolicy(): Promise<void> {}
  async removeFilteredPolicy(): Promise<void> {}
}
