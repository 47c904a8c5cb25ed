import { Model, Op, type ModelStatic, type WhereOptions } from 'sequelize';
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

/** An operation that cannot be limited to one tenant (truncate, upsert, …) was asked for inside a tenant. */
export class TenantScopeBypass extends Error {
  constructor(model: string, what: string) {
    super(`${what} refused on tenant-owned ${model} inside a tenant context`);
  }
}

/** Read access to a row's values: a model instance, or plain values. */
export interface RowValues {
  get(attribute: string): unknown;
}

/** How the rows of a model belong to a tenant. */
export interface TenantKey {
  /** The condition that limits a query to one tenant. */
  where(tenantId: number): WhereOptions;
  /** The tenant a row belongs to; undefined when none is set yet, NaN when it is no tenant. */
  ownerOf(row: RowValues): number | undefined;
  /** Puts the tenant on a new row. Without it, rows cannot be created inside a tenant (e.g. companies). */
  stamp?(row: Model, tenantId: number): void;
  /** Whether bulk-update values would move rows out of the tenant. */
  movesRows(values: Record<string, unknown>, tenantId: number): boolean;
  /**
   * Company-shared data (`model.tenant: "shared"`): what a read inside a tenant may see — the tenant's own rows or
   * the rows every company shares (e.g. published stock). Writes stay limited by `where`. Absent: `where`.
   */
  readWhere?(tenantId: number): WhereOptions;
}

export interface TenantScopeOptions {
  /** The column holding the tenant id (default `tenantId`); `id` for the company table itself. */
  column?: string;
  /** For tables whose tenant is not one column (casbin_rule: see casbinDomainKey). */
  key?: TenantKey;
  /**
   * Company-shared rows: the condition naming the rows every company may read (published stock: `{status: 1}`).
   * Reads inside a tenant see its own rows or these; every write stays limited to the tenant's own rows.
   */
  sharedRead?: WhereOptions;
}

/** Rows whose tenant is one column. The primary key as tenant column (companies) means no creates inside a tenant. */
export function columnKey(column: string, isPrimaryKey = false): TenantKey {
  return {
    where: (tenantId) => ({ [column]: tenantId }),
    ownerOf: (row) => {
      const value = row.get(column);
      return value === undefined || value === null ? undefined : Number(value);
    },
    stamp: isPrimaryKey ? undefined : (row, tenantId) => row.set(column, tenantId),
    movesRows: (values, tenantId) => values[column] !== undefined && Number(values[column]) !== tenantId,
  };
}

const keys = new WeakMap<object, TenantKey>();

/** The key of a tenant-owned model (or of a scoped copy of one), else undefined. */
function keyOf(model: unknown): TenantKey | undefined {
  for (let m = model as object | null; m && m !== Model; m = Object.getPrototypeOf(m)) {
    const key = keys.get(m);
    if (key) return key;
  }
  return undefined;
}

/** The tenant the query must be limited to (0 is the platform domain's), or null when running as the system. */
function scopeTenant(model: string): number | null {
  const context = currentContext();
  if (typeof context?.tenantId === 'number') return context.tenantId;
  if (context?.system) return null;
  throw new TenantContextMissing(model);
}

/** The condition a read inside the tenant gets: the shared rows' wider one when the model has it. */
const readScope = (key: TenantKey, tenantId: number): WhereOptions => (key.readWhere ? key.readWhere(tenantId) : key.where(tenantId));

const and = (where: unknown, condition: WhereOptions): WhereOptions => (where ? ({ [Op.and]: [where, condition] } as WhereOptions) : condition);

/**
 * The condition that limits a query of this model to the current tenant, for the calls no Sequelize hook sees:
 * `sum`/`max`/`min`/`aggregate`, `increment`/`decrement` and anything run with `hooks: false`. Pass it yourself:
 * `Model.sum('size', { where: tenantWhere(Model, { status: 1 }) })`. The given where comes back unchanged for a model
 * that is not tenant-owned and when running as the system; with no tenant context it fails closed
 * (TenantContextMissing). `read: true` gives a shared model's wider read condition.
 */
