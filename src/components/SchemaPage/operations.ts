import type { Key } from 'react';
import { api, type Envelope } from '@/services/request';
import { withRowId } from './row-id';
import type { Operation, Row } from './types';

/** Replaces `:id` (and any other `:field`) in an operation url with the row's values. */
export function resolveUrl(url: string, row?: Row, rowKey = 'id'): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (match, name: string) => {
    const value = name === 'id' ? row?.[rowKey] ?? row?.id : row?.[name];
    if (value === undefined || value === null) return match;
    return encodeURIComponent(String(value));
  });
}

export interface CallOptions {
  row?: Row;
  rowKey?: string;
  params?: Record<string, unknown>;
  body?: unknown;
}

/** Calls a schema operation: GET/DELETE send query params, POST/PUT send a JSON body. */
export function callOperation<T = any>(operation: Operation, options: CallOptions = {}): Promise<Envelope<T>> {
  const url = resolveUrl(operation.url, options.row, options.rowKey);
  const { params, body } = withRowId(operation, options);
  switch (operation.method) {
    case 'GET':
      return api.get<T>(url, params);
    case 'DELETE':
      return api.delete<T>(url, params);
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
