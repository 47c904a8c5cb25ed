import { Model, Op, Utils, type ModelStatic, type WhereOptions } from 'sequelize';
import { currentContext } from '../context/request-context';
import { guardRawQueries } from './tenant-raw-queries';
import { countQuery, countsDirectly, readsDirectly, selectDirect } from './direct-reads';
import { forServerRows } from './server-rows';

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
 * Limits included tenant models (and belongsToMany junctions) to the tenant, at every depth. The
 * condition goes into the join itself, so an include that was not required stays a LEFT JOIN.
 */
function scopeIncludes(parent: any, options: any): void {
  if (!options.include) return;
  parent._conformIncludes(options, parent);
  parent._expandIncludeAll(options);
  for (const include of options.include ?? []) {
    const model = include.model ?? include.association?.target;
    const key = keyOf(model);
    const tenantId = key ? scopeTenant(model.name) : null;
    if (key && tenantId !== null) {
      if (include.required === undefined) include.required = Boolean(include.where);
      include.where = and(include.where, readScope(key, tenantId));
    }
    const association = include.association ?? (include.model ? parent._getIncludedAssociation(include.model, include.as) : undefined);
    const through = association?.through?.model;
    const throughKey = keyOf(through);
    const throughTenant = throughKey ? scopeTenant(through.name) : null;
    if (throughKey && throughTenant !== null) include.through = { ...include.through, where: and(include.through?.where, throughKey.where(throughTenant)) };
    if (model) scopeIncludes(model, include);
  }
}

/**
 * Options of a read limited to the tenant: the model's own rows if it is tenant-owned, and its includes. Only
 * includes are rewritten in place, so only options with includes are deep-copied (the where is wrapped, not changed).
 */
export function scopedRead(model: any, given: any): any {
  const key = keyOf(model);
  const tenantId = key ? scopeTenant(model.name) : null;
  if ((!key || tenantId === null) && !given?.include) return given;
  const scoped = given?.include ? Utils.cloneDeep(given) : { ...given };
  if (key && tenantId !== null) scoped.where = and(scoped.where, readScope(key, tenantId));
  scopeIncludes(model, scoped);
  return scoped;
}

/** Replaces a static method by one that first rewrites its arguments; sync refusals become rejections. */
function wrap(model: any, method: string, rewrite: (self: any, args: any[]) => any[]): void {
  const original = model[method];
  model[method] = function (this: any, ...args: any[]) {
    return Promise.resolve().then(() => original.apply(this, rewrite(this, args)));
  };
}

const readsScoped = new WeakSet<object>();
const prepared = new WeakSet<object>();

/** Every model's reads scope their tenant includes (a model that is not tenant-owned may include one). */
function scopeReads(model: ModelStatic<any>): void {
  if (readsScoped.has(model)) return;
  readsScoped.add(model);
  const findAll = (model as any).findAll;
  (model as any).findAll = function (this: any, given?: any) {
    return Promise.resolve().then(() => {
      const scoped = scopedRead(this, given);
      // Plain raw reads on SQLite skip Sequelize's query pipeline (direct-reads.ts).
      return readsDirectly(this, scoped) ? selectDirect(this, scoped) : findAll.call(this, scoped);
    });
  };
  // A plain count on SQLite runs its SQL directly (countQuery scopes it); others reach aggregate below.
  const count = (model as any).count;
  (model as any).count = function (this: any, given?: any) {
    return countsDirectly(this, given) ? Promise.resolve().then(() => countQuery(this, given?.where ?? {}, given?.paranoid !== false).count()) : count.call(this, given);
  };
  // count, sum, min and max all go through aggregate.
  wrap(model, 'aggregate', (self, [attribute, fn, given]) => [attribute, fn, scopedRead(self, given)]);
}

function prepare(model: ModelStatic<any>): void {
  const sequelize = model.sequelize!;
  if (prepared.has(sequelize)) return;
  prepared.add(sequelize);
  for (const defined of Object.values(sequelize.models)) scopeReads(defined);
  sequelize.addHook('afterDefine', (defined: any) => scopeReads(defined));
}

/**
 * Makes every read and write of a tenant-owned model carry the tenant of the current context, so no
 * handler has to remember it (DESIGN.md "Tenant isolation is in the data layer"): reads, counts and
 * aggregates, includes (from any model), bulk updates, deletes, restores and increments are limited
 * to the tenant, new rows are stamped with it, and a row of another tenant cannot be written. With
 * no context at all a query fails closed; asSystem runs unscoped. Static methods are wrapped rather
 * than hooked, so `hooks: false` cannot lift the scope. Raw SQL: see tenant-raw-queries.ts.
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
  scopeReads(model);
  guardRawQueries(model);
  const tenant = () => scopeTenant(name);
  const limited = (given: any) => {
    const tenantId = tenant();
    return tenantId === null ? given : { ...given, where: and(given.where, key.where(tenantId)) };
  };

  // Without a where Sequelize refuses these itself: leave that refusal alone.
  wrap(model, 'increment', (_self, [fields, given]) => [fields, given?.where ? limited(given) : given]);
  wrap(model, 'restore', (_self, [given]) => [limited(given ?? {})]);
  wrap(model, 'destroy', (_self, [given]) => {
    if (given?.truncate && tenant() !== null) throw new TenantScopeBypass(name, 'truncate');
    return [given?.where ? limited(given) : given];
  });
  wrap(model, 'update', (_self, [values, given]) => {
    const tenantId = tenant();
    if (tenantId !== null && values && key.movesRows(values, tenantId)) throw new CrossTenantWrite(name);
    return [values, given?.where ? limited(given) : given];
  });
  // An upsert or an update-on-duplicate insert can overwrite any row that shares a unique key.
  wrap(model, 'upsert', (_self, args) => {
    if (tenant() !== null) throw new TenantScopeBypass(name, 'upsert');
    return args;
  });
  wrap(model, 'bulkCreate', (_self, [records, given]) => {
    const tenantId = tenant();
    if (tenantId !== null && given?.updateOnDuplicate) throw new TenantScopeBypass(name, 'updateOnDuplicate');
    if (tenantId !== null) for (const record of records ?? []) checkNew(asRow(record), tenantId);
    return [records, given];
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

  // forServerRows (server-rows.ts): outside any company, these two leave a row alone.
  model.addHook(
    'beforeValidate',
    forServerRows((instance: Model, hookOptions: any) => {
      // A bulk update validates a row built from its values: update() has checked those already.
      if (hookOptions?.type === 'BULKUPDATE') return;
      if (instance.isNewRecord) stampOrCheck(instance);
      else checkOwner(instance);
    }),
  );
  model.addHook('beforeCreate', (instance: Model) => stampOrCheck(instance));
  model.addHook(
    'beforeBulkCreate',
    forServerRows((instances: Model[]) => instances.forEach((instance) => stampOrCheck(instance))),
  );
  model.addHook('beforeUpdate', (instance: Model) => checkOwner(instance));
  model.addHook('beforeDestroy', (instance: Model) => checkOwner(instance));
  model.addHook('beforeRestore', (instance: Model) => checkOwner(instance));
}

const asRow = (record: any): RowValues => (record instanceof Model ? record : { get: (attribute) => record?.[attribute] });
