import type { QueryInterface } from 'sequelize';
import { LIVE_KEY, type TableDefinition, type TableIndex } from './table-definition';

/**
 * Unique indexes as migrations add them, the same rule on SQLite and MySQL:
 * - "live" ones (unique among rows not soft-deleted): on MySQL/MariaDB the index also holds a virtual generated
 *   column, LIVE_KEY (1 while delTime is null, else null; a unique index never counts nulls as equal, so deleted
 *   rows never clash); on SQLite a partial index (`WHERE delTime IS NULL`) says the same without a column (SQLite
 *   could index a generated column too, but Sequelize's describeTable then fails on the index's unknown column).
 * - One added to a table that already holds duplicates does not stop the boot: the later duplicates (by id) of its
 *   text column are renamed `<value>-<id>`; an index with no text column, or one that still clashes, is left out
 *   with a warning, and the count-then-insert check of its rule still answers as before.
 */

const isSqlite = (queryInterface: QueryInterface) => queryInterface.sequelize.getDialect() === 'sqlite';

/** The columns an index holds in the database. */
export const indexColumns = (queryInterface: QueryInterface, index: TableIndex) => (index.live && !isSqlite(queryInterface) ? [...index.fields, LIVE_KEY] : index.fields);

/** addIndex's options for an index: a live one on SQLite is partial. */
export const indexOptions = (queryInterface: QueryInterface, index: TableIndex, name: string) => ({
  name,
  ...(index.unique ? { unique: true } : {}),
  ...(index.live && isSqlite(queryInterface) ? { where: { delTime: null } } : {}),
});

/** Adds the generated LIVE_KEY column to a soft-deleted MySQL table that lacks it (VIRTUAL: no data rewritten). */
export async function ensureLiveKey(queryInterface: QueryInterface, table: string): Promise<void> {
  if (isSqlite(queryInterface) || (await queryInterface.describeTable(table))[LIVE_KEY]) return;
  const q = (name: string) => queryInterface.quoteIdentifier(name);
  await queryInterface.sequelize.query(
    `ALTER TABLE ${q(table)} ADD COLUMN ${q(LIVE_KEY)} TINYINT GENERATED ALWAYS AS (CASE WHEN ${q('delTime')} IS NULL THEN 1 ELSE NULL END) VIRTUAL`,
  );
}

/** Rows that share an index's values with an older row (lower id): the ones that stop the index from being created. */
async function laterDuplicates(queryInterface: QueryInterface, table: string, index: TableIndex, column: string) {
  const q = (name: string) => queryInterface.quoteIdentifier(name);
  const live = (alias: string) => (index.live ? ` AND ${alias}.${q('delTime')} IS NULL` : '');
  const same = index.fields.map((field) => `b.${q(field)} = a.${q(field)}`).join(' AND ');
  const sql =
    `SELECT a.${q('id')} AS id, a.${q(column)} AS value FROM ${q(table)} a WHERE a.${q(column)} IS NOT NULL${live('a')}` +
    ` AND EXISTS (SELECT 1 FROM ${q(table)} b WHERE b.${q('id')} < a.${q('id')} AND ${same}${live('b')}) ORDER BY a.${q('id')}`;
  const [rows] = await queryInterface.sequelize.query(sql);
  return rows as { id: number; value: string }[];
}

/** `<value>-<id>`, the value cut so that the whole fits the column. */
export function renamed(value: string, id: number, maxLength: number): string {
  const suffix = `-${id}`;
  return `${[...value].slice(0, Math.max(0, maxLength - suffix.length)).join('')}${suffix}`;
}

export async function addUniqueIndex(queryInterface: QueryInterface, definition: TableDefinition, index: TableIndex, name: string): Promise<void> {
  const { table } = definition;
  const add = () => queryInterface.addIndex(table, indexColumns(queryInterface, index), indexOptions(queryInterface, index, name));
  try {
    return await add();
  } catch (error: any) {
    if (error?.name !== 'SequelizeUniqueConstraintError') throw error;
  }
  if (index.renameField && definition.attributes.id) {
    const rows = await laterDuplicates(queryInterface, table, index, index.renameField);
    for (const row of rows) {
      const value = renamed(String(row.value), Number(row.id), index.renameMaxLength ?? 255);
      await queryInterface.bulkUpdate(table, { [index.renameField]: value }, { id: row.id });
      console.warn(`[migrate] ${table}: 重名的 ${index.renameField}“${row.value}”改为“${value}” (row ${row.id} renamed to create the unique index ${name})`);
    }
    try {
      return await add();
    } catch (error: any) {
      if (error?.name !== 'SequelizeUniqueConstraintError') throw error;
    }
  }
  console.warn(`[migrate] ${table}: 已有重复数据，未建唯一索引 ${name} (existing rows clash on ${index.fields.join(', ')}; the unique index is left out)`);
}
