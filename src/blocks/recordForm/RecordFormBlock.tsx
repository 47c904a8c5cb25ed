import { useModel } from '@umijs/max';
import { Button, Col, ConfigProvider, Form, message, Result, Row as GridRow, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { fieldRules, widgetFor as defaultWidget } from '@/components/SchemaPage/rules';
import { fetchCurrentUser } from '@/services/initial-state';
import { widgetFor } from '@/widgets';
import { callOperation, operationOf } from '../calls';
import type { BlockField, BlockProps, ItemSpec, Row } from '../types';
import { useRecord } from '../useRecord';
import { holds } from '../when';
import { besideAnother, bodyOf, initialValues, itemField, normalizeItems } from './form-items';

interface ItemProps {
  item: ItemSpec;
  def?: BlockField;
  required: boolean;
  disabled: boolean;
  formName: string;
  /** Beside another item in its row: the label only as wide as its text. */
  beside: boolean;
}

/** One item: the label, help and errors around the field's registered widget (the widget binds the value). */
function FormItem({ item, def, required, disabled, formName, beside }: ItemProps) {
  const field = itemField(item, def);
  const Widget = widgetFor(field, () => defaultWidget(field as never));
  const help = disabled && item.disabledHelp ? item.disabledHelp : item.help ?? field.description;
  const control = (
    <div className={item.className}>
      <Widget name={item.field} def={field as never} rules={fieldRules(item.field, field as never, required)} placeholder={item.placeholder} disabled={disabled || undefined} noStyle />
    </div>
  );
  return (
    <Form.Item label={field.title} required={required} extra={help} htmlFor={`${formName}_${item.field}`} labelCol={beside ? { flex: 'none' } : undefined}>
      {disabled ? <ConfigProvider componentDisabled>{control}</ConfigProvider> : control}
    </Form.Item>
  );
}

/**
 * One record in a form: loaded with `load`, the named fields edited with their registered widgets and rules, saved
 * with `save` (then the page reloads; `refreshSession` re-reads the signed-in user for the header). A caller the
 * save operation is not served to sees the record read-only, without the button. In a dialog: 取消 and the button.
 */
export default function RecordFormBlock({ block, page, row, onDone, onCancel }: BlockProps) {
  const { schema } = page;
  const formName = `${schema.id}_${block.key ?? block.save ?? 'form'}`;
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { setInitialState } = useModel('@@initialState');
  const { record, loading, failed } = useRecord(page, block, row);
  const items = useMemo(() => normalizeItems(block.items), [block.items]);
  const beside = useMemo(() => besideAnother(items), [items]);
  const save = operationOf(page, block, block.save);
  const inDialog = Boolean(onDone);
  const required = new Set(schema.required ?? []);

  useEffect(() => {
    if (record) form.setFieldsValue(initialValues(items, record));
  }, [record]);

  if (failed) return <Result status="warning" title="加载失败" subTitle="请稍后重试" />;
  if (loading) return <Skeleton active paragraph={{ rows: items.length }} />;

  const submit = async (values: Row) => {
    if (!save) return;
    setSaving(true);
    try {
      const res = await callOperation(save, { row: record, body: bodyOf(items, values, schema.fields) });
      message.success(block.success ?? res.msg ?? '操作成功!');
      if (block.refreshSession) {
        const currentUser = await fetchCurrentUser();
        if (currentUser) void setInitialState((state: any) => ({ ...state, currentUser }));
      }
      onDone?.();
      page.reload();
    } catch {
      // the request client already showed the server's message
    } finally {
      setSaving(false);
    }
  };

  /** A field that shows an error is checked again as soon as it changes (a blur-checked form too: an upload has no blur). */
  const recheckShownErrors = (changed: Row) => {
    const showing = Object.keys(changed).filter((name) => form.getFieldError(name).length > 0);
    if (showing.length) void form.validateFields(showing).catch(() => undefined);
  };

  const layout = block.layout ?? (inDialog ? 'vertical' : 'horizontal');
  const horizontal = layout === 'horizontal';
  return (
    <Form
      form={form}
      name={formName}
      layout={layout}
      labelCol={horizontal ? { flex: '112px' } : undefined}
      validateTrigger={block.validateOn === 'blur' ? 'onBlur' : 'onChange'}
      onValuesChange={recheckShownErrors}
      disabled={!save}
      onFinish={submit}
      style={{ maxWidth: block.maxWidth }}
    >
      <GridRow gutter={16}>
        {items.map((item, index) => (
          <Col key={item.field} xs={24} md={item.span ?? 24}>
            <FormItem
              item={item}
              def={schema.fields[item.field]}
              required={item.required ?? required.has(item.field)}
              disabled={holds(item.disabledWhen, record)}
              formName={formName}
              beside={beside[index]}
            />
          </Col>
        ))}
      </GridRow>
      {save && (
        <Form.Item label={horizontal ? ' ' : undefined} colon={false} style={{ marginBottom: 0, textAlign: inDialog ? 'right' : undefined }}>
          <Space>
            {inDialog && (
              <Button onClick={onCancel} disabled={false}>
                取消
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={saving}>
              {block.submitText ?? '保存'}
            </Button>
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
