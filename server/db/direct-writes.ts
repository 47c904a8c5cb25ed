import { Utils, type Sequelize } from 'sequelize';
import { currentTransaction } from '../context/transaction-context';
import { boundValue, keptOrGenerated, namedParameters, type BoundSql } from './kept-sql';

/**
 * An instance's INSERT (create, save of a new row) and UPDATE (save, update, a soft delete's stamp) inside a
 * transaction on SQLite run on the transaction's connection without Sequelize's query pipeline (options copied, a
 * query object with its own id, a retry wrapper, the result handling for every kind of query): on the write path
 * that pipeline ran while the transaction held SQLite's one writer. Everything around it stays Sequelize's: the
 * instance is built, validated and hooked as before, and the SQL is its query generator's, with the values bound, so
 * the connection runs its kept statement (statement-cache.ts); that SQL is kept per column set (kept-sql.ts). The
 * answer is what the SQLite query answers (the new id set on the instance, the rows changed), and a driver error
 * becomes the error Sequelize makes of it (a unique clash is a UniqueConstraintError). Writes outside a transaction
 * still go through Sequelize, and so through the write gate (sqlite-write-gate.ts); so do writes whose SQL would
 * return rows (RETURNING) or settle conflicts.
 */
export function writeInstancesDirectly(sequelize: Sequelize): void {
  const queries = sequelize.getQueryInterface() as any;
  const generator = queries.queryGenerator;
  const Query = (sequelize as any).dialect.Query;

  /** The live transaction the write runs in: the one it names, else the one the code runs in. */
  const transactionOf = (options: any) => {
    const transaction = options?.transaction === undefined ? currentTransaction(sequelize) : options.transaction;
    return transaction && !transaction.finished && transaction.connection ? transaction : undefined;
  };
  // `returning` is left to the SQL: Sequelize asks for it on every new row, and SQLite's generator writes none.
  const plain = (instance: any, options: any) => instance && !instance.constructor.options.hasTrigger && !options?.ignoreDuplicates && !options?.updateOnDuplicate;
  // With omitNull the generator leaves null values out, so the SQL would depend on the values: never kept then.
  const keepable = (options: any) => !(options?.omitNull ?? generator.options.omitNull);

  const run = (transaction: any, instance: any, type: string, sql: string, bind: unknown[], options: any) =>
    new Promise<{ lastID: number; changes: number }>((resolve, reject) => {
      transaction.connection.run(sql, namedParameters(bind), function (this: { lastID: number; changes: number }, error: Error | null) {
        if (!error) return resolve({ lastID: this.lastID, changes: this.changes });
        const query = new Query(transaction.connection, sequelize, { ...options, logging: false, instance, model: instance.constructor, type });
        query.sql = sql;
        reject(query.formatError(error));
      });
    });

  const insert = queries.insert.bind(queries);
  queries.insert = async (instance: any, tableName: unknown, values: Record<string, unknown>, options: any) => {
    const transaction = transactionOf(options);
    if (!transaction || !plain(instance, options)) return insert(instance, tableName, values, options);
    const model = instance.constructor;
    const shape = keepable(options) ? insertShape(model, values) : undefined;
    const { sql, bind } = keptOrGenerated(model, writeKey('INSERT', tableName, shape), () => insertValues(generator, model, values), () => generated(generator.insertQuery(tableName, values, model.rawAttributes, { ...options })));
    if (/\bRETURNING\b/i.test(sql)) return insert(instance, tableName, values, options);
    const { lastID, changes } = await run(transaction, instance, 'INSERT', sql, bind, options);
    if (model.autoIncrementAttribute) instance[model.autoIncrementAttribute] = lastID;
    instance.isNewRecord = false;
    return [instance, changes];
  };

  const update = queries.update.bind(queries);
  queries.update = async (instance: any, tableName: unknown, values: Record<string, unknown>, identifier: any, options: any) => {
    const transaction = transactionOf(options);
    if (!transaction || !plain(instance, options)) return update(instance, tableName, values, identifier, options);
    const model = instance.constructor;
    const shape = keepable(options) ? updateShape(model, values, identifier, options) : undefined;
    const { sql, bind } = keptOrGenerated(model, writeKey('UPDATE', tableName, shape), () => updateValues(generator, model, values, identifier), () => generated(generator.updateQuery(tableName, values, identifier, { ...options }, model.rawAttributes)));
    if (/\bRETURNING\b/i.test(sql)) return update(instance, tableName, values, identifier, options);
    const { changes } = await run(transaction, instance, 'UPDATE', sql, bind, options);
    return [instance, changes];
  };
}

/** The key a write's SQL is kept by (kept-sql.ts): its kind, its table and its shape; undefined when never kept. */
function writeKey(kind: string, tableName: unknown, shape: string | undefined): string | undefined {
  return shape === undefined ? undefined : `${kind}|${typeof tableName === 'string' ? tableName : JSON.stringify(tableName)}|${shape}`;
}

const generated = ({ query, bind = [] }: { query: string; bind?: unknown[] }): BoundSql => ({ sql: query, bind });

/** An INSERT's shape: its columns in order, an auto-increment column left empty marked (its value is not bound). */
function insertShape(model: any, values: Record<string, unknown>): string | undefined {
  let shape = '';
  for (const key of Object.keys(values)) {
    const attribute = model.rawAttributes[key];
    const value = values[key];
    if (!attribute || (attribute.field ?? key) !== key || value instanceof Utils.SequelizeMethod) return undefined;
    shape += attribute.autoIncrement && value == null ? `${key}~,` : `${key},`;
  }
  return shape;
}

function insertValues(generator: any, model: any, values: Record<string, unknown>): unknown[] {
  const bound: unknown[] = [];
  for (const key of Object.keys(values)) {
    const attribute = model.rawAttributes[key];
    if (attribute.autoIncrement && values[key] == null) continue;
    bound.push(boundValue(generator, values[key], attribute, { context: 'INSERT' }));
  }
  return bound;
}

/** An UPDATE's shape: the columns it sets, and the columns its where compares with one value each. */
function updateShape(model: any, values: Record<string, unknown>, where: any, options: any): string | undefined {
  if (options?.limit || options?.bindParam !== undefined || !where || Object.getPrototypeOf(where) !== Object.prototype) return undefined;
  let shape = '';
  for (const key of Object.keys(values)) {
    const attribute = model.rawAttributes[key];
    if (!attribute || (attribute.field ?? key) !== key || values[key] instanceof Utils.SequelizeMethod) return undefined;
    shape += `${key},`;
  }
  shape += '|';
  for (const key of Object.keys(where)) {
    const value = where[key];
    if (!model.rawAttributes[key] || (typeof value !== 'number' && typeof value !== 'string')) return undefined;
    shape += `${key},`;
  }
  return shape;
}

function updateValues(generator: any, model: any, values: Record<string, unknown>, where: Record<string, unknown>): unknown[] {
  const bound = Object.keys(values).map((key) => boundValue(generator, values[key], model.rawAttributes[key], { context: 'UPDATE' }));
  for (const key of Object.keys(where)) bound.push(boundValue(generator, where[key], model.rawAttributes[key]));
  return bound;
}
