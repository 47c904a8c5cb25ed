/**
 * A block table's rows (schemas/_meta/section.schema.json: table with `operation`, picker, assignmentPanes): what a
 * list answer holds, the record its toolbar actions and pickers get for the ticked rows, and which owner stays
 * picked when the owners are listed again.
 */
import type { Key } from '../../components/SchemaPage/RecordTable';

export type { Key } from '../../components/SchemaPage/RecordTable';

type Row = Record<string, any>;

/** The record of the ticked rows: the context's values (the owner, the row a dialog was opened with), `ids` and `count`. */
export const selectionOf = (context: Row | undefined, ids: Key[]): Row => ({ ...context, ids, count: ids.length });

/** The owner to show after the owners were listed: the same one (by `key`, with its fresh values), else the one before, else the first. */
export function keepPicked(rows: Row[], before: Row | undefined, key: string): Row | undefined {
  if (before) return rows.find((row) => String(row[key]) === String(before[key])) ?? before;
  return rows[0];
}
