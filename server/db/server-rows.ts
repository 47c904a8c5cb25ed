import { QueryTypes, Utils, type ModelStatic } from 'sequelize';
import { currentContext } from '../context/request-context';
import { boundValue, keptOrGenerated } from './kept-sql';

/**
 * Rows the server makes itself and writes outside any company (asSystem), in batches: the operation log. On SQLite a
 * batch is one INSERT with its values bound and its SQL kept per column list and row count (kept-sql.ts), so the
 * shared connection runs a statement it compiled before (statement-cache.ts), and no instance is built or validated
 * per row: `bulkCreate` did both for every row, then wrote the values into a new SQL text that the driver compiled in
 * three trips. The write still waits for the write gate (sqlite-write-gate.ts).
 *
 * The model's hooks still run, with the plain rows in place of instances: `beforeBulkCreate` before the INSERT and
 * `afterBulkCreate` after it (that one drops the cached lists, model-write-invalidation.ts). So this path is taken
 * only when every hook such a write would run — those two, the validation hooks it skips, and Sequelize's own — is
 * marked `forServerRows`. Nothing is validated: a value the table refuses (a NULL in a NOT NULL column) fails the
 * INSERT as it would have failed validation. Anywhere else (MySQL, a company's context or an actor, a hook not
 * marked, rows whose columns differ or hold SQL) it is `bulkCreate` with validation, as before.
 */
export async function insertServerRows(model: ModelStatic<any>, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const columns = directColumns(model, rows);
  if (!columns) {
    await model.bulkCreate(rows, { validate: true });
    return;
  }
  const options = { validate: false, hooks: true, individualHooks: false, model };
  await (model as any).runHooks('beforeBulkCreate', rows, options);
  const generator = (model as any).queryGenerator;
  const attributes = columns.map((column) => model.rawAttributes[column]);
  const values = () => rows.flatMap((row) => columns.map((column, i) => boundValue(generator, row[column] ?? null, attributes[i], { context: 'INSERT' })));
  const generate = () => {
    let parameter = 0;
    const tuple = () => `(${columns.map(() => `$${++parameter}`).join(',')})`;
    const sql = `INSERT INTO ${generator.quoteTable(model.getTableName())} (${columns.map((column) => generator.quoteIdentifier(column)).join(',')}) VALUES ${rows.map(tuple).join(',')};`;
    return { sql, bind: values() };
  };
  const { sql, bind } = keptOrGenerated(model, `SERVER ROWS|${columns.join(',')}|${rows.length}`, values, generate);
  // The query interface's own `query`, as bulkCreate uses: the raw-SQL guard (tenant-raw-queries.ts) is for our SQL.
  await (model as any).queryInterface.sequelize.query(sql, { bind, type: QueryTypes.INSERT, raw: true });
  await (model as any).runHooks('afterBulkCreate', rows, options);
}

const serverRowHooks = new WeakSet<object>();

/**
 * Marks a model hook that a server-rows write may run with plain rows instead of instances, written outside any
 * company with no actor: it does for them what it does for instances there (often nothing), or, for a validation
 * hook, it has nothing to do for them.
 */
export function forServerRows<T extends (...args: any[]) => unknown>(hook: T): T {
  serverRowHooks.add(hook);
  return hook;
}

/** What `bulkCreate` with validation runs: its two hooks and each row's validation hooks. */
const HOOKS = ['beforeBulkCreate', 'afterBulkCreate', 'beforeValidate', 'afterValidate', 'validationFailed'] as const;
/** Larger batches are rare (a backlog) and would each keep an SQL text and a statement of their own. */
const MAX_ROWS = 64;

function hooksAllowServerRows(model: ModelStatic<any>): boolean {
  for (const owner of [model, model.sequelize] as any[]) {
    for (const name of HOOKS) {
      for (const hook of owner.options.hooks?.[name] ?? []) {
        if (!serverRowHooks.has(typeof hook === 'function' ? hook : hook.fn)) return false;
      }
    }
  }
  return true;
}

/** The batch's columns when it can be written directly: SQLite, no company and no actor, the same plain columns in every row. */
function directColumns(model: ModelStatic<any>, rows: Record<string, unknown>[]): string[] | undefined {
  const context = currentContext();
  if (model.sequelize!.getDialect() !== 'sqlite' || context?.system !== true || context.tenantId !== undefined || context.actor) return undefined;
  if (rows.length > MAX_ROWS || !hooksAllowServerRows(model)) return undefined;
  const columns = Object.keys(rows[0]);
  for (const column of columns) {
    const attribute = model.rawAttributes[column] as any;
    if (!attribute || (attribute.field ?? column) !== column || attribute.autoIncrement || attribute.type._bindParam || attribute.type.escape === false) return undefined;
  }
  // What bulkCreate would fill in itself: the timestamps and the model's defaults (the table may not know them all).
  const timestamps = (model as any)._timestampAttributes;
  if ([timestamps.createdAt, timestamps.updatedAt].some((name) => name && !columns.includes(name))) return undefined;
  for (const [name, attribute] of Object.entries(model.rawAttributes) as [string, any][]) {
    if (attribute.defaultValue !== undefined && !columns.includes(name)) return undefined;
  }
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length) return undefined;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== columns[i] || row[keys[i]] instanceof Utils.SequelizeMethod) return undefined;
  }
  return columns;
}
