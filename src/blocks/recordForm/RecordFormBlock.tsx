import { history, useModel } from '@umijs/max';
import { Button, Form, message, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { fieldDefaults } from '@/components/SchemaPage/rules';
import { fetchCurrentUser } from '@/services/initial-state';
import { callOperation, operationOf } from '../calls';
import BlockFormItems from '../form/BlockFormItems';
import { useBlockForm } from '../form/useBlockForm';
import { fillLink, fillTemplate, fillValues } from '../template';
import type { BlockProps, Row } from '../types';
import { useRecord } from '../useRecord';
import { bodyOf, initialValues, normalizeItems, saveRequest } from './form-items';

/**
 * One record in a form: loaded with `load` (or the row a dialog was opened with; neither: the fields' defaults), the
 * named fields edited with their registered widgets and rules, saved with `save` with the `body` template's values
 * beside the form's, or, with `link`, opens that route with the values filled in (then the page reloads; `refreshSession` re-reads the signed-in user for the header). A caller the save operation is not served to sees the record read-only, without the
 * button. In a dialog: 取消 and the button. While the loaded record has no id (a settings row not saved yet) the
 * values go to `saveNew` (create) instead. With `editToggle` the record shows read-only until 编辑; 保存 or 取消
 * returns it to read-only.
 */
export default function RecordFormBlock({ block, page, row, onDone, onCancel }: BlockProps) {
  const { schema } = page;
  const formName = `${schema.id}_${block.key ?? block.save ?? 'form'}`;
  const [saving, setSaving] = useState(false);
  const { setInitialState } = useModel('@@initialState');
  const { record, loading, failed } = useRecord(page, block, row);
  const items = useMemo(() => normalizeItems(block.items), [block.items]);
  const model = useBlockForm(page, block, items, record);
  const { form } = model;
  const [editing, setEditing] = useState(!block.editToggle);
  // A record not saved yet (no id) is created with `saveNew`, an existing one updated with `save`.
  const isNew = Boolean(block.saveNew) && (record?.[block.valueField ?? 'id'] ?? null) === null;
  const save = operationOf(page, block, isNew ? block.saveNew : block.save);
  const inDialog = Boolean(onDone);
  const startValues = () => (isNew ? { ...fieldDefaults(items.map((item) => item.field), schema.fields as never), ...initialValues(items, record) } : initialValues(items, record));

  useEffect(() => {
    if (record) form.setFieldsValue(startValues());
    // Nothing to load and no row (a 新增 dialog): a new record starts from the fields' defaults.
    else if (block.load === undefined) form.setFieldsValue(fieldDefaults(items.map((item) => item.field), schema.fields as never));
    else return;
    model.sync();
  }, [record]);

  if (failed) return <Result status="warning" title="加载失败" subTitle="请稍后重试" />;
  if (loading) return <Skeleton active paragraph={{ rows: items.length }} />;

  const submit = async (values: Row) => {
    const all = { ...form.getFieldsValue(true), ...values };
    if (block.link) return void history.push(fillLink(block.link, { ...record, ...all }));
    if (!save) return;
    const formValues = bodyOf(model.sentFor(all), all, schema.fields);
    const params = fillValues(block.params, { ...record, ...all });
    const extra = fillValues(block.body, record);
    setSaving(true);
    try {
      const res = await callOperation(save, { row: record, ...saveRequest(block.valuesIn, params, formValues, extra) });
      message.success(block.success ?? res.msg ?? '操作成功!');
      if (block.refreshSession) {
        const currentUser = await fetchCurrentUser();
        if (currentUser) void setInitialState((state: any) => ({ ...state, currentUser }));
      }
      // A form that records something new (no record loaded) starts empty again.
      if (block.load === undefined && !row) form.setFieldsValue({ ...Object.fromEntries(items.map((item) => [item.field, undefined])), ...fieldDefaults(items.map((item) => item.field), schema.fields as never) });
      onDone?.();
      if (block.editToggle) setEditing(false);
      page.reload();
    } catch {
      // the request client already showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const layout = block.layout ?? (inDialog ? 'vertical' : 'horizontal');
  const horizontal = layout === 'horizontal';
  const cancelEdit = () => {
    form.resetFields();
    form.setFieldsValue(startValues());
    model.sync();
    setEditing(false);
  };
  const buttons =
    block.editToggle && !editing ? (
      <Button type="primary" disabled={false} onClick={() => setEditing(true)} data-testid="form-edit">
        编辑
      </Button>
    ) : (
      <>
        {inDialog && (
          <Button onClick={onCancel} disabled={false}>
            取消
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          {block.submitText ?? '保存'}
        </Button>
        {block.editToggle && <Button onClick={cancelEdit}>取消</Button>}
      </>
    );
  return (
    <Form
      form={form}
      name={formName}
      layout={layout}
      labelCol={horizontal ? { flex: '112px' } : undefined}
      validateTrigger={block.validateOn === 'blur' ? 'onBlur' : 'onChange'}
      onValuesChange={model.onValuesChange}
      disabled={(!save && !block.link) || !editing}
      onFinish={submit}
      style={{ maxWidth: block.maxWidth }}
    >
      {block.intro && <Typography.Paragraph type="secondary">{fillTemplate(block.intro, record)}</Typography.Paragraph>}
      <BlockFormItems items={items} model={model} formName={formName} />
      {(save || block.link) && (
        <Form.Item label={horizontal ? ' ' : undefined} colon={false} style={{ marginBottom: 0, textAlign: inDialog ? 'right' : undefined }}>
          <Space>{buttons}</Space>
        </Form.Item>
      )}
    </Form>
  );
}
