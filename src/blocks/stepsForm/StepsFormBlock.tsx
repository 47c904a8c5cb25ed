/**
 * The `stepsForm` block: a wizard of field steps (上一步, 下一步) whose last step sends every shown value to `save`,
 * with an optional 保存并继续添加.
 */
import { Button, Form, message, Space, Steps } from 'antd';
import { useMemo, useState } from 'react';
import { fieldDefaults } from '@/components/SchemaPage/rules';
import { callOperation, operationOf } from '../calls';
import BlockFormItems from '../form/BlockFormItems';
import { useBlockForm } from '../form/useBlockForm';
import { bodyOf, initialValues } from '../recordForm/form-items';
import type { BlockProps, Row } from '../types';
import { allItems, moveStep, normalizeSteps, stepOfField } from './steps';

type Saving = 'save' | 'continue';

/**
 * A wizard: each step shows its fields; 下一步 checks those shown, 上一步 goes back, the last step sends every shown
 * value to `save` (a field still wrong sends the wizard back to its step). 保存 then closes a dialog;
 * `continueText` (保存并继续添加) empties the form and goes back to the first step. The page reloads after a save.
 */
export default function StepsFormBlock({ block, page, row, onDone, onCancel }: BlockProps) {
  const { schema } = page;
  const formName = `${schema.id}_${block.key ?? 'steps'}`;
  const steps = useMemo(() => normalizeSteps(block.steps), [block.steps]);
  const items = useMemo(() => allItems(steps), [steps]);
  const initial = useMemo(
    () => ({
      ...fieldDefaults(
        items.map((item) => item.field),
        schema.fields as never,
      ),
      ...initialValues(items, row),
    }),
    [items, row],
  );
  const model = useBlockForm(page, block, items, row, initial);
  const { form } = model;
  const [current, setCurrent] = useState(0);
  const [saving, setSaving] = useState<Saving>();
  const save = operationOf(page, block, block.save);
  const last = current === steps.length - 1;

  const next = async () => {
    const shown = steps[current].items.filter((item) => model.stateOf(item).visible).map((item) => item.field);
    await form.validateFields(shown);
    setCurrent(moveStep(steps, current, 1));
  };

  const submit = async (how: Saving) => {
    if (!save) return;
    let values: Row;
    try {
      values = await form.validateFields();
    } catch (error) {
      const field = (error as { errorFields?: { name: (string | number)[] }[] })?.errorFields?.[0]?.name?.[0];
      const step = stepOfField(steps, String(field));
      if (step >= 0) setCurrent(step);
      return;
    }
    const all = { ...form.getFieldsValue(true), ...values };
    setSaving(how);
    try {
      const res = await callOperation(save, { row, body: bodyOf(model.sentFor(all), all, schema.fields) });
      message.success(block.success ?? res.msg ?? '操作成功!');
      form.resetFields();
      model.sync();
      setCurrent(0);
      page.reload();
      if (how === 'save') onDone?.();
    } catch {
      // shown by the request client
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <div data-steps-form={block.key ?? block.save}>
      <Steps size="small" current={current} items={steps.map((step) => ({ title: step.title }))} style={{ marginBottom: 24 }} />
      <Form form={form} name={formName} layout={block.layout ?? 'vertical'} initialValues={initial} onValuesChange={model.onValuesChange} preserve>
        {steps.map((step, index) => (
          // Fields of other steps stay mounted (hidden) so their values are kept and sent at the end.
          <div key={step.title} style={{ display: index === current ? undefined : 'none' }}>
            <BlockFormItems items={step.items} model={model} formName={formName} />
          </div>
        ))}
      </Form>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        {current === 0 && onCancel && <Button onClick={onCancel}>取消</Button>}
        {current > 0 && <Button onClick={() => setCurrent(moveStep(steps, current, -1))}>上一步</Button>}
        {!last && (
          <Button type="primary" onClick={() => void next().catch(() => undefined)}>
            下一步
          </Button>
        )}
        {last && save && block.continueText && (
          <Button loading={saving === 'continue'} disabled={saving === 'save'} onClick={() => void submit('continue')}>
            {block.continueText}
          </Button>
        )}
        {last && save && (
          <Button type="primary" loading={saving === 'save'} disabled={saving === 'continue'} onClick={() => void submit('save')}>
            {block.submitText ?? '提交'}
          </Button>
        )}
      </Space>
    </div>
  );
}
