import type { Key } from 'react';
import { api, type Envelope } from '@/services/request';
import { withRowId } from './row-id';
import type { Operation, Row } from './types';

/** Replaces `:id` (and any other `:field`) in an operation url with the row's values; several ids become `1,2,3`. */
export function resolveUrl(url: string, row?: Row, rowKey = 'id', ids?: unknown[]): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (match, name: string) => {
    if (name === 'id' && ids) return ids.map((id) => encodeURIComponent(String(id))).join(',');
    const value = name === 'id' ? row?.[rowKey] ?? row?.id : row?.[name];
    if (value === undefined || value === null) return match;
    return encodeURIComponent(String(value));
  });
}

export interface CallOptions {
  row?: Row;
  rowKey?: string;
  /** Several rows in one call (bulk delete): the server takes `1,2,3` in the path or query, or an id array in the body. */
  ids?: unknown[];
  params?: Record<string, unknown>;
  body?: unknown;
}

/** Calls a schema operation: GET sends query params, DELETE query params (and a body when it has one), POST/PUT a JSON body. */
export function callOperation<T = any>(operation: Operation, options: CallOptions = {}): Promise<Envelope<T>> {
  const url = resolveUrl(operation.url, options.row, options.rowKey, options.ids);
  const { params, body } = withRowId(operation, options);
  switch (operation.method) {
    case 'GET':
      return api.get<T>(url, params);
    case 'DELETE':
      return api.delete<T>(url, params, body === undefined ? undefined : { body });
    case 'PUT':
      return api.put<T>(url, body);
    case 'POST':
    default:
      return api.post<T>(url, body);
  }
}

/** Collects the keys of every row that has children (for "expand all"). */
export function collectParentKeys(rows: Row[], rowKey = 'id'): Key[] {
  const keys: Key[] = [];
  const walk = (list: Row[]) => {
    for (const row of list) {
      if (Array.isArray(row.children) && row.children.length > 0) {
        keys.push(row[rowKey]);
        walk(row.children);
      }
    }
  };
  walk(rows);
  return keys;
}
