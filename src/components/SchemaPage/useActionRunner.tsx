import { message, Modal } from 'antd';
import { useCallback, useState } from 'react';
import FormShell from './FormShell';
import { callOperation } from './operations';
import type { FormContext } from './registry';
import type { ActionDef, Row, SectionSchema } from './types';

interface OpenForm {
  action: ActionDef;
  ctx: FormContext;
  /** New key per opening: every dialog starts from fresh initial values. */
  key: number;
}

/**
 * Runs toolbar and row actions: opens the action's form, or asks for confirmation (`confirm` text) and calls the
 * operation; then shows the `success` text and reloads the table.
 */
export function useActionRunner(schema: SectionSchema, reload: () => void) {
  const [modal, modalHolder] = Modal.useModal();
  const [openForm, setOpenForm] = useState<OpenForm>();
  const [open, setOpen] = useState(false);
  const rowKey = schema.rowKey ?? 'id';

  const run = useCallback(
    (action: ActionDef, row?: Row) => {
      const operation = schema.operations[action.operation];
      if (!operation) {
        message.error(`未配置操作: ${action.operation}`);
        return;
      }
      if (action.form) {
        const form = schema.forms?.[action.form];
        if (!form) {
          message.error(`未配置表单: ${action.form}`);
          return;
        }
        setOpenForm({ action, ctx: { schema, form, row }, key: Date.now() });
        setOpen(true);
        return;
      }
      const execute = async () => {
        try {
          const res = await callOperation(operation, { row, rowKey });
          message.success(action.success ?? res.msg ?? '操作成功!');
          reload();
        } catch {
          // the request client already showed the server's message
        }
      };
      if (action.confirm) {
        modal.confirm({ title: '提示', content: action.confirm, okText: '确定', cancelText: '取消', onOk: execute });
      } else {
        void execute();
      }
    },
    [schema, rowKey, modal, reload],
  );

  const submit = async (body: unknown) => {
    if (!openForm) return;
    const { action, ctx } = openForm;
    const res = await callOperation(schema.operations[action.operation], { row: ctx.row, rowKey, body });
    message.success(ctx.form.success ?? action.success ?? res.msg ?? '操作成功!');
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
