import type { Model, ModelStatic } from 'sequelize';
import { currentContext } from '../context/request-context';

/** A company's request tried to write platform-owned data (shared with every company, written by operators only). */
export class CompanyWriteOnPlatformData extends Error {
  constructor(model: string) {
    super(`write refused on platform-owned ${model} inside a company's context`);
  }
}

const STATIC_WRITES = ['create', 'bulkCreate', 'update', 'destroy', 'restore', 'increment', 'decrement', 'upsert', 'truncate'] as const;
const INSTANCE_HOOKS = ['beforeCreate', 'beforeUpdate', 'beforeSave', 'beforeDestroy', 'beforeRestore', 'beforeUpsert'] as const;

/** Inside a company's context (a company token's request, or asTenant of a company): the platform tenant is 0. */
function refuseInCompany(name: string): void {
  const tenantId = currentContext()?.tenantId;
  if (typeof tenantId === 'number' && tenantId > 0) throw new CompanyWriteOnPlatformData(name);
}

/**
 * Platform-owned data (`model.tenant: "platform"`: announcements, update records) is read by every company and
 * written only outside a company's context — by operators (platform routes run with no tenant) and the seeds.
 * Every write a company's context could make is refused here, in the data layer, whatever route or hook asks:
 * static writes are wrapped (so `hooks: false` cannot lift it) and instance writes hooked.
 */
export function applyPlatformOwnership(model: ModelStatic<any>): void {
  const name = model.name;
  for (const method of STATIC_WRITES) {
    const original = (model as any)[method];
    if (typeof original !== 'function') continue;
    (model as any)[method] = function (this: unknown, ...args: unknown[]) {
      return Promise.resolve().then(() => {
        refuseInCompany(name);
        return original.apply(this, args);
      });
    };
  }
  for (const hook of INSTANCE_HOOKS) model.addHook(hook as any, (_instance: Model) => refuseInCompany(name));
}
