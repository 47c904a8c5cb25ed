import { DataTypes, type WhereOptions } from 'sequelize';
import { currentTransaction } from '../context/transaction-context';
import { tableColumnTypes } from './connection';
import { scopedRead } from './tenant-scope';
import type { AnyModel } from './database';
import { boundValue, keptOrGenerated, namedParameters, type BoundSql } from './kept-sql';
import { withFastProperties } from './fast-rows';

/**
 * Reads on SQLite without Sequelize's per-query pipeline. A profile of a cache-miss list put half of the server's
 * time in Sequelize around five small SELECTs: option cloning, instance building, the query object and its caller
 * stack. Here the SQL still comes from Sequelize's own query generator (so a where, order or limit means exactly
 * what it means to findAll), the tenant condition from the same scope every read gets (tenant-scope.ts), and the
 * rows from the sqlite3 driver on the connection Sequelize itself reads with. Only simple reads qualify (see
 * readsDirectly); anything else, or MySQL, goes through Sequelize as before.
 */

// Sequelize's SQLite value parsers by column type (`DATETIME`, `JSON`, …), the ones its SQLite queries apply.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sqliteParsers: { get(type: string): ((value: unknown, options: { timezone: string }) => unknown) | undefined } = require('sequelize/lib/dialects/parserStore')('sqlite');

// A where's keys, operators first, in the order Sequelize's query generator reads them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getComplexKeys } = require('sequelize/lib/utils') as { getComplexKeys(object: object): (string | symbol)[] };

const DIRECT_OPTIONS = new Set(['where', 'attributes', 'order', 'limit', 'offset', 'raw', 'paranoid', 'plain']);
const FIND_HOOKS = ['beforeFind', 'beforeFindAfterExpandIncludeAll', 'beforeFindAfterOptions', 'afterFind'] as const;

const plainModels = new WeakMap<object, boolean>();

/** No virtual or renamed attributes, no default scope, no find hooks: findAll would only select its columns. */
function isPlainModel(model: any): boolean {
  let plain = plainModels.get(model);
  if (plain === undefined) {
    plain =
      !model._hasVirtualAttributes &&
      Object.entries(model.rawAttributes).every(([name, attribute]: [string, any]) => (attribute.field ?? name) === name) &&
      Object.keys(model._scope ?? {}).length === 0 &&
      FIND_HOOKS.every((hook) => !model.hasHook(hook));
    plainModels.set(model, plain);
  }
  return plain;
}

/**
 * Whether a findAll (already tenant-scoped) can be answered directly: SQLite, plain options (a where, columns by
 * name, order, limit, offset; no include, group or lock; no transaction but the managed one the code runs in, which
 * findOne and findByPk write into their options), a plain model. Inside a managed transaction the read runs on the
 * transaction's connection, as Sequelize would run it.
 */
export function readsDirectly(model: any, options: any): boolean {
  if (!options || model.sequelize.getDialect() !== 'sqlite') return false;
  for (const key of Object.keys(options)) {
    if (key === 'transaction' && options.transaction && options.transaction === currentTransaction(model.sequelize)) continue;
    if (!DIRECT_OPTIONS.has(key)) return false;
  }
  const { attributes } = options;
  if (attributes !== undefined && !(Array.isArray(attributes) && attributes.every((a) => typeof a === 'string' && a in model.rawAttributes))) return false;
  return isPlainModel(model);
}

const DIRECT_COUNT_OPTIONS = new Set(['where', 'paranoid']);

/** Whether a count is a plain one (a where, paranoid or not) on SQLite that countQuery can answer directly. */
export function countsDirectly(model: any, options: any): boolean {
  if (model.sequelize.getDialect() !== 'sqlite' || model.hasHook('beforeCount')) return false;
  if (options) for (const key of Object.keys(options)) if (!DIRECT_COUNT_OPTIONS.has(key)) return false;
  return isPlainModel(model);
}

/** The paranoid condition findAll adds (`delTime IS NULL` unless `paranoid: false`). */
function withParanoid(model: any, where: WhereOptions | undefined, paranoid: boolean | undefined): WhereOptions | undefined {
  return model._paranoidClause(model, { where, paranoid }).where;
}

/** The connection Sequelize would read with: the managed transaction's, else the shared one. */
async function connectionFor(model: any): Promise<any> {
  return (currentTransaction(model.sequelize) as any)?.connection ?? model.sequelize.connectionManager.getConnection({});
}

