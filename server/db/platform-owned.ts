import type { ModelStatic } from 'sequelize';
import { currentContext } from '../context/request-context';

/** A company's request tried to write platform-owned data (shared with every company, written by operators only). */
export class CompanyWriteOnPlatformData extends Error {
  constructor(model: string) {
    super(`write refused on platform-owned ${model} inside a company's context`);
  }
}

const WRITE_HOOKS = ['beforeCreate', 'beforeUpdate', 'beforeDestroy', 'beforeRestore', 'beforeUpsert', 'beforeBulkCreate', 'beforeBulkUpdate', 'beforeBulkDestroy', 'beforeBulkRestore'] as const;

/** Inside a company's context (a company token's request, or asTenant of a company): the platform tenant is 0. */
function refuseInCompany(name: string): void {
  const tenantId = currentContext()?.tenantId;
  if (typeof tenantId === 'number' && tenantId > 0) throw new CompanyWriteOnPlatformData(name);
}

/**
 * Platform-owned data (`model.tenant: "platform"`: announcements, update records) is read by every company and
 * written only outside a company's context — by operators (platform routes run with no tenant) and the seeds.
 * Every write a company's context could make through a model is refused here, in the data layer, whatever route or
 * hook asks, by Sequelize's public write hooks (instance and bulk; `truncate` runs the bulk destroy hook).
 * `increment`/`decrement` and `hooks: false` run no hook: the server makes no such write on these models
 * (tests/unit/no-private-internals.test.ts).
 */
export function applyPlatformOwnership(model: ModelStatic<any>): void {
  const name = model.name;
  for (const hook of WRITE_HOOKS) model.addHook(hook as any, () => refuseInCompany(name));
}
