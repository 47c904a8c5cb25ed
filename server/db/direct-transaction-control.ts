import { DatabaseError, type Sequelize } from 'sequelize';

/**
 * A top-level transaction's BEGIN, COMMIT and ROLLBACK on SQLite go straight to its connection instead of through
 * Sequelize's query pipeline (options copied, a query object built, its retry wrapper, result handling): on the
 * write path that pipeline ran three times per transaction while the transaction held SQLite's one writer, about a
 * tenth of each write's turn (traced turn by turn under the bench's write load). The SQL is Sequelize's own
 * (`BEGIN IMMEDIATE TRANSACTION;`, …), so the connection runs its kept statements (statement-cache.ts) and answers
 * BEGIN early (early-begin.ts) as before. Savepoints of nested transactions still go through Sequelize. A driver
 * error is answered as Sequelize would answer it, a DatabaseError carrying the SQL.
 */
export function runTransactionControlDirectly(sequelize: Sequelize): void {
  const queries = sequelize.getQueryInterface() as any;
  const generator = queries.queryGenerator;
  const run = (transaction: any, sql: string) =>
    new Promise<void>((resolve, reject) => {
      transaction.connection.all(sql, [], (error: Error | null) => (error ? reject(Object.assign(new DatabaseError(error as any), { sql })) : resolve()));
    });
  const direct = (method: string, sqlOf: (transaction: any) => string, finished?: string) => {
    const original = queries[method].bind(queries);
    queries[method] = (transaction: any, options: unknown) => {
      if (!transaction?.connection || transaction.parent) return original(transaction, options);
      const done = run(transaction, sqlOf(transaction));
      // As Sequelize's own: the transaction counts as finished once its end is under way.
      if (finished) transaction.finished = finished;
      return done;
    };
  };
  direct('startTransaction', (transaction) => generator.startTransactionQuery(transaction));
  direct('commitTransaction', (transaction) => generator.commitTransactionQuery(transaction), 'commit');
  direct('rollbackTransaction', (transaction) => generator.rollbackTransactionQuery(transaction), 'rollback');
}
