import { message } from 'antd';
import { useCallback, useState } from 'react';
import BlockDialog from '../BlockDialog';
import { blocks } from '../registry';
import type { BlockSpec, PageApi, Row } from '../types';

/**
 * What a block drawing the section's table (table, treeFilter) adds to it: the `extra` block in the card's header,
 * and the dialog blocks (`dialogs`) its toolbar and row actions open, kept outside the table so a reload after a
 * save does not close them (保存并继续添加 stays open).
 */
export function useTableBlock(page: PageApi, block: BlockSpec) {
  const [dialog, setDialog] = useState<{ spec: BlockSpec; row?: Row; key: number }>();
  const openDialog = useCallback(
    (name: string, row?: Row) => {
      const spec = block.dialogs?.[name];
      if (!spec) return void message.error(`未配置对话框: ${name}`);
      setDialog({ spec: { ...spec, endpoints: { ...block.endpoints, ...spec.endpoints } }, row, key: Date.now() });
    },
    [block],
  );
  const Extra = block.extra ? blocks.get(block.extra.kind) : undefined;
  const extra = Extra && block.extra ? <Extra block={block.extra} page={page} /> : undefined;
  const holder = dialog && <BlockDialog key={dialog.key} block={dialog.spec} page={page} row={dialog.row} onClose={() => setDialog(undefined)} />;
  return { extra, openDialog, holder };
}