async function run(model: any, { sql, bind }: BoundSql): Promise<Record<string, any>[]> {
  const connection = await connectionFor(model);
  return new Promise((resolve, reject) => {
    connection.all(sql, namedParameters(bind), (error: Error | null, rows: Record<string, any>[]) => (error ? reject(error) : resolve(withFastProperties(rows))));
  });
}

/**
 * A SELECT from Sequelize's query generator with the where's values bound rather than written in, as Sequelize writes
 * an UPDATE's where (values go through the same type formatting): the text is the same for every value, so the
 * connection runs the statement it compiled last time (statement-cache.ts). A where that is not a plain object is
 * written in as before.
 *
 * Generating that SQL was the largest share of a direct read's time, so it is kept by the where's shape (see
 * shapeOf) and the other options (kept-sql.ts): the next where of the same shape takes the kept SQL and only has its
 * values formatted, each as Sequelize formats it for its column. A shape is kept only when every value of the where
 * was bound, in the order they were met (checked on the SQL Sequelize generated): a value written into the SQL
 * (operators, IN lists) makes the text depend on the values, and such shapes are generated every time.
 */
function boundSelect(model: any, options: { attributes: unknown; where?: WhereOptions; order?: unknown; limit?: number; offset?: number }): BoundSql {
  const generator = model.queryGenerator;
  if (!options.where || Object.getPrototypeOf(options.where) !== Object.prototype) return generateSelect(model, options);
  const where = withSingleValueLists(options.where);
  if (where !== options.where) options = { ...options, where };
  const leaves: Leaf[] = [];
  const shape = shapeOf(model, where, undefined, leaves);
  const paging = boundPaging(options);
  const key = shape === undefined ? undefined : selectKey(model, options, shape, paging?.key);
  const whereValues = () => leaves.map((leaf) => boundValue(generator, leaf.value, leaf.key === undefined ? undefined : generator._findField(leaf.key, { model })));
  const values = paging ? () => [...whereValues(), ...paging.values] : whereValues;
  const generate = paging ? () => withPaging(generateSelect(model, { ...options, limit: undefined, offset: undefined }), paging.values) : () => generateSelect(model, options);
  return keptOrGenerated(model, key === undefined ? undefined : `SELECT|${key}`, values, generate);
}

/**
 * A limit (and offset) that can be bound: non-negative safe integers, a limit given. Sequelize writes them into the
 * SQL (`LIMIT 9990, 10`), so every page of a list was a new text — compiled, kept and pushed out of the connection's
 * statements again (statement-cache.ts) — where a bound `LIMIT $n OFFSET $m` is one statement for every page.
 * `key` stands for them in the select key: which of the two there are, not their values.
 */
function boundPaging(options: { limit?: number; offset?: number }): { key: string; values: number[] } | undefined {
  const { limit, offset } = options;
  const bindable = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (!bindable(limit)) return undefined;
  if (offset === undefined || offset === null) return { key: '$limit', values: [limit!] };
  return bindable(offset) ? { key: '$limit $offset', values: [limit!, offset as number] } : undefined;
}

/** The generated SELECT (no limit or offset written in) with `LIMIT $n` and `OFFSET $m` bound after its values. */
function withPaging(generated: BoundSql, paging: number[]): BoundSql {
  const n = generated.bind.length + 1;
  const clause = paging.length === 2 ? ` LIMIT $${n} OFFSET $${n + 1}` : ` LIMIT $${n}`;
  const sql = generated.sql.endsWith(';') ? `${generated.sql.slice(0, -1)}${clause};` : `${generated.sql}${clause}`;
  return { sql, bind: [...generated.bind, ...paging] };
}

function generateSelect(model: any, options: { attributes: unknown; where?: WhereOptions; order?: unknown; limit?: number; offset?: number }): BoundSql {
  const generator = model.queryGenerator;
  const bind: unknown[] = [];
  let { where } = options;
  if (where && Object.getPrototypeOf(where) === Object.prototype) {
    const condition: string = generator.whereItemsQuery(where, { model, prefix: generator.quoteIdentifier(model.name), bindParam: generator.bindParam(bind) });
    where = condition ? model.sequelize.literal(condition) : undefined;
  }
  // The generator rewrites an order's directions in place ('DESC' becomes a literal): the caller's order, and so the
  // select key of its next read, stays as given (findAll itself generates from a deep copy of its options).
  const order = Array.isArray(options.order) ? options.order.map((item: unknown) => (Array.isArray(item) ? [...item] : item)) : options.order;
  const sql: string = generator.selectQuery(model.getTableName(), { ...options, order, where, model }, model);
  return { sql, bind };
}

