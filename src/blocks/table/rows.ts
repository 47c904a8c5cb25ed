/**
 * A block table's rows (schemas/_meta/section.schema.json: table with `operation`, picker, assignmentPanes): what a
 * list answer holds, the record its toolbar actions and pickers get for the ticked rows, and which owner stays
 * picked when the owners are listed again.
 */
type Row = Record<string, any>;
export type Key = string | number;

export interface Rows {
  rows: Row[];
  total: number;
  /** The answer was a page ({records, total}): the table pages through the operation; an array is paged here. */
  paged: boolean;
}

export function rowsAnswer(data: unknown): Rows {
  if (Array.isArray(data)) return { rows: data, total: data.length, paged: false };
  const page = (data ?? {}) as { records?: unknown; total?: unknown };
  const rows = Array.isArray(page.records) ? (page.records as Row[]) : [];
  return { rows, total: Number(page.total ?? rows.length), paged: true };
}

/** The record of the ticked rows: the context's values (the owner, the row a dialog was opened with), `ids` and `count`. */
export const selectionOf = (context: Row | undefined, ids: Key[]): Row => ({ ...context, ids, count: ids.length });

/** The owner to show after the owners were listed: the same one (by `key`, with its fresh values), else the one before, else the first. */
export function keepPicked(rows: Row[], before: Row | undefined, key: string): Row | undefined {
  if (before) return rows.find((row) => String(row[key]) === String(before[key])) ?? before;
  return rows[0];
}
