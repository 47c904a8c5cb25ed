import { Op, type ModelStatic, type Model } from 'sequelize';
import { currentContext } from '../context/request-context';

/** A tenant-owned query ran with no tenant in context: fail closed rather than read every company's rows. */
export class TenantContextMissing extends Error {
  constructor(model: string) {
    super(`tenant context missing for ${model}`);
  }
}

/** Another tenant's row reached a write: refuse. */
export class CrossTenantWrite extends Error {
  constructor(model: string) {
    super(`cross-tenant write refused on ${model}`);
  }
}

/** The tenant the query must be limited to, or null when running as the platform. */
function scopeTenant(model: string): number | null {
  const context = currentContext();
  if (context?.tenantId) return context.tenantId;
  if (context?.system) return null;
  throw new TenantContextMissing(model);
}

function addTenantWhere(options: { where?: any }, model: string) {
  const tenantId = scopeTenant(model);
  if (tenantId === null) return;
  options.where = options.where ? { [Op.and]: [options.where, { tenantId }] } : { tenantId };
}

function stampOrCheck(instance: Model, model: string) {
  const tenantId = scopeTenant(model);
  if (tenantId === null) return;
  const own = instance.get('tenantId');
  if (own === undefined || own === null) instance.set('tenantId', tenantId);
  else if (Number(own) !== tenantId) throw new CrossTenantWrite(model);
}

function checkOwner(instance: Model, model: string) {
  const tenantId = scopeTenant(model);
  if (tenantId !== null && Number(instance.get('tenantId')) !== tenantId) throw new CrossTenantWrite(model);
}

/**
 * Makes every read and write of a tenant-owned model carry the tenant of the current context, so no
 * handler has to remember it (DESIGN.md "Tenant isolation is enforced in the data layer").
 */
export function applyTenantScope(model: ModelStatic<any>): void {
  const name = model.name;
  model.addHook('beforeFind', (options: any) => addTenantWhere(options, name));
  model.addHook('beforeCount', (options: any) => addTenantWhere(options, name));
  model.addHook('beforeBulkUpdate', (options: any) => addTenantWhere(options, name));
  model.addHook('beforeBulkDestroy', (options: any) => addTenantWhere(options, name));
  model.addHook('beforeBulkRestore', (options: any) => addTenantWhere(options, name));
  model.addHook('beforeValidate', (instance: Model) => stampOrCheck(instance, name));
  model.addHook('beforeCreate', (instance: Model) => stampOrCheck(instance, name));
  model.addHook('beforeBulkCreate', (instances: Model[]) => instances.forEach((instance) => stampOrCheck(instance, name)));
  model.addHook('beforeUpdate', (instance: Model) => checkOwner(instance, name));
  model.addHook('beforeDestroy', (instance: Model) => checkOwner(instance, name));
  model.addHook('beforeRestore', (instance: Model) => checkOwner(instance, name));
}
