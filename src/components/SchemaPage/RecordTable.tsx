/**
 * The one table of records: the only place that wires antd's Table (tests/unit/one-table.test.ts). A section's table
 * (SchemaTable), a block's table of its own operation (src/blocks/table/RowsTable.tsx), the person picker's list and
 * the stock centre's tables all draw with it.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Grid, Table, Typography, type TableProps } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import type { Column } from '../../../shared/schema-types.generated';
import { actionsWidth, tableScrollX } from './column-width';
import { fieldColumns } from './columns';
import EmptyState from '../EmptyState';
import type { PagedRows } from './paging';
import ScrollHint from './ScrollHint';
import { tableColumns } from './table-columns';
import TableOptions, { type Density } from './TableOptions';
import type { FieldDef, Row } from './types';
import styles from './RecordTable.less';

export type Key = string | number;

/** The 操作 column: each row's actions (links or link buttons), side by side `gap` px apart, at the right edge. */
export interface RowActions {
  titles: string[];
  render: (row: Row) => ReactNode[];
  gap?: number;
}

export interface Selection {
  keys: Key[];
  onChange: (keys: Key[], rows: Row[]) => void;
  /** Rows that may be ticked (the others show a disabled box). */
  selectable?: (row: Row) => boolean;
  /** Ticked rows stay ticked on other pages. */
  preserve?: boolean;
}

/** A row under the page totalling the whole result: `label` (合计) spans the columns before the first value. */
export interface SummaryRow {
  label: ReactNode;
  /** The cells by column key (e.g. the list's `totals`). */
  values: Record<string, ReactNode>;
}

export interface Picking {
  picked?: Key;
  onPick: (row: Row) => void;
}

interface Props {
  rowKey: string;
  /** The columns as written (`ui.columns`, a block's `columns`), drawn from their fields. */
  columns: Column[];
  fields: Record<string, FieldDef>;
  /** The first column holds a tree's indent (a tree table). */
  treeTable?: boolean;
  actions?: RowActions;
  /** The rows and their page (usePagedRows). */
  list: PagedRows;
  /** Page sizes to choose from (with a page jump); without them the size is fixed and one page shows no pager. */
  pageSizes?: number[];
  /** An answer of the whole list (an array) is paged here; else it shows at once (a tree). */
  pageWholeList?: boolean;
  /** The bar above the table: the search form on the left, the buttons and the 刷新, 密度 and 列设置 icons on the right. */
  toolbar?: { title?: ReactNode; buttons?: ReactNode[] };
  selection?: Selection;
  /** A click on a row picks it (an assignmentPanes' owners). */
  picking?: Picking;
  expandable?: TableProps<Row>['expandable'];
  /** The values ticked in the columns' filter menus, by column key (empty: none). */
  onFilter?: (filters: Record<string, string[]>) => void;
  size?: Density;
  /** The empty state's text (default the one wording, EMPTY_TEXT). */
  empty?: ReactNode;
  /** Opens a dialog of the block with the row: a column's `dialog` makes its cells links. */
  openDialog?: (dialog: string, row: Row) => void;
  /** A block's own drawing of some columns' cells, by column key (a product cell of three fields, a row number on the page). */
  cells?: Record<string, (row: Row, index: number) => ReactNode>;
  summary?: SummaryRow;
  /** `simple`: the pager shows only previous, next and the page (the person picker, spec doc 1). */
  pager?: 'simple';
}

const columnKey = (column: ProColumns<Row>) => String(column.key ?? column.dataIndex);

/** The 操作 column of the row actions, wide enough for all their titles. */
function actionsColumn({ titles, render, gap = 8 }: RowActions): ProColumns<Row> {
  return {
    title: '操作',
    key: '__actions',
    fixed: 'right',
    width: actionsWidth(titles),
    render: (_, row) => <div style={{ display: 'flex', alignItems: 'center', gap }}>{render(row)}</div>,
  };
}

/** A column with `dialog` shows its cells as links opening that dialog of the block with the row (a notice's title). */
function withDialogLinks(built: ProColumns<Row>[], declared: Column[], openDialog?: (dialog: string, row: Row) => void): ProColumns<Row>[] {
  if (!openDialog) return built;
  return built.map((column, i) => {
    const entry = declared[i];
    const dialog = typeof entry === 'object' ? entry.dialog : undefined;
    if (!dialog) return column;
    const shown = column.render;
    return { ...column, render: (node, row, ...rest) => <a onClick={() => openDialog(dialog, row)}>{(shown ? shown(node, row, ...rest) : node) as ReactNode}</a> };
  });
}

/** The block's own cells (`cells`) in place of what the columns' value types draw. */
function withOwnCells(built: ProColumns<Row>[], cells?: Props['cells']): ProColumns<Row>[] {
  if (!cells) return built;
  return built.map((column) => {
    const cell = cells[columnKey(column)];
    return cell ? { ...column, render: (_node, row, index) => cell(row, index) } : column;
  });
}

