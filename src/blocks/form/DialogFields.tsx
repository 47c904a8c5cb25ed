/**
 * Items of a block form edited in a dialog (`inDialog`: 考勤设置's WiFi, name and MAC): the form shows the group's
 * values and a button; the dialog holds the items themselves, bound to the same form (kept mounted), so their values
 * are saved with it. 确定 checks the group's items; 取消 puts back what they were when the dialog opened.
 */
import { Button, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ItemSpec, Row } from '../types';
import type { BlockFormModel } from './useBlockForm';

interface Props {
  items: ItemSpec[];
  model: BlockFormModel;
  /** The group's items as the dialog's form items (the caller's own renderer). */
  children: React.ReactNode;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

export default function DialogFields({ items, model, children }: Props) {
  const form = Form.useFormInstance();
  const fields = items.map((item) => item.field);
  const values = (Form.useWatch((all: Row) => fields.map((field) => all?.[field]), form) ?? []) as unknown[];
  const [before, setBefore] = useState<Row>();
  const spec = items[0].inDialog!;
  const summary = items.filter((_, i) => isSet(values[i])).map((item, i) => `${model.fieldOf(item).title}：${values[fields.indexOf(item.field)] ?? ''}`);

  const open = () => setBefore(form.getFieldsValue(fields));
  const close = () => setBefore(undefined);
  const confirm = async () => {
    await form.validateFields(fields);
    close();
  };
  const cancel = () => {
    form.setFieldsValue(before ?? {});
    close();
  };

  return (
    <Form.Item label={spec.title}>
      <Space wrap data-dialog-fields={spec.key}>
        <Typography.Text type={summary.length ? undefined : 'secondary'}>{summary.length ? summary.join('，') : '未设置'}</Typography.Text>
        <Button size="small" onClick={open}>
          {spec.button ?? '设置'}
        </Button>
      </Space>
      <Modal open={before !== undefined} title={spec.title} forceRender onOk={confirm} onCancel={cancel} okText="确定" cancelText="取消">
        {children}
      </Modal>
    </Form.Item>
  );
}
