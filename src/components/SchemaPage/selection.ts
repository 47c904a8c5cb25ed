import type { Row } from './types';

/**
 * The record a dialog opened for the selected rows receives: `ids` (their keys, comma-separated), `count`, and the
 * values of the one row when only one is selected (so the dialog starts from them).
 */
export function selectionRecord(rows: Row[], rowKey = 'id'): Row {
  const ids = rows.map((row) => row[rowKey] ?? row.id).join(',');
  return { ...(rows.length === 1 ? rows[0] : {}), ids, count: rows.length };
}
