import type { ProColumns } from '@ant-design/pro-components';
import { Table, Typography, type TablePaginationConfig, type TableProps } from 'antd';
import { type MutableRefObject, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { tableColumns } from './table-columns';
import ScrollHint from './ScrollHint';
import TableOptions, { type Density } from './TableOptions';
import type { Row } from './types';
import styles from './LeanTable.less';

export interface TableAction {
  /** Lists the current page again. */
  reload: () => void;
}

export interface ListAnswer {
  data: Row[];
  total: number;
  success: boolean;
}

interface Props {
  actionRef: MutableRefObject<TableAction | undefined>;
  rowKey: string;
  /** Columns as ProTable takes them (value types, `valueEnum`, `render(dom, row, …)`). */
  columns: ProColumns<Row>[];
  /** Filters of the list: a change lists page 1 again. */
  params: Record<string, unknown>;
  request: (params: Record<string, unknown>) => Promise<ListAnswer>;
  headerTitle?: ReactNode;
  toolBarRender?: () => ReactNode[];
  rowSelection?: TableProps<Row>['rowSelection'];
  expandable?: TableProps<Row>['expandable'];
  pagination: false | TablePaginationConfig;
  locale?: TableProps<Row>['locale'];
  size?: Density;
  scroll?: TableProps<Row>['scroll'];
  /** The values ticked in the columns' filter menus, by column key (empty: none). */
  onFilter?: (filters: Record<string, string[]>) => void;
}

const columnKey = (column: ProColumns<Row>) => String(column.key ?? column.dataIndex);

/**
 * A section's list: what ProTable did for SchemaTable (fetching pages through `request`, the toolbar with 刷新,
 * 密度 and 列设置, the selection bar) on antd's Table alone. ProTable brings ProForm and every ProField
 * (≈ 200 KB gzip) to each console page; tables of blocks (src/blocks/table/RowsTable.tsx) still use it.
 */
export default function LeanTable({ actionRef, rowKey, columns, params, request, headerTitle, toolBarRender, rowSelection, expandable, pagination, locale, size, scroll, onFilter }: Props) {
  const paramsKey = JSON.stringify(params);
  const defaultPageSize = (pagination && pagination.defaultPageSize) || 20;
  const [query, setQuery] = useState({
    paramsKey,
    current: 1,
    pageSize: defaultPageSize,
  });
  if (query.paramsKey !== paramsKey) setQuery({ ...query, paramsKey, current: 1 });
  const [answer, setAnswer] = useState<{ data: Row[]; total: number }>({
    data: [],
    total: 0,
  });
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [density, setDensity] = useState<Density>(size ?? 'middle');
  const [hidden, setHidden] = useState<string[]>([]);
  const latest = useRef({ request, params });
  latest.current = { request, params };
  actionRef.current = { reload: () => setReloads((count) => count + 1) };

  useEffect(() => {
    let current = true;
    setLoading(true);
    latest.current
      .request({
        current: query.current,
        pageSize: query.pageSize,
        ...latest.current.params,
      })
      .then((reply) => {
        if (!current) return;
        // The last row of a later page was removed: show the page before it.
        if (reply.data.length === 0 && query.current > 1 && reply.total > 0) {
          setQuery((shown) => ({ ...shown, current: shown.current - 1 }));
          return;
        }
        setAnswer({ data: reply.data, total: reply.total });
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [query, reloads]);

  const shownColumns = useMemo(
    () =>
      tableColumns(
        columns.filter((column) => !hidden.includes(columnKey(column))),
        actionRef.current,
      ),
    [columns, hidden, actionRef],
  );
  const selectedCount = rowSelection?.selectedRowKeys?.length ?? 0;

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.title}>{headerTitle}</div>
        <div className={styles.actions}>
          {toolBarRender?.()}
          <TableOptions
            onReload={() => setReloads((count) => count + 1)}
            density={density}
            onDensity={setDensity}
            columns={columns.map((column) => ({
              key: columnKey(column),
              title: column.title as ReactNode,
            }))}
            hidden={hidden}
            onHidden={setHidden}
          />
        </div>
      </div>
      {selectedCount > 0 && (
        <div className={styles.selection}>
          已选择 <Typography.Link>{selectedCount}</Typography.Link> 项<Typography.Link onClick={() => rowSelection?.onChange?.([], [], { type: 'none' })}>取消选择</Typography.Link>
        </div>
      )}
      <ScrollHint>
        <Table<Row>
          className={styles.table}
          rowKey={rowKey}
          columns={shownColumns}
          dataSource={answer.data}
          loading={loading}
          rowSelection={rowSelection}
          expandable={expandable}
          locale={locale}
          size={density}
          scroll={scroll}
          onChange={(_pagination, filters, _sorter, { action }) => {
            if (action === 'filter') onFilter?.(Object.fromEntries(Object.entries(filters).map(([key, values]) => [key, (values ?? []).map(String)])));
          }}
          pagination={
            pagination && {
              ...pagination,
              current: query.current,
              pageSize: query.pageSize,
              total: answer.total,
              onChange: (current, pageSize) => setQuery((shown) => ({ ...shown, current, pageSize })),
            }
          }
        />
      </ScrollHint>
    </>
  );
}
