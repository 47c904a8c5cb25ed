/**
 * A long read (an export) page by page after the last row of the page before (keyset paging), so rows written
 * meanwhile neither repeat nor shift.
 */
import { Op, type WhereOptions } from 'sequelize';
import type { AnyModel } from '../db/database';
import { readPlainRows } from '../db/plain-reads';

export interface KeysetRead {
  /** The read's full condition (search, filters, grant scope); the data layer adds the tenant and soft delete as on any findAll. */
  where: WhereOptions;
  /** `[field, 'ASC' | 'DESC']` pairs; the primary key is added as the last one when it is not there. */
  order: [string, string][];
  pageSize: number;
}

/**
 * The rows of a read as plain values, page by page, each page read as a list page is (plain-reads.ts) and starting
 * after the last row of the page before (keyset paging): rows written meanwhile (the operation log grows all the
 * time) neither repeat nor shift a row out, as they would with an offset. NULLs sort as the smallest value, as both
 * SQLite and MySQL sort them.
 */
export async function* keysetPages(model: AnyModel, read: KeysetRead): AsyncGenerator<Record<string, any>[]> {
  const key = model.primaryKeyAttribute;
  const order: [string, string][] = read.order.some(([field]) => field === key) ? read.order : [...read.order, [key, read.order.at(-1)?.[1] ?? 'ASC']];
  let after: WhereOptions | undefined;
  for (;;) {
    const where = after ? { [Op.and]: [read.where, after] } : read.where;
    const rows = await readPlainRows(model, { where, order, limit: read.pageSize, offset: 0, paranoid: true });
    if (rows.length) yield rows;
    if (rows.length < read.pageSize) return;
    const last = rows[rows.length - 1];
    after = afterRow(model, order, order.map(([field]) => last[field]));
    if (!after) return;
  }
}

/** The rows that sort after the one with these values: later on the first field, or equal on it and later on the next, … */
function afterRow(model: AnyModel, order: [string, string][], values: unknown[]): WhereOptions | undefined {
  const alternatives: WhereOptions[] = [];
  order.forEach(([field, direction], i) => {
    const later = laterThan(model, field, direction, values[i]);
    if (!later) return;
    const equalBefore = order.slice(0, i).map(([name], j) => ({ [name]: values[j] ?? null }));
    alternatives.push({ [Op.and]: [...equalBefore, later] });
  });
  if (!alternatives.length) return undefined;
  // The same condition, plus the range of the first field it implies, which an index on that field can seek to
  // (SQLite does; MariaDB's planner often prefers scanning from the company's first row for an ORDER BY … LIMIT).
  const bound = firstFieldBound(model, order[0], values[0]);
  return bound ? { [Op.and]: [bound, { [Op.or]: alternatives }] } : { [Op.or]: alternatives };
}

/** The values of the first order field that can follow `value` (itself included, for ties). */
function firstFieldBound(model: AnyModel, [field, direction]: [string, string], value: unknown): WhereOptions | undefined {
  const descending = direction.toUpperCase() === 'DESC';
  const nullable = model.rawAttributes[field]?.allowNull !== false;
  if (value === null || value === undefined) return descending ? { [field]: null } : undefined;
  if (!descending) return { [field]: { [Op.gte]: value } };
  return nullable ? { [Op.or]: [{ [field]: { [Op.lte]: value } }, { [field]: null }] } : { [field]: { [Op.lte]: value } };
}

function laterThan(model: AnyModel, field: string, direction: string, value: unknown): WhereOptions | undefined {
  const descending = direction.toUpperCase() === 'DESC';
  const nullable = model.rawAttributes[field]?.allowNull !== false;
  // NULL is the smallest value: nothing follows it going down, every non-NULL value follows it going up.
  if (value === null || value === undefined) return descending ? undefined : { [field]: { [Op.ne]: null } };
  if (!descending) return { [field]: { [Op.gt]: value } };
  return nullable ? { [Op.or]: [{ [field]: { [Op.lt]: value } }, { [field]: null }] } : { [field]: { [Op.lt]: value } };
}