export function tenantWhere(model: ModelStatic<any>, where?: WhereOptions, options: { read?: boolean } = {}): WhereOptions {
  const key = keyOf(model);
  if (!key) return where ?? {};
  const tenantId = scopeTenant(model.name);
  if (tenantId === null) return where ?? {};
  return and(where, options.read ? readScope(key, tenantId) : key.where(tenantId));
}

/** Whether a model's rows belong to tenants (applyTenantScope was called on it or the model it is a scope of). */
export function isTenantModel(model: unknown): boolean {
  return keyOf(model) !== undefined;
}

/** An include in any form Sequelize accepts (a model, an association, its name, an object) as an object. */
function includeObject(parent: any, include: any): any {
  if (typeof include === 'string') return { association: associationByName(parent, include) };
  if (include && include.prototype instanceof Model) return { model: include };
  if (include && typeof include === 'object' && include.target && include.source && include.associationType) return { association: include };
  return include;
}

function associationByName(parent: any, name: string): any {
  const association = parent.associations?.[name];
  if (!association) throw new Error(`Association with alias "${name}" does not exist on ${parent.name}`);
  return association;
}

/** The association an include follows, found through the parent's public `associations` map: by `as`, else by target. */
function associationOf(parent: any, include: any): any {
  if (include.association) return typeof include.association === 'string' ? associationByName(parent, include.association) : include.association;
  const associations = Object.values(parent.associations ?? {}) as any[];
  if (include.as) return associations.find((association) => association.as === include.as);
  const byTarget = associations.filter((association) => association.target?.name === include.model?.name);
  return byTarget.length === 1 ? byTarget[0] : undefined;
}

/**
 * Limits included tenant models (and belongsToMany junctions) to the tenant, at every depth. The condition goes into
 * the join itself, so an include that was not required stays a LEFT JOIN. `include: {all: true}` cannot be read here
 * before Sequelize expands it (a count): refused inside a tenant rather than left unscoped.
 */
function scopeIncludes(parent: any, options: any): void {
  if (!options.include) return;
  const list = Array.isArray(options.include) ? options.include : [options.include];
  options.include = list.map((given: any) => {
    const include = includeObject(parent, given);
    if (include?.all) {
      if (currentContext()?.system) return include;
      throw new TenantScopeBypass(parent.name, 'include all');
    }
    const association = associationOf(parent, include);
    const model = include.model ?? (association ? (association.target?.name === parent.name && association.source !== parent ? association.source : association.target) : undefined);
    const key = keyOf(model);
    const tenantId = key ? scopeTenant(model.name) : null;
    if (key && tenantId !== null) {
      if (include.required === undefined) include.required = Boolean(include.where);
      include.where = and(include.where, readScope(key, tenantId));
    }
    const through = association?.through?.model;
    const throughKey = keyOf(through);
    const throughTenant = throughKey ? scopeTenant(through.name) : null;
    if (throughKey && throughTenant !== null) include.through = { ...include.through, where: and(include.through?.where, throughKey.where(throughTenant)) };
    if (model) scopeIncludes(model, include);
    return include;
  });
}

/** The root where of a read (find or count) limited to the tenant, when the model is tenant-owned. */
function scopeRoot(model: any, options: any): void {
  const key = keyOf(model);
  const tenantId = key ? scopeTenant(model.name) : null;
  if (key && tenantId !== null) options.where = and(options.where, readScope(key, tenantId));
}

const prepared = new WeakSet<object>();

/**
 * Hooks on the Sequelize instance, so they run for every model: a model that is not tenant-owned may include one.
 * `beforeFindAfterExpandIncludeAll` sees the includes after Sequelize has put them in one form (and expanded
 * `all`); a count has no such hook, so its includes are read in whatever form they were given.
 */
function prepare(model: ModelStatic<any>): void {
  const sequelize = model.sequelize!;
  if (prepared.has(sequelize)) return;
  prepared.add(sequelize);
  sequelize.addHook('beforeFind', function (this: any, options: any) {
    scopeRoot(this, options);
  });
  sequelize.addHook('beforeFindAfterExpandIncludeAll', function (this: any, options: any) {
    scopeIncludes(this, options);
  });
  sequelize.addHook('beforeCount', function (this: any, options: any) {
    scopeRoot(this, options);
    scopeIncludes(this, options);
  });
}

