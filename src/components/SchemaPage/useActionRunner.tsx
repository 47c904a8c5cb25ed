/**
 * What a section's toolbar and row actions do: follow a link, download, open a dialog block or a form, or
 * confirm and call the operation, then reload.
 */
import { history } from '@umijs/max';
import { message, Modal } from 'antd';
import { useCallback, useState } from 'react';
import FormShell from './FormShell';
import RevealedValue from './RevealedValue';
import { downloadFile } from '@/services/download';
import { fillLink } from '@/blocks/template';
import { resolveForm } from '../../../shared/section-ui';
import { callOperation } from './operations';
import { selectionRecord } from './selection';
import type { FormContext } from './registry';
import type { ActionDef, Row, SectionSchema } from './types';

interface OpenForm {
  action: ActionDef;
  ctx: FormContext;
  /** New key per opening: every dialog starts from fresh initial values. */
  key: number;
}

/** What a toolbar action sees of the table: the selected rows and the current query (tab params, search). */
export interface ToolbarState {
  selected: Row[];
  query: Record<string, unknown>;
}

/** The generic delete takes several ids in one call (all or nothing on the server); other operations take one. */
export const takesIdList = (action: ActionDef) => action.operation === 'delete';

/** Opens a block of the page in a dialog (an action's `dialog`) with the record it is for. */
export type OpenDialog = (name: string, record?: Row) => void;

/**
 * Runs toolbar and row actions: follows a `link` (the row's values filled in), opens the action's dialog block (`dialog`, through `openDialog`) or form, or asks for
 * confirmation (`confirm` text) and calls the operation (for `needsSelection` actions: one call with every selected
 * id when the operation takes a list, else once per selected row; with the action's constant `body`), or saves the
 * file of a `download` action; then shows the `success` text and reloads the table.
 */
export function useActionRunner(schema: SectionSchema, reload: () => void, openDialog?: OpenDialog) {
  const [modal, modalHolder] = Modal.useModal();
  const [openForm, setOpenForm] = useState<OpenForm>();
  const [open, setOpen] = useState(false);
  const rowKey = schema.rowKey ?? 'id';

  const run = useCallback(
    (action: ActionDef, row?: Row, toolbar?: ToolbarState) => {
      const operation = schema.operations[action.operation];
      if (!operation) {
        message.error(`未配置操作: ${action.operation}`);
        return;
      }
      if (action.link) {
        history.push(fillLink(action.link, row));
        return;
      }
      if (action.download) {
        downloadFile(operation.url, toolbar?.query ?? {}, `${schema.title}.xlsx`).catch(() => undefined);
        return;
      }
      const targets: (Row | undefined)[] = action.needsSelection ? toolbar?.selected ?? [] : [row];
      if (action.needsSelection && targets.length === 0) {
        message.warning(action.needsSelection);
        return;
      }
      if (action.dialog && openDialog) {
        openDialog(action.dialog, action.needsSelection ? selectionRecord(targets as Row[], rowKey) : row);
        return;
      }
      if (action.form) {
        const form = schema.forms?.[action.form];
        if (!form) {
          message.error(`未配置表单: ${action.form}`);
          return;
        }
        // A form without fields edits those of the create form; without a title it takes the action's.
        const resolved = { ...resolveForm(form, schema.forms), title: form.title ?? action.title };
        setOpenForm({ action, ctx: { schema, form: resolved, row }, key: Date.now() });
        setOpen(true);
        return;
      }
      const execute = async () => {
        try {
          let msg: string | undefined;
          if (action.needsSelection && takesIdList(action)) {
            const ids = targets.map((target) => target?.[rowKey] ?? target?.id);
            msg = (await callOperation(operation, { ids, rowKey, body: action.body })).msg;
          } else {
            for (const target of targets) msg = (await callOperation(operation, { row: target, rowKey, body: action.body })).msg;
          }
          message.success(action.success ?? msg ?? '操作成功!');
        } catch {
          // the request client already showed the server's message
        }
        reload();
      };
      if (action.confirm) {
        modal.confirm({ title: '提示', content: action.confirm, okText: '确定', cancelText: '取消', onOk: execute });
      } else {
        void execute();
      }
    },
    [schema, rowKey, modal, reload, openDialog],
  );

  const submit = async (body: unknown) => {
    if (!openForm) return;
    const { action, ctx } = openForm;
    // The action's constant `body` goes with the form's values (驳回: status 1 beside the reason).
    const values = action.body && body && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...action.body } : body;
    const res = await callOperation(schema.operations[action.operation], { row: ctx.row, rowKey, body: values });
    message.success(ctx.form.success ?? action.success ?? res.msg ?? '操作成功!');
    // A value answered once (an API key's secret): shown now, copyable, and not kept in any state.
    const revealed = ctx.form.reveal ? (res.data as Row | undefined)?.[ctx.form.reveal] : undefined;
    if (typeof revealed === 'string') {
      modal.info({
        title: schema.fields[ctx.form.reveal!]?.title ?? '请保存',
        content: <RevealedValue value={revealed} message={res.msg} />,
        okText: '我已保存',
        width: 560,
      });
    }
    reload();
  };

  const holder = (
    <>
      {modalHolder}
      {openForm && <FormShell key={openForm.key} ctx={openForm.ctx} open={open} onOpenChange={setOpen} submit={submit} />}
    </>
  );
  return { run, holder };
}
