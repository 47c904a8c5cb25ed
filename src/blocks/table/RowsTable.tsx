import { type ReactNode, useEffect, useState } from 'react';
import RecordTable, { type Key, type Picking as TablePicking, type RowActions, type Selection as TableSelection } from '@/components/SchemaPage/RecordTable';
import type { Column } from '../../../shared/schema-types.generated';
import type { BlockSpec, PageApi, Row } from '../types';
import { holds } from '../when';
import { useBlockRows } from './useBlockRows';
import BlockSearchBar from '../form/BlockSearchBar';

/** The table's checkboxes, told of the ticked keys only (they stay ticked on other pages). */
export type Selection = Pick<TableSelection, 'keys' | 'selectable'> & { onChange: (keys: Key[]) => void };

export interface Picking extends TablePicking {
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

/**
 * The rows a block lists with its `operation` in the one table (RecordTable): the search form (`searchForm`), the
 * columns (`columns`), the 操作 column, checkboxes (`selection`) or a click that picks a row (`picking`); paged by
 * the operation when it answers a page, else here.
 */
export default function RowsTable({ block, page, context, contextKey, actions, selection, picking, openDialog }: Props) {
  const [search, setSearch] = useState<Record<string, string>>({});
  const list = useBlockRows(page, block, context, contextKey, search);
  useEffect(() => picking?.onRows(list.rows), [list.rows]);
  // Link buttons bring their own padding: no gap between them.
  const rowActions: RowActions | undefined = actions && { ...actions, gap: 0 };

  return (
    <>
      {(block.searchForm?.length ?? 0) > 0 && (
        <div style={{ marginBottom: 12 }}>
          <BlockSearchBar page={page} block={block} onSearch={setSearch} />
        </div>
      )}
      <RecordTable
        rowKey={block.valueField ?? 'id'}
        columns={(Array.isArray(block.columns) ? block.columns : []) as Column[]}
        fields={page.schema.fields as never}
        actions={rowActions}
        list={list}
        pageWholeList
        size="small"
        empty={block.empty}
        selection={selection && { keys: selection.keys, onChange: (keys) => selection.onChange(keys), selectable: selection.selectable, preserve: true }}
        picking={picking}
        openDialog={openDialog}
      />
    </>
  );
}

/** A picker's row condition (`selectableWhen`) as the table's check. */
export const selectableBy = (block: BlockSpec) => (block.selectableWhen ? (row: Row) => holds(block.selectableWhen, row, true) : undefined);
