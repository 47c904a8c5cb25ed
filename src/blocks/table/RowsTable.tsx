import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Grid, Space } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { fieldColumns } from '@/components/SchemaPage/columns';
import { actionsWidth, tableScrollX } from '@/components/SchemaPage/column-width';
import ScrollHint from '@/components/SchemaPage/ScrollHint';
import SearchBar from '@/components/SchemaPage/SearchBar';
import EmptyState from '@/components/EmptyState';
import type { Column, SearchItem } from '../../../shared/schema-types.generated';
import type { BlockSpec, PageApi, Row } from '../types';
import { holds } from '../when';
import type { Key } from './rows';
import styles from './RowsTable.less';
import { useBlockRows } from './useBlockRows';
import { useItemOptions } from '../form/useItemOptions';

export interface Selection {
  keys: Key[];
  onChange: (keys: Key[]) => void;
  /** Rows that may be ticked (the others show a disabled box). */
  selectable?: (row: Row) => boolean;
}

export interface Picking {
  picked?: Key;
  onPick: (row: Row) => void;
  /** Told of every list answer (to keep the picked row fresh). */
  onRows: (rows: Row[]) => void;
}

interface Props {
  block: BlockSpec;
  page: PageApi;
  /** The owner, or the row a dialog was opened with: fills `:id` of the list. */
  context?: Row;
  contextKey?: string;
  /** The 操作 column's content for a row (the block's `actions`), when it has actions. */
  actions?: { titles: string[]; render: (row: Row) => ReactNode[] };
  selection?: Selection;
  picking?: Picking;
  /** Opens a dialog of the block with the row: a column's `dialog` makes its cells links. */
  openDialog?: (dialog: string, row: Row) => void;
}

const asObject = (item: SearchItem) => (typeof item === 'string' ? { field: item } : item);

/**
 * The rows a block lists with its `operation` in a table: the search form (`searchForm`), the columns (`columns`,
 * drawn like the section table's), the 操作 column, checkboxes (`selection`) or a click that picks a row (`picking`);
 * paged by the operation when it answers a page, else here.
 */
export default function RowsTable({ block, page, context, contextKey, actions, selection, picking, openDialog }: Props) {
  const rowKey = block.valueField ?? 'id';
  const list = useBlockRows(page, block, context, contextKey);
  const { rows, total, paged, loading, pageNo, pageSize } = list;
  useEffect(() => picking?.onRows(rows), [rows]);

  const declared = (Array.isArray(block.columns) ? block.columns : []) as Column[];
  const columns: ProColumns<Row>[] = fieldColumns(declared, page.schema.fields as never).map((column, i) => {
    const dialog = typeof declared[i] === 'object' ? declared[i].dialog : undefined;
    if (!dialog || !openDialog) return column;
    const shown = column.render;
    return { ...column, render: (node, row, ...rest) => <a onClick={() => openDialog(dialog, row)}>{(shown ? shown(node, row, ...rest) : node) as ReactNode}</a> };
  });
  if (actions) {
    columns.push({
      title: '操作',
      key: '__actions',
      fixed: 'right',
      width: actionsWidth(actions.titles),
      render: (_, row) => <Space size={0}>{actions.render(row)}</Space>,
    });
  }
  const searchForm = (block.searchForm ?? []).map(asObject);
  // Search items with `options` (a checkboxGroup of categories) get their loaded choices as the field's.
  const choices = useItemOptions(page, block, searchForm.filter((item) => item.options) as never);
  const searchDefs = { ...page.schema.fields, ...Object.fromEntries(Object.entries(choices).map(([field, options]) => [field, { ...page.schema.fields[field], options }])) };
  const screens = Grid.useBreakpoint();
  const key = (row: Row) => row[rowKey] as Key;

  return (
    <>
      {searchForm.length > 0 && (
        <div className={styles.search}>
          <SearchBar fields={searchForm} defs={searchDefs as never} onSearch={list.search} />
        </div>
      )}
      <ScrollHint>
        <ProTable<Row>
          rowKey={rowKey}
          columns={columns}
          dataSource={rows}
          loading={loading}
          search={false}
          options={false}
          toolBarRender={false}
          cardProps={false}
          size="small"
          scroll={{ x: tableScrollX(columns, Boolean(selection), screens) }}
          locale={{
            emptyText: <EmptyState description={block.empty} />,
          }}
          pagination={
            paged
              ? {
                  current: pageNo,
                  pageSize,
                  total,
                  onChange: list.setPageNo,
                  showSizeChanger: false,
                  hideOnSinglePage: true,
                  showTotal: (count) => `共 ${count} 条`,
                }
              : { pageSize, showSizeChanger: false, hideOnSinglePage: true }
          }
          rowSelection={
            selection && {
              selectedRowKeys: selection.keys,
              preserveSelectedRowKeys: true,
              onChange: (keys) => selection.onChange(keys as Key[]),
              getCheckboxProps: (row) => ({
                disabled: selection.selectable ? !selection.selectable(row) : false,
              }),
            }
          }
          rowClassName={picking ? (row) => (picking.picked !== undefined && String(key(row)) === String(picking.picked) ? styles.picked : styles.pickable) : undefined}
          onRow={picking ? (row) => ({ onClick: () => picking.onPick(row) }) : undefined}
        />
      </ScrollHint>
    </>
  );
}

/** A picker's row condition (`selectableWhen`) as the table's check. */
export const selectableBy = (block: BlockSpec) => (block.selectableWhen ? (row: Row) => holds(block.selectableWhen, row, true) : undefined);
