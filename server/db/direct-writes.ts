import type { Sequelize } from 'sequelize';
import { currentTransaction } from '../context/transaction-context';

/**
 * An instance's INSERT (create, save of a new row) and UPDATE (save, update, a soft delete's stamp) inside a
 * transaction on SQLite run on the transaction's connection without Sequelize's query pipeline (options copied, a
 * query object with its own id, a retry wrapper, the result handling for every kind of query): on the write path
 * that pipeline ran while the transaction held SQLite's one writer. Everything around it stays Sequelize's: the
 * instance is built, validated and hooked as before, and the SQL is its query generator's, with the values bound, so
 * the connection runs its kept statement (statement-cache.ts). The answer is what the SQLite query answers (the new
 * id set on the instance, the rows changed), and a driver error becomes the error Sequelize makes of it (a unique
 * clash is a UniqueConstraintError). Writes outside a transaction still go through Sequelize, and so through the
 * write gate (sqlite-write-gate.ts); so do writes whose SQL would return rows (RETURNING) or settle conflicts.
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

  const run = (transaction: any, instance: any, type: string, sql: string, bind: unknown[], options: any) =>
    new Promise<{ lastID: number; changes: number }>((resolve, reject) => {
      const parameters = Object.fromEntries(bind.map((value, i) => [`$${i + 1}`, value]));
      transaction.connection.run(sql, parameters, function (this: { lastID: number; changes: number }, error: Error | null) {
        if (!error) return resolve({ lastID: this.lastID, changes: this.changes });
        const query = new Query(transaction.connection, sequelize, { ...options, logging: false, instance, model: instance.constructor, type });
        query.sql = sql;
        reject(query.formatError(error));
      });
    });

  const insert = queries.insert.bind(queries);
  queries.insert = async (instance: any, tableName: unknown, values: object, options: any) => {
    const transaction = transactionOf(options);
    if (!transaction || !plain(instance, options)) return insert(instance, tableName, values, options);
    const model = instance.constructor;
    const { query: sql, bind = [] } = generator.insertQuery(tableName, values, model.rawAttributes, { ...options });
    if (/\bRETURNING\b/i.test(sql)) return insert(instance, tableName, values, options);
    const { lastID, changes } = await run(transaction, instance, 'INSERT', sql, bind, options);
    if (model.autoIncrementAttribute) instance[model.autoIncrementAttribute] = lastID;
    instance.isNewRecord = false;
    return [instance, changes];
  };

  const update = queries.update.bind(queries);
  queries.update = async (instance: any, tableName: unknown, values: object, identifier: object, options: any) => {
    const transaction = transactionOf(options);
    if (!transaction || !plain(instance, options)) return update(instance, tableName, values, identifier, options);
    const { query: sql, bind = [] } = generator.updateQuery(tableName, values, identifier, { ...options }, instance.constructor.rawAttributes);
    if (/\bRETURNING\b/i.test(sql)) return update(instance, tableName, values, identifier, options);
    const { changes } = await run(transaction, instance, 'UPDATE', sql, bind, options);
    return [instance, changes];
  };
}
