/**
 * The dialog or drawer of a section's form (its `layout`), filled by the form's registered kind, which also
 * turns the values into the body sent.
 */
import { DrawerForm, ModalForm } from '@ant-design/pro-components';
import { Alert, message } from 'antd';
import { formKinds, type FormContext } from './registry';

interface Props {
  ctx: FormContext;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the body; resolves when the server accepted it. */
  submit: (body: unknown) => Promise<void>;
}

/** A schema form in a Modal (`layout: modal`, the default) or a Drawer (`layout: drawer`), by its registered kind. */
export default function FormShell({ ctx, open, onOpenChange, submit }: Props) {
  const kind = formKinds.require(ctx.form.kind ?? 'plain');
  const { Fields } = kind;
  const intro = ctx.form.intro ? <Alert type="info" showIcon message={ctx.form.intro} style={{ marginBottom: 16 }} /> : null;
  const common = {
    title: ctx.form.title,
    width: ctx.form.width ?? (ctx.form.layout === 'drawer' ? 600 : 550),
    open,
    onOpenChange,
    layout: 'vertical' as const,
    initialValues: kind.initialValues?.(ctx),
    submitter: { searchConfig: { submitText: '确定', resetText: '取消' } },
    onFinish: async (values: Record<string, any>) => {
      const body = kind.toBody(values, ctx);
      if (body === undefined) {
        message.warning('请至少填写一项内容');
        return false;
      }
      try {
        await submit(body);
        return true;
      } catch {
        return false; // the request client already showed the server's message
      }
    },
  };
  if (ctx.form.layout === 'drawer') {
    return (
      <DrawerForm {...common} drawerProps={{ destroyOnHidden: true, maskClosable: false }}>
        {intro}
        <Fields ctx={ctx} />
      </DrawerForm>
    );
  }
  return (
    <ModalForm {...common} modalProps={{ destroyOnHidden: true, maskClosable: false, styles: { header: { marginBottom: 20 } } }}>
      {intro}
      <Fields ctx={ctx} />
    </ModalForm>
  );
}
