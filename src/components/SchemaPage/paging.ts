/**
 * The one paging of a table that lists an operation (RecordTable.tsx): how a list answer reads (`rowsAnswer`), and
 * the page the table shows, listed again when its filters, the page or the version change (`usePagedRows`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

type Row = Record<string, any>;

export interface Rows {
  rows: Row[];
  total: number;
  /** The answer was a page ({records, total}): the table pages through the operation; an array is the whole list. */
  paged: boolean;
  /** A list's `totals` over the whole result (a summary row), when it answers them. */
  totals?: Record<string, number>;
}

/** A list answer: an array is the whole list; anything else is read as a page `{records, total}`. */
export function rowsAnswer(data: unknown): Rows {
  if (Array.isArray(data)) return { rows: data, total: data.length, paged: false };
  const page = (data ?? {}) as { records?: unknown; total?: unknown; totals?: Record<string, number> };
  const rows = Array.isArray(page.records) ? (page.records as Row[]) : [];
  return { rows, total: Number(page.total ?? rows.length), paged: true, ...(page.totals ? { totals: page.totals } : {}) };
}

interface Options {
  /** Lists one page (`page` from 1, `limit`): the operation's answer, an array or `{records, total}`. */
  load: (page: number, limit: number) => Promise<unknown>;
  /** What is listed (tab, search, column filters, the owner): a change lists page 1 again. */
  filters: unknown;
  /** A change lists the same page again (a page of blocks bumps it after a save). */
  version?: unknown;
  pageSize: number;
  /** Whether the table shows a pager before the first answer (a tree table lists everything at once). */
  paged?: boolean;
}

export interface PagedRows extends Rows {
  loading: boolean;
  pageNo: number;
  pageSize: number;
  setPage: (pageNo: number, pageSize?: number) => void;
  /** Lists the shown page again. */
  reload: () => void;
}

/** The shown page of a list, its rows and total; an empty page after a delete goes back one page. */
export function usePagedRows({ load, filters, version, pageSize, paged = true }: Options): PagedRows {
  const filtersKey = JSON.stringify(filters ?? null);
  const [query, setQuery] = useState({ filtersKey, pageNo: 1, pageSize });
  if (query.filtersKey !== filtersKey) setQuery({ ...query, filtersKey, pageNo: 1 });
  const [answer, setAnswer] = useState<Rows & { loading: boolean }>({ rows: [], total: 0, paged, loading: true });
  const [reloads, setReloads] = useState(0);
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    let alive = true;
    setAnswer((shown) => ({ ...shown, loading: true }));
    latest.current(query.pageNo, query.pageSize)
      .then((data) => {
        if (!alive) return;
        const read = rowsAnswer(data);
        // The last row of a later page was removed: show the page before it.
        if (read.paged && read.rows.length === 0 && query.pageNo > 1) return setQuery((shown) => ({ ...shown, pageNo: shown.pageNo - 1 }));
        setAnswer({ ...read, loading: false });
      })
      .catch(() => alive && setAnswer((shown) => ({ rows: [], total: 0, paged: shown.paged, loading: false })));
    return () => {
      alive = false;
    };
  }, [query, reloads, JSON.stringify(version ?? null)]);

  return {
    ...answer,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    setPage: useCallback((pageNo: number, size?: number) => setQuery((shown) => ({ ...shown, pageNo, pageSize: size ?? shown.pageSize })), []),
    reload: useCallback(() => setReloads((count) => count + 1), []),
  };
}
