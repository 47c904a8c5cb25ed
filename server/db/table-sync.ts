/**
 * Creates each model's table and adds the columns and indexes a schema change declares (additive: nothing is
 * dropped), at start and on schema reload.
 */
import type { QueryInterface } from 'sequelize';
import type { TableDefinition } from './table-definition';
import { addUniqueIndex, ensureLiveKey, indexColumns, indexOptions } from './unique-indexes';

async function tableExists(queryInterface: QueryInterface, table: string): Promise<boolean> {
  const tables = (await queryInterface.showAllTables()).map((t: any) => (typeof t === 'string' ? t : t.tableName));
  return tables.includes(table);
}

/** Adds one index named `<table>_idx<i>`; a unique one on a table that already holds duplicates goes through unique-indexes.ts. */
async function addIndex(queryInterface: QueryInterface, definition: TableDefinition, i: number): Promise<void> {
  const index = definition.indexes![i];
  const name = `${definition.table}_idx${i}`;
  if (index.live) await ensureLiveKey(queryInterface, definition.table);
  if (index.unique) return addUniqueIndex(queryInterface, definition, index, name);
  await queryInterface.addIndex(definition.table, indexColumns(queryInterface, index), indexOptions(queryInterface, index, name));
}

/**
 * Brings one table up to its definition without losing data: creates it when missing, otherwise adds
 * the columns it lacks. Columns are never dropped or retyped here; that takes a hand-written migration.
 */
export async function ensureTable(queryInterface: QueryInterface, definition: TableDefinition): Promise<void> {
  if (!(await tableExists(queryInterface, definition.table))) {
    await queryInterface.createTable(definition.table, definition.attributes as any);
    for (const i of (definition.indexes ?? []).keys()) await addIndex(queryInterface, definition, i);
    return;
  }
  const existing = await queryInterface.describeTable(definition.table);
  for (const [name, column] of Object.entries(definition.attributes)) {
    if (!existing[name]) await queryInterface.addColumn(definition.table, name, column as any);
  }
}

/** Adds the definition's indexes a table lacks (named `<table>_idx<i>` as at creation), for tables that already exist. */
export async function ensureIndexes(queryInterface: QueryInterface, definition: TableDefinition): Promise<void> {
  const existing = new Set(((await queryInterface.showIndex(definition.table)) as { name: string }[]).map((index) => index.name));
  for (const i of (definition.indexes ?? []).keys()) {
    if (!existing.has(`${definition.table}_idx${i}`)) await addIndex(queryInterface, definition, i);
  }
}
