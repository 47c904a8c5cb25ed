import { resolveUrl } from '@/components/SchemaPage/operations';
import { rowsAnswer } from '@/components/SchemaPage/paging';
import { withRowId } from '@/components/SchemaPage/row-id';
import { api, type Envelope } from '@/services/request';
import type { BlockOperation, BlockSpec, PageApi, Row } from './types';

/**
 * An operation a block names: one of the section's operations as served (absent when the caller may not use it),
 * else one of the block's endpoints (calls any signed-in member may make).
 */
export function operationOf(page: PageApi, block: BlockSpec, name: string | undefined): BlockOperation | undefined {
  if (!name) return undefined;
  return page.schema.operations[name] ?? block.endpoints?.[name];
}

export interface CallOptions {
  row?: Row;
  rowKey?: string;
  params?: Record<string, unknown>;
  body?: unknown;
  /** The caller shows a refusal itself (no error toast). */
  quiet?: boolean;
}

/** Calls an operation: `:id`/`:field` from the row, the id where `idIn` says, the query `params`, POST/PUT/DELETE with the body. */
export function callOperation<T = any>(operation: BlockOperation, options: CallOptions = {}): Promise<Envelope<T>> {
  const url = resolveUrl(operation.url, options.row, options.rowKey);
  const { params, body } = withRowId(operation, options);
  const request = { quiet: options.quiet };
  switch (operation.method) {
    case 'GET':
      return api.get<T>(url, params, request);
    case 'DELETE':
      return api.delete<T>(url, params, { ...request, body });
    case 'PUT':
      return api.put<T>(url, body, { ...request, params });
    default:
      return api.post<T>(url, body, { ...request, params });
  }
}

/** Names of the operations a block loads its record with (`load`: one or several). */
export const loadNames = (block: BlockSpec): string[] => (block.load === undefined ? [] : Array.isArray(block.load) ? block.load : [block.load]);

/** A list answer as rows: an array, or the `records` of a page (read as the tables read it). */
export const rowsOf = (data: unknown): Row[] => rowsAnswer(data).rows;