/** The summary row: the label over the columns before the first one with a value, then a cell per column. */
function summaryRow(summary: SummaryRow, columns: ProColumns<Row>[], selectable: boolean) {
  const keys = columns.map(columnKey);
  const first = Math.max(1, keys.findIndex((key) => key in summary.values));
  const lead = first + (selectable ? 1 : 0);
  return (
    <Table.Summary fixed="bottom">
      <Table.Summary.Row className={styles.summary} data-testid="table-summary">
        <Table.Summary.Cell index={0} colSpan={lead}>
          <Typography.Text strong>{summary.label}</Typography.Text>
        </Table.Summary.Cell>
        {keys.slice(first).map((key, i) => (
          <Table.Summary.Cell key={key} index={lead + i} align={columns[first + i].align}>
            {key in summary.values ? <Typography.Text strong>{summary.values[key]}</Typography.Text> : null}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/**
 * Columns from the fields (value types, enum labels, widths; those a narrow window hides drop out of `scroll.x`), the
 * row actions, paging through the operation or of the whole list, checkboxes with the 已选择 bar, a wide table's
 * scroll hint and the one empty state.
 */
export default function RecordTable(props: Props) {
  const { rowKey, list, selection, picking, toolbar, pageSizes } = props;
  const [density, setDensity] = useState<Density>(props.size ?? 'middle');
  const [hidden, setHidden] = useState<string[]>([]);
  const screens = Grid.useBreakpoint();
  const columns = useMemo(() => {
    const built = withOwnCells(withDialogLinks(fieldColumns(props.columns, props.fields, props.treeTable), props.columns, props.openDialog), props.cells);
    return props.actions ? [...built, actionsColumn(props.actions)] : built;
  }, [props.columns, props.fields, props.treeTable, props.actions, props.cells]);
  const shown = columns.filter((column) => !hidden.includes(columnKey(column)));
  const antdColumns = useMemo(() => tableColumns(shown, list), [columns, hidden]);
  const key = (row: Row) => row[rowKey] as Key;

  const pagination: TableProps<Row>['pagination'] = list.paged
    ? {
        current: list.pageNo,
        pageSize: list.pageSize,
        total: list.total,
        onChange: list.setPage,
        showTotal: (total) => `共 ${total} 条`,
        ...(props.pager === 'simple' ? { simple: true, showTotal: undefined } : {}),
        ...(pageSizes ? { pageSizeOptions: pageSizes, showSizeChanger: true, showQuickJumper: true } : { showSizeChanger: false, hideOnSinglePage: true }),
      }
    : props.pageWholeList && { pageSize: list.pageSize, showSizeChanger: false, hideOnSinglePage: true };

  return (
    <>
      {toolbar && (
        <div className={styles.toolbar}>
          <div className={styles.title}>{toolbar.title}</div>
          <div className={styles.actions}>
            {toolbar.buttons}
            <TableOptions
              onReload={list.reload}
              density={density}
              onDensity={setDensity}
              columns={columns.map((column) => ({ key: columnKey(column), title: column.title as ReactNode }))}
              hidden={hidden}
              onHidden={setHidden}
            />
          </div>
        </div>
      )}
      {selection && selection.keys.length > 0 && (
        <div className={styles.selection}>
          已选择 <Typography.Link>{selection.keys.length}</Typography.Link> 项<Typography.Link onClick={() => selection.onChange([], [])}>取消选择</Typography.Link>
        </div>
      )}
      <ScrollHint>
        <Table<Row>
          className={styles.table}
          rowKey={rowKey}
          columns={antdColumns}
          dataSource={list.rows}
          loading={list.loading}
          size={density}
          scroll={{ x: tableScrollX(shown, Boolean(selection), screens) }}
          locale={{ emptyText: <EmptyState description={props.empty} /> }}
          pagination={pagination}
          expandable={props.expandable}
          summary={props.summary && (() => summaryRow(props.summary!, shown, Boolean(selection)))}
          rowSelection={
            selection && {
              selectedRowKeys: selection.keys,
              preserveSelectedRowKeys: selection.preserve,
              onChange: (keys, rows) => selection.onChange(keys as Key[], rows.filter(Boolean)),
              getCheckboxProps: selection.selectable ? (row) => ({ disabled: !selection.selectable!(row) }) : undefined,
            }
          }
          rowClassName={picking ? (row) => (picking.picked !== undefined && String(key(row)) === String(picking.picked) ? styles.picked : styles.pickable) : undefined}
          onRow={picking ? (row) => ({ onClick: () => picking.onPick(row) }) : undefined}
          onChange={(_pagination, filters, _sorter, { action }) => {
            if (action === 'filter') props.onFilter?.(Object.fromEntries(Object.entries(filters).map(([name, values]) => [name, (values ?? []).map(String)])));
          }}
        />
      </ScrollHint>
    </>
  );
}
