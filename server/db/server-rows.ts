import { QueryTypes, Utils, type ModelStatic } from 'sequelize';
import { currentContext } from '../context/request-context';
import { boundValue, keptOrGenerated } from './kept-sql';

/**
 * Rows the server makes itself, written in batches outside any request's tenant (the operation log). On SQLite a
 * batch is one INSERT with its values bound, its SQL kept per column set and row count (kept-sql.ts), so the shared
 * connection runs a statement it compiled before (statement-cache.ts): one trip to the driver's thread pool, where
 * `bulkCreate` built and validated an instance per row and wrote the values into the SQL, compiled anew for every
 * batch in three trips. No model hooks run and nothing is validated here: the rows are the server's own, and a value
 * the table refuses (a NULL in a NOT NULL column) fails the INSERT as it would have failed validation. The write
 * still waits for the write gate (sqlite-write-gate.ts). Anywhere else (MySQL, a tenant's context, rows whose
 * columns differ or values Sequelize must write in) it is `bulkCreate` with validation, as before.
 */
export async function insertServerRows(model: ModelStatic<any>, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const columns = directColumns(model, rows);
  if (!columns) {
    await model.bulkCreate(rows, { validate: true });
    return;
  }
  const generator = (model as any).queryGenerator;
  const attributes = columns.map((column) => (model as any).rawAttributes[column]);
  const values = () => rows.flatMap((row) => columns.map((column, i) => boundValue(generator, row[column] ?? null, attributes[i], { context: 'INSERT' })));
  const generate = () => {
    const tuple = (row: number) => `(${columns.map((_, i) => `$${row * columns.length + i + 1}`).join(',')})`;
    const sql = `INSERT INTO ${generator.quoteTable(model.getTableName())} (${columns.map((column) => generator.quoteIdentifier(column)).join(',')}) VALUES ${rows.map((_, row) => tuple(row)).join(',')};`;
    return { sql, bind: values() };
  };
  const { sql, bind } = keptOrGenerated(model, `INSERT ROWS|${columns.join(',')}|${rows.length}`, values, generate);
  await model.sequelize!.query(sql, { bind, type: QueryTypes.INSERT, raw: true });
}

/** The batch's columns when it can be written directly: SQLite, no tenant context, the same plain columns in every row. */
function directColumns(model: ModelStatic<any>, rows: Record<string, unknown>[]): string[] | undefined {
  if (model.sequelize!.getDialect() !== 'sqlite' || currentContext()?.system !== true) return undefined;
  const columns = Object.keys(rows[0]);
  const attributes = (model as any).rawAttributes;
  for (const column of columns) {
    const attribute = attributes[column];
    if (!attribute || (attribute.field ?? column) !== column || attribute.autoIncrement) return undefined;
  }
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || keys.some((key, i) => key !== columns[i])) return undefined;
    if (keys.some((key) => row[key] instanceof Utils.SequelizeMethod)) return undefined;
  }
  return columns;
}