/**
 * Makes every read and write of a tenant-owned model carry the tenant of the current context, so no handler has to
 * remember it (DESIGN.md "Tenant isolation is in the data layer"), through Sequelize's public hooks: finds and counts
 * (includes from any model at every depth), bulk updates, deletes and restores are limited to the tenant, new rows
 * are stamped with it, and a row of another tenant cannot be written. With no context at all a query fails closed;
 * asSystem runs unscoped. What no hook sees — `sum`/`max`/`min`/`aggregate`, `increment`/`decrement`, `hooks: false` —
 * passes `tenantWhere(model)` itself (tests/unit/no-private-internals.test.ts finds the calls that do not). Raw SQL
 * runs only at boot and in migrations, with no tenant (tests/unit/data-layer-entry-points.test.ts).
 */
export function applyTenantScope(model: ModelStatic<any>, options: TenantScopeOptions = {}): void {
  const name = model.name;
  const column = options.column ?? 'tenantId';
  const own = options.key ?? columnKey(column, model.primaryKeyAttributes.includes(column));
  const shared = options.sharedRead;
  const key: TenantKey = shared ? { ...own, readWhere: (tenantId) => ({ [Op.or]: [own.where(tenantId), shared] }) as WhereOptions } : own;
  if (keys.has(model)) throw new Error(`tenant scope applied twice to ${name}`);
  keys.set(model, key);
  prepare(model);
  const tenant = () => scopeTenant(name);
  const limit = (given: any) => {
    const tenantId = tenant();
    if (tenantId !== null) given.where = and(given.where, key.where(tenantId));
  };

  model.addHook('beforeBulkUpdate', (given: any) => {
    const tenantId = tenant();
    if (tenantId !== null && given.attributes && key.movesRows(given.attributes, tenantId)) throw new CrossTenantWrite(name);
    limit(given);
  });
  model.addHook('beforeBulkDestroy', (given: any) => {
    if (given.truncate && tenant() !== null) throw new TenantScopeBypass(name, 'truncate');
    limit(given);
  });
  model.addHook('beforeBulkRestore', (given: any) => limit(given));
  // An upsert or an update-on-duplicate insert can overwrite any row that shares a unique key.
  model.addHook('beforeUpsert', () => {
    if (tenant() !== null) throw new TenantScopeBypass(name, 'upsert');
  });

  const checkNew = (row: RowValues, tenantId: number) => {
    const owner = key.ownerOf(row);
    if (owner !== undefined && owner !== tenantId) throw new CrossTenantWrite(name);
  };
  const stampOrCheck = (instance: Model) => {
    const tenantId = tenant();
    if (tenantId === null) return;
    checkNew(instance, tenantId);
    if (key.ownerOf(instance) !== undefined) return;
    if (!key.stamp) throw new TenantScopeBypass(name, 'create');
    key.stamp(instance, tenantId);
  };
  // An existing row must belong to the tenant before and after the write (no stealing, no moving).
  const checkOwner = (instance: Model) => {
    const tenantId = tenant();
    if (tenantId === null) return;
    const before = { get: (attribute: string) => (instance.changed(attribute as any) ? instance.previous(attribute as any) : instance.get(attribute)) };
    if (key.ownerOf(instance) !== tenantId || key.ownerOf(before) !== tenantId) throw new CrossTenantWrite(name);
  };

  model.addHook('beforeValidate', (instance: Model, hookOptions: any) => {
    // A bulk update validates a row built from its values: beforeBulkUpdate has checked those already.
    if (hookOptions?.type === 'BULKUPDATE') return;
    if (instance.isNewRecord) stampOrCheck(instance);
    else checkOwner(instance);
  });
  model.addHook('beforeCreate', (instance: Model) => stampOrCheck(instance));
  model.addHook('beforeBulkCreate', (instances: Model[], given: any) => {
    if (given?.updateOnDuplicate && tenant() !== null) throw new TenantScopeBypass(name, 'updateOnDuplicate');
    instances.forEach((instance) => stampOrCheck(instance));
  });
  model.addHook('beforeUpdate', (instance: Model) => checkOwner(instance));
  model.addHook('beforeDestroy', (instance: Model) => checkOwner(instance));
  model.addHook('beforeRestore', (instance: Model) => checkOwner(instance));
}
