/**
 * The rows a table or picker block lists with its operation, loaded again when the context row, search, page or
 * page version changes.
 */
import { usePagedRows } from '@/components/SchemaPage/paging';
import { callOperation, operationOf } from '../calls';
import type { BlockSpec, PageApi, Row } from '../types';

export const PAGE_SIZE = 10;

/**
 * The rows a table or picker block lists with its `operation`: `:id` from the context row (an owner, the row a
 * dialog was opened with), the block's `params`, the search and `page`/`limit`; again when any of them changes and
 * when the page reloads (the paging is the one table's, usePagedRows).
 */
export function useBlockRows(page: PageApi, block: BlockSpec, context?: Row, contextKey?: string, search: Record<string, string> = {}) {
  const operation = operationOf(page, block, block.operation);
  const load = async (pageNo: number, limit: number): Promise<unknown> => {
    if (!operation) return [];
    const res = await callOperation(operation, { row: context, rowKey: contextKey, params: { ...block.params, ...search, page: pageNo, limit } });
    return res.data;
  };
  const filters = { url: operation?.url, context: context?.[contextKey ?? 'id'], search };
  return usePagedRows({ load, filters, version: page.version, pageSize: block.pageSize ?? PAGE_SIZE, paged: false });
}
