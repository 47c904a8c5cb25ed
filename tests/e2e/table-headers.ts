import type { Page } from 'playwright-core';

/**
 * The header cells of the tables a page shows, as drawn: the one reading the table-fit tests share (table-fit.test.ts
 * for named tables, table-fit-every-section.test.ts for every menu entry's).
 */
export interface HeaderBox {
  title: string;
  left: number;
  right: number;
  /** Fixed to the right edge: the 操作 column. */
  fixed: boolean;
  /** Fixed to the left edge: never under the 操作 column. */
  fixedLeft: boolean;
}

export interface TableBox {
  headers: HeaderBox[];
  /** The part of the page the table's columns show in (left and right edges). */
  visibleLeft: number;
  visibleRight: number;
}

/** Every visible table's titled header cells (the selection column left out) and the box it shows them in. */
export const visibleTables = (page: Page): Promise<TableBox[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.ant-table-wrapper')]
      .filter((wrapper) => (wrapper as HTMLElement).offsetParent !== null)
      .map((wrapper) => {
        const viewport = (wrapper.querySelector('.ant-table-content, .ant-table-header') as HTMLElement).getBoundingClientRect();
        const headers = [...wrapper.querySelectorAll('.ant-table-thead th')]
          .filter((th) => !th.classList.contains('ant-table-selection-column') && (th.textContent ?? '').trim() !== '')
          .map((th) => {
            const box = th.getBoundingClientRect();
            return {
              title: (th.textContent ?? '').trim(),
              left: box.left,
              right: box.right,
              fixed: th.classList.contains('ant-table-cell-fix-right'),
              fixedLeft: th.classList.contains('ant-table-cell-fix-left'),
            };
          });
        return { headers, visibleLeft: viewport.left, visibleRight: viewport.right };
      }),
  );

/** The titles of the headers drawn (partly) under the table's fixed 操作 column. */
export const coveredHeaders = (headers: HeaderBox[]) => {
  const actions = headers.find((header) => header.fixed);
  if (!actions) return [];
  return headers.filter((header) => !header.fixed && !header.fixedLeft && header.right > actions.left + 1).map((header) => header.title);
};
