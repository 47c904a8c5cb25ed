/**
 * Where an operation takes the id of the row (or rows) it is called for when its url has no `:id`: the query or
 * the body (`idIn`).
 */
import type { Operation, Row } from './types';

export interface RowIdOptions {
  row?: Row;
  rowKey?: string;
  /** Several rows at once (a bulk delete): a comma list in the url or query, an array in a JSON body. */
  ids?: unknown[];
  params?: Record<string, unknown>;
  body?: unknown;
}

/** The id (or ids) an operation is called for: `ids` when given, else the row's key. */
export function targetId(options: RowIdOptions): unknown {
  const { row, rowKey = 'id', ids } = options;
  if (ids) return ids;
  return row ? row[rowKey] ?? row.id : undefined;
}

/** Adds the row id where the operation takes it when its url has no `:id` (`idIn`: query or body). */
export function withRowId(operation: Operation, options: RowIdOptions): { params?: Record<string, unknown>; body?: unknown } {
  const { params, body } = options;
  const id = targetId(options);
  if (!operation.idIn || id === undefined || id === null) return { params, body };
  const key = operation.idParam ?? 'id';
  if (operation.idIn === 'query') return { params: { ...params, [key]: Array.isArray(id) ? id.join(',') : id }, body };
  const plain = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { params, body: { ...plain, [key]: id } };
}
