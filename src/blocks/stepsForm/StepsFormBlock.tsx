import { Button, Form, message, Space, Steps } from 'antd';
import { useMemo, useState } from 'react';
import { fieldRules, widgetFor as defaultWidget } from '@/components/SchemaPage/rules';
import { widgetFor } from '@/widgets';
import { callOperation, operationOf } from '../calls';
import { bodyOf, itemField } from '../recordForm/form-items';
import type { BlockProps, ItemSpec, Row } from '../types';
import { allItems, moveStep, normalizeSteps, stepFields } from './steps';

function StepItem({ item, page, required, hidden }: { item: ItemSpec; page: BlockProps['page']; required: boolean; hidden: boolean }) {
  const field = itemField(item, page.schema.fields[item.field]);
  const Widget = widgetFor(field, () => defaultWidget(field as never));
  return (
    // Fields of other steps stay mounted (hidden) so their values are kept and sent at the end.
    <div style={{ display: hidden ? 'none' : undefined }}>
      <Widget name={item.field} label={field.title} def={field as never} rules={fieldRules(item.field, field as never, required)} placeholder={item.placeholder} />
    </div>
  );
}

/**
 * A wizard: each step shows its fields; 下一步 checks them, 上一步 goes back, the last step sends every value to
 * `save` (then the page reloads and a dialog closes).
 */
export default function StepsFormBlock({ block, page, row, onDone, onCancel }: BlockProps) {
  const [form] = Form.useForm();
  const [current, setCurrent] = useState(0);
  const [saving, setSaving] = useState(false);
  const steps = useMemo(() => normalizeSteps(block.steps), [block.steps]);
  const save = operationOf(page, block, block.save);
  const required = new Set(page.schema.required ?? []);
  const last = current === steps.length - 1;

  const next = async () => {
    await form.validateFields(stepFields(steps, current));
    setCurrent(moveStep(steps, current, 1));
  };
  const submit = async () => {
    if (!save) return;
    const values = (await form.validateFields()) as Row;
    setSaving(true);
    try {
      const res = await callOperation(save, { row, body: bodyOf(allItems(steps), { ...form.getFieldsValue(true), ...values }, page.schema.fields) });
      message.success(block.success ?? res.msg ?? '操作成功!');
      form.resetFields();
      setCurrent(0);
      onDone?.();
      page.reload();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-steps-form={block.key ?? block.save}>
      <Steps size="small" current={current} items={steps.map((step) => ({ title: step.title }))} style={{ marginBottom: 24 }} />
      <Form form={form} name={`${page.schema.id}_${block.key ?? 'steps'}`} layout={block.layout ?? 'vertical'} preserve>
        {steps.map((step, index) =>
          step.items.map((item) => (
            <StepItem key={`${index}:${item.field}`} item={item} page={page} required={item.required ?? required.has(item.field)} hidden={index !== current} />
          )),
        )}
      </Form>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
        {current > 0 && <Button onClick={() => setCurrent(moveStep(steps, current, -1))}>上一步</Button>}
        {!last && (
          <Button type="primary" onClick={() => void next().catch(() => undefined)}>
            下一步
          </Button>
        )}
        {last && save && (
          <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
            {block.submitText ?? '提交'}
          </Button>
        )}
      </Space>
    </div>
  );
}
