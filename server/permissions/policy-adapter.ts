import { Helper, type Model, type FilteredAdapter } from 'casbin';
import { Op } from 'sequelize';
import type { AnyModel } from '../db/database';
import type { TenantKey } from '../db/tenant-scope';
import { asTenant } from '../context/request-context';

/** The domain column of a casbin_rule row: v1 for policies (`p, sub, dom, obj, act`), v2 for groupings (`g, user, role, dom`). */
const domainColumn = (ptype: unknown) => (ptype === 'g' ? 'v2' : 'v1');

/**
 * How casbin_rule rows belong to a tenant: by their domain (the tenant id as text; "0" is the platform
 * domain). Scoped with it (applyTenantScope(CasbinRule, { key: casbinDomainKey })), a tenant's code reads
 * and writes only its own domain's rules, and a new rule gets the domain of the context.
 */
export const casbinDomainKey: TenantKey = {
  where: (tenantId) => ({ [Op.or]: [{ ptype: 'p', v1: String(tenantId) }, { ptype: 'g', v2: String(tenantId) }] }),
  ownerOf: (row) => {
    const domain = row.get(domainColumn(row.get('ptype')));
    return domain === undefined || domain === null || domain === '' ? undefined : /^\d+$/.test(String(domain)) ? Number(domain) : NaN;
  },
  stamp: (row, tenantId) => row.set(domainColumn(row.get('ptype')), String(tenantId)),
  // A bulk update cannot know which column holds each row's domain: it may not touch either (delete and re-create instead).
  movesRows: (values) => ['ptype', 'v1', 'v2'].some((column) => values[column] !== undefined),
};

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
    // The rules model is scoped by domain (casbinDomainKey): inside the tenant it reads that domain's rules only.
    const rows = await asTenant(filter.tenantId, () => this.rules.findAll({ raw: true }));
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
