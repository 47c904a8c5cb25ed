import { useEffect, useState } from 'react';
import { callOperation, operationOf } from '../calls';
import type { BlockSpec, PageApi, Row } from '../types';
import { rowsAnswer, type Rows } from './rows';

export const PAGE_SIZE = 10;

/**
 * The rows a table or picker block lists with its `operation`: `:id` from the context row (an owner, the row a
 * dialog was opened with), the block's `params`, the search and `page`/`limit`; again when any of them changes and
 * when the page reloads. An empty page after a delete goes back one page.
 */
export function useBlockRows(page: PageApi, block: BlockSpec, context?: Row, contextKey?: string) {
  const operation = operationOf(page, block, block.operation);
  const pageSize = block.pageSize ?? PAGE_SIZE;
  const [search, setSearch] = useState<Record<string, string>>({});
  const [pageNo, setPageNo] = useState(1);
  const [state, setState] = useState<Rows & { loading: boolean }>({ rows: [], total: 0, paged: false, loading: Boolean(operation) });
  const contextId = context?.[contextKey ?? 'id'];

  useEffect(() => {
    if (!operation) return setState({ rows: [], total: 0, paged: false, loading: false });
    let alive = true;
    setState((current) => ({ ...current, loading: true }));
    callOperation(operation, { row: context, rowKey: contextKey, params: { ...block.params, ...search, page: pageNo, limit: pageSize } })
      .then((res) => {
        if (!alive) return;
        const answer = rowsAnswer(res.data);
        if (answer.paged && answer.rows.length === 0 && pageNo > 1) return setPageNo(pageNo - 1);
        setState({ ...answer, loading: false });
      })
      .catch(() => alive && setState({ rows: [], total: 0, paged: false, loading: false }));
    return () => {
      alive = false;
    };
  }, [operation?.url, contextId, JSON.stringify(search), pageNo, page.version]);

  const searchFor = (values: Record<string, string>) => {
    setPageNo(1);
    setSearch(values);
  };
  return { ...state, pageNo, pageSize, setPageNo, search: searchFor, served: Boolean(operation) };
}
