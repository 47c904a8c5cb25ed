/**
 * A table block with an operation of its own: a card with the block's title and toolbar, its `intro` line, its rows
 * with each row's actions, and the dialogs they open.
 */
import { Card, Space, Typography } from 'antd';
import { titlesShownTogether } from '@/components/SchemaPage/column-width';
import { useEffect, useState } from 'react';
import { fillTemplate } from '../template';
import type { BlockSpec, PageApi, Row } from '../types';
import { useBlockActions } from '../useBlockActions';
import { type Key, selectionOf } from './rows';
import RowsTable, { type Picking } from './RowsTable';

interface Props {
  block: BlockSpec;
  page: PageApi;
  /** The owner (assignmentPanes) or the row a dialog was opened with: fills the title, `:id` and the actions' records. */
  context?: Row;
  /** The field of `context` that fills `:id` (default id). */
  contextKey?: string;
  nested?: boolean;
  picking?: Picking;
}

/**
 * A table block with its own `operation`: a card titled by the block (a template of the context) with its
 * `toolbar` in the header, the rows (RowsTable) with the `actions` of each row as links, and the dialogs they open.
 * A toolbar action that `needsSelection` gives the rows checkboxes and gets the ticked ones (`ids`, `count`).
 */
export default function BlockTable({ block, page, context, contextKey, nested, picking }: Props) {
  const { buttons, run, holder } = useBlockActions(page, block);
  const [selected, setSelected] = useState<Key[]>([]);
  const selectable = (block.toolbar ?? []).some((action) => action.needsSelection);
  useEffect(() => setSelected([]), [page.version]);

  const toolbarRecord = selectable ? selectionOf(context, selected) : context;
  const toolbar = buttons(block.toolbar, toolbarRecord, 'middle', contextKey);
  const rowActions = (block.actions ?? []).map((action) => ({ asLink: true, ...action }));
  // The 操作 column is as wide as the links one row shows at once (启用 and 禁用 of a status never show together).
  const actions = rowActions.length ? { titles: titlesShownTogether(rowActions, page.schema.fields as never), render: (row: Row) => buttons(rowActions, row) } : undefined;
  const title = block.title && fillTemplate(block.title, context);

  return (
    <Card
      size={nested ? 'small' : undefined}
      variant={nested ? 'outlined' : 'borderless'}
      title={title}
      extra={toolbar.length > 0 && <Space wrap>{toolbar}</Space>}
      data-block-table={block.key ?? block.operation}
    >
      {block.intro && <Typography.Paragraph type="secondary">{fillTemplate(block.intro, context)}</Typography.Paragraph>}
      <RowsTable
        block={block}
        page={page}
        context={context}
        contextKey={contextKey}
        actions={actions}
        selection={selectable ? { keys: selected, onChange: setSelected } : undefined}
        picking={picking}
        openDialog={(dialog, row) => run({ key: dialog, title: dialog, dialog }, row, contextKey)}
      />
      {holder}
    </Card>
  );
}