/**
 * The where with each one-value list of an attribute (`id: [7]`, which Sequelize writes in as `IN (7)`) as that value
 * (`id = $1`, bound): the same rows, and a shape whose SQL can be kept. The where itself when it has none.
 */
function withSingleValueLists(where: any): any {
  if (Array.isArray(where)) {
    let changed = false;
    const items = where.map((item) => {
      const next = withSingleValueLists(item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : where;
  }
  if (where === null || typeof where !== 'object' || Object.getPrototypeOf(where) !== Object.prototype) return where;
  let copy: any;
  for (const name of getComplexKeys(where)) {
    const value = where[name];
    const next = typeof name === 'string' && Array.isArray(value) && value.length === 1 && (typeof value[0] === 'number' || typeof value[0] === 'string') ? value[0] : withSingleValueLists(value);
    if (next !== value) {
      copy ??= { ...where };
      copy[name] = next;
    }
  }
  return copy ?? where;
}

/** A value of a where and the attribute it is compared with (the nearest key that is not an operator). */
interface Leaf {
  key: string | undefined;
  value: unknown;
}

/**
 * A where's structure with its values left out — keys and operators in the order Sequelize reads them, and for each
 * value only its JavaScript type (null stands for itself: it is written as IS NULL) — collecting the values into
 * `leaves` in that order. Undefined for anything but plain objects, arrays and strings, numbers, booleans and null,
 * and for keys Sequelize reads specially (nested `a.b`, `$a.b$`, JSON columns): those are generated every time.
 */
function shapeOf(model: any, value: unknown, key: string | undefined, leaves: Leaf[]): string | undefined {
  if (value === null) return 'null';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') {
    leaves.push({ key, value });
    return type[0];
  }
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (const item of value) {
      const shape = shapeOf(model, item, key, leaves);
      if (shape === undefined) return undefined;
      items.push(shape);
    }
    return `[${items.join(',')}]`;
  }
  if (type !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const entries: string[] = [];
  for (const name of getComplexKeys(value as object)) {
    if (typeof name === 'string' && readSpecially(model, name)) return undefined;
    const shape = shapeOf(model, (value as any)[name], typeof name === 'string' ? name : key, leaves);
    if (shape === undefined) return undefined;
    entries.push(`${String(name)}:${shape}`);
  }
  return `{${entries.join(',')}}`;
}

const specialKeys = new WeakMap<object, Map<string, boolean>>();

/** A key Sequelize reads other than as a column compared with a value: nested (`a.b`, `$a.b$`) or a JSON column. */
function readSpecially(model: any, name: string): boolean {
  let known = specialKeys.get(model);
  if (!known) specialKeys.set(model, (known = new Map()));
  let special = known.get(name);
  if (special === undefined) {
    special = name.includes('.') || name.includes('$') || model.rawAttributes[name]?.type instanceof DataTypes.JSON;
    known.set(name, special);
  }
  return special;
}

/**
 * What, besides the model and the where's shape, makes the SQL: the table, the columns, the order, and the limit and
 * offset — written in, or, when bound, which of the two there are (`boundPaging`'s key).
 */
function selectKey(model: any, options: { attributes: unknown; order?: unknown; limit?: number; offset?: number }, shape: string, boundPagingKey?: string): string | undefined {
  const paging = boundPagingKey ?? `${options.limit ?? ''}|${options.offset ?? ''}`;
  try {
    return `${model.getTableName()}|${attributesKey(options.attributes)}|${JSON.stringify(options.order ?? null)}|${paging}|${shape}`;
  } catch {
    return undefined;
  }
}

const attributeKeys = new WeakMap<object, string>();

/** The columns' part of a select key, worked out once for each list of columns (selectDirect's default list is kept). */
function attributesKey(attributes: unknown): string {
  if (!Array.isArray(attributes)) return JSON.stringify(attributes ?? null);
  let key = attributeKeys.get(attributes);
  if (key === undefined) attributeKeys.set(attributes, (key = JSON.stringify(attributes)));
  return key;
}

/**
 * A findAll (or findOne: `plain`) as Sequelize's SQLite dialect answers it: raw rows as the driver gives them; else
 * the values parsed by column type and built into instances the way Sequelize builds them.
 */
export async function selectDirect(model: any, options: any): Promise<unknown> {
  const attributes = options.attributes ?? allAttributes(model);
  const rows = await run(model, boundSelect(model, { attributes, where: withParanoid(model, options.where, options.paranoid), order: options.order, limit: options.limit, offset: options.offset }));
  const result = options.raw ? rows : model.bulkBuild(await parsed(model, rows), { isNewRecord: false, includeValidated: true, attributes, raw: true });
  return options.plain ? result[0] ?? null : result;
}

const attributeLists = new WeakMap<object, { attributes: object; names: string[] }>();

/** Every attribute of the model, as one list while its attributes stay the same (a schema reload replaces them). */
function allAttributes(model: any): string[] {
  const known = attributeLists.get(model);
  if (known && known.attributes === model.rawAttributes) return known.names;
  const names = Object.keys(model.rawAttributes);
  attributeLists.set(model, { attributes: model.rawAttributes, names });
  return names;
}

/** Rows with Sequelize's SQLite value parsers applied (dates become Date, JSON is parsed), in place. */
async function parsed(model: any, rows: Record<string, any>[]): Promise<Record<string, any>[]> {
  if (!rows.length) return rows;
  const parsers = await parsersOf(model);
  const options = { timezone: model.sequelize.options.timezone };
  for (const row of rows) {
    for (const [column, parse] of parsers) {
      const value = row[column];
      if (value !== null && value !== undefined) row[column] = parse(value, options);
    }
  }
  return rows;
}

const parsersByTable = new WeakMap<object, Map<string, (value: unknown, options: { timezone: string }) => unknown>>();

/** The value parsers of a table's columns, by the column types SQLite reports (as Sequelize's SQLite query does). */
async function parsersOf(model: any): Promise<Map<string, (value: unknown, options: { timezone: string }) => unknown>> {
  const connection = await model.sequelize.connectionManager.getConnection({});
  const columns = await tableColumnTypes(connection, model.getTableName());
  // The answer array is kept until a migration changes the table, so its parsers are worked out once per answer.
  let parsers = parsersByTable.get(columns);
  if (!parsers) {
    parsers = new Map();
    for (const { name, type } of columns) {
      const base = (type.includes('(') ? type.slice(0, type.indexOf('(')) : type).replace('UNSIGNED', '').replace('ZEROFILL', '').trim().toUpperCase();
      const parse = sqliteParsers.get(base);
      if (parse) parsers.set(name, parse);
    }
    parsersByTable.set(columns, parsers);
  }
  return parsers;
}

export interface PageRead {
  where: WhereOptions;
  order: any;
  limit: number;
  offset: number;
  paranoid: boolean;
}

/**
 * A page of rows as plain objects with the values model instances hold (`instance.get({plain: true})`): on SQLite
 * a raw read with Sequelize's SQLite value parsers and its instances' type sanitizers applied (dates become Date,
 * JSON is parsed, booleans are true/false), without building instances; on MySQL through instances, as before.
 */
export async function readPlainRows(model: AnyModel, read: PageRead): Promise<Record<string, any>[]> {
  if (model.sequelize!.getDialect() !== 'sqlite') {
    const rows = await model.findAll({ where: read.where, order: read.order, limit: read.limit, offset: read.offset, paranoid: read.paranoid });
    return rows.map((row: any) => row.get({ plain: true }));
  }
  const rows = await parsed(model, (await model.findAll({ where: read.where, order: read.order, limit: read.limit, offset: read.offset, paranoid: read.paranoid, raw: true })) as Record<string, any>[]);
  // What building an instance from a row then does to some types (booleans: 1/0 → true/false).
  const sanitizers = Object.entries((model as any)._dataTypeSanitizers as Record<string, (value: unknown, options: { raw: boolean }) => unknown>);
  for (const row of rows) {
    for (const [attribute, sanitize] of sanitizers) if (attribute in row) row[attribute] = sanitize.call(row, row[attribute], { raw: true });
  }
  return rows;
}

/**
 * The rows a list's where matches, as a query to run and a key (its SQL and values, tenant condition included) that
 * names the count exactly: a cache of counts can key on it.
 */
export function countQuery(model: AnyModel, where: WhereOptions, paranoid: boolean): { key: string; count: () => Promise<number> } {
  const m = model as any;
  const scoped = scopedRead(m, { where });
  const select = boundSelect(m, { attributes: [[m.sequelize.literal('count(*)'), 'count']], where: withParanoid(m, scoped.where, paranoid) });
  const direct = m.sequelize.getDialect() === 'sqlite' && isPlainModel(m);
  return {
    key: `${select.sql}\n${JSON.stringify(select.bind)}`,
    count: async () => (direct ? Number((await run(m, select))[0]?.count ?? 0) : m.count({ where, paranoid })),
  };
}
