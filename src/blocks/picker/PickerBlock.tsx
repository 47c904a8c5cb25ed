/**
 * The `picker` block: a dialog's table of rows to tick, whose submit sends the ticked rows to the block's `save`
 * operation and reloads the page.
 */
import { Button, message, Space } from 'antd';
import { useState } from 'react';
import { callOperation, operationOf } from '../calls';
import { type Key, selectionOf } from '../table/rows';
import RowsTable, { selectableBy } from '../table/RowsTable';
import { fillValues } from '../template';
import type { BlockProps } from '../types';

const NOTHING_TICKED = '请选择您要添加数据!';

/**
 * A dialog listing rows to tick (`operation`, `searchForm`, `columns`; `selectableWhen` limits which): the submit
 * button sends the ticked rows to `save` as the `body` template says (the record: the row the dialog was opened
 * with, `ids`, `count`), then closes and reloads the page; with nothing ticked it warns (`needsSelection`).
 */
export default function PickerBlock({ block, page, row, rowKey, onDone, onCancel }: BlockProps) {
  const [ticked, setTicked] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);
  const save = operationOf(page, block, block.save);

  const submit = async () => {
    if (!ticked.length) return void message.warning(block.needsSelection ?? NOTHING_TICKED);
    if (!save) return;
    setSaving(true);
    try {
      const res = await callOperation(save, { row, rowKey, body: fillValues(block.body, selectionOf(row, ticked)) });
      message.success(block.success ?? res.msg ?? '操作成功!');
      onDone?.();
      page.reload();
    } catch {
      // the request client already showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-picker={block.key ?? block.operation}>
      <RowsTable block={block} page={page} context={row} contextKey={rowKey} selection={{ keys: ticked, onChange: setTicked, selectable: selectableBy(block) }} />
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <Space>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" loading={saving} disabled={!save} onClick={submit}>
            {block.submitText ?? '确定'}
          </Button>
        </Space>
      </div>
    </div>
  );
}
