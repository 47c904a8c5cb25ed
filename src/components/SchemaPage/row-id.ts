import type { Operation, Row } from './types';

export interface RowIdOptions {
  row?: Row;
  rowKey?: string;
  params?: Record<string, unknown>;
  body?: unknown;
}

/** Adds the row id where the operation takes it when its url has no `:id` (`idIn`: query or body). */
export function withRowId(operation: Operation, options: RowIdOptions): { params?: Record<string, unknown>; body?: unknown } {
  const { params, body, row, rowKey = 'id' } = options;
  const id = row ? row[rowKey] ?? row.id : undefined;
  if (!operation.idIn || id === undefined || id === null) return { params, body };
  if (operation.idIn === 'query') return { params: { ...params, id }, body };
  const plain = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { params, body: { ...plain, id } };
}
