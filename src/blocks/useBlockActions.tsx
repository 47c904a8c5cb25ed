import { history } from '@umijs/max';
import { Button, message, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '@/services/request';
import { callOperation, operationOf } from './calls';
import BlockDialog from './BlockDialog';
import { downloadFile } from '@/services/download';
import { fillLink, fillTemplate, fillValues } from './template';
import type { ActionSpec, BlockSpec, PageApi, Row } from './types';
import { holds, shown } from './when';
import { useSession } from './form/useSession';

/** Whether the action can run for this caller: its operation or dialog (and the dialog's save) is served. */
function usable(page: PageApi, block: BlockSpec, action: ActionSpec): boolean {
  if (action.link || action.reloads) return true;
  if (action.dialog) {
    const dialog = block.dialogs?.[action.dialog];
    return Boolean(dialog) && (!dialog!.save || Boolean(operationOf(page, { ...dialog!, endpoints: { ...block.endpoints, ...dialog!.endpoints } }, dialog!.save)));
  }
  return Boolean(operationOf(page, block, action.operation));
}

/**
 * The buttons of a block's actions and what they do: follow a link (`{field}` filled, URL-encoded), reload the page (`reloads`), save a `download`, open a dialog block with the record, or call
 * the operation (after `confirm`), then show `success` and reload the page; `opens: url` opens the answered address.
 * An action that `needsSelection` warns while the record counts no ticked rows. `onDone`: a dialog block's, called
 * after one of its actions succeeded.
 */
export function useBlockActions(page: PageApi, block: BlockSpec, onDone?: () => void) {
  const [modal, modalHolder] = Modal.useModal();
  // Conditions of actions may read the signed-in user (`eqField: "session.memberId"`: only the issuer deletes).
  const session = useSession();
  const [dialog, setDialog] = useState<{ spec: BlockSpec; row?: Row; rowKey?: string; key: number }>();

  const call = async (action: ActionSpec, record?: Row, rowKey?: string) => {
    const operation = operationOf(page, block, action.operation)!;
    const options = { row: record, rowKey, params: fillValues(action.params, record), body: fillValues(action.body, record) };
    if (action.opens === 'url') {
      try {
        const res = await callOperation<string>(operation, { ...options, quiet: true });
        window.open(res.data, '_blank');
      } catch (error) {
        message.warning((error instanceof ApiError && error.body?.msg) || '操作失败');
      }
      return;
    }
    try {
      const res = await callOperation(operation, options);
      message.success(action.success ?? res.msg ?? '操作成功!');
      // A dialog's action done (删除 in a reading view): the dialog closes.
      onDone?.();
    } catch {
      // the request client already showed the server's message
    }
    page.reload();
  };

  const openDialog = (name: string, record?: Row, rowKey?: string) => {
    const spec = block.dialogs![name];
    setDialog({ spec: { ...spec, endpoints: { ...block.endpoints, ...spec.endpoints } }, row: record, rowKey, key: Date.now() });
  };

  /** `contextKey`: the record field filling `:id` when the action names no `rowKey` (a table's owner key). */
  const run = (action: ActionSpec, record?: Row, contextKey?: string) => {
    const rowKey = action.rowKey ?? contextKey;
    if (action.needsSelection && !(Number(record?.count) > 0)) return void message.warning(action.needsSelection);
    if (action.link) return history.push(fillLink(action.link, record));
    if (action.reloads) return page.reload();
    if (action.download) {
      const operation = operationOf(page, block, action.operation)!;
      return void downloadFile(operation.url, { ...block.params, ...fillValues(action.params, record) }, `${action.title}.xlsx`).catch(() => undefined);
    }
    if (action.dialog) return openDialog(action.dialog, record, rowKey);
    if (!action.confirm) return void call(action, record, rowKey);
    modal.confirm({ title: '提示', content: fillTemplate(action.confirm, record), okText: '确定', cancelText: '取消', onOk: () => call(action, record, rowKey) });
  };

  /** The buttons of the actions shown for this record (first primary unless one says so). */
  const buttons = (actions: ActionSpec[] | undefined, record?: Row, size: 'small' | 'middle' = 'small', contextKey?: string): ReactNode[] =>
    (actions ?? [])
      .filter((action) => usable(page, block, action) && shown(action, { ...record, session }))
      .map((action) => (
        <Button
          key={action.key}
          size={size}
          type={action.asLink ? 'link' : action.primary ? 'primary' : 'default'}
          danger={action.danger}
          disabled={holds(action.disabledWhen, record)}
          style={action.asLink ? { paddingInline: 4 } : undefined}
          onClick={() => run(action, record, contextKey)}
        >
          {action.title}
        </Button>
      ));

  const holder = (
    <>
      {modalHolder}
      {dialog && (
        <BlockDialog
          key={dialog.key}
          block={dialog.spec}
          page={page}
          row={dialog.row}
          rowKey={dialog.rowKey}
          onClose={() => setDialog(undefined)}
          onOpen={(name) => block.dialogs?.[name] && openDialog(name, dialog.row, dialog.rowKey)}
        />
      )}
    </>
  );
  return { buttons, run, holder, openDialog };
}
