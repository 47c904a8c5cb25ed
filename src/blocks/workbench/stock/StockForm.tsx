/**
 * The form of one stock row (新增库存 / 编辑): the section's number rules as typed, the server's refusals shown at
 * their fields.
 */
import { Form, Input, InputNumber, Modal, Space, message } from 'antd';
import type { FormInstance } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { fieldRules } from '@/components/SchemaPage/rules';
import type { FieldDef } from '@/components/SchemaPage/types';
import { ApiError } from '@/services/request';
import { createStock, updateStock, type StockInput, type StockRecord } from './stock-calls';

export type Editing = { row?: StockRecord } | null;

const EMPTY = { brandName: undefined, goodsName: undefined, series: undefined, specModel: undefined, itemNo: undefined, retailPrice: undefined, availableQty: undefined, qq: undefined };

/** A refusal that names its field (400 with the field list, 409 for a taken 订货号) is shown at that field too. */
function showAtField(form: FormInstance, error: unknown) {
  if (!(error instanceof ApiError) || !error.body) return;
  const named = Array.isArray(error.body.data) && typeof error.body.data[0] === 'string' ? (error.body.data[0] as string) : error.status === 409 ? 'itemNo' : undefined;
  if (named && named in EMPTY) form.setFields([{ name: named, errors: [error.body.msg] }]);
}

/**
 * Add or edit one row of the company's stock. The rules are the section's fields as served (the server checks the
 * same, with the same messages): numbers are refused as typed, never rounded or clamped.
 */
export default function StockForm({ editing, fields, required, onDone }: { editing: Editing; fields: Record<string, FieldDef>; required: string[]; onDone: (saved: boolean) => void }) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (editing) form.setFieldsValue(editing.row ?? EMPTY);
  }, [editing, form]);
  const rules = (name: string) => fieldRules(name, fields[name], required.includes(name));
  const save = async () => {
    let values: StockInput;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows its messages
    }
    const body = { ...values, series: values.series ?? '', qq: values.qq ?? '' };
    setSaving(true);
    try {
      if (editing?.row) await updateStock(editing.row.id, body);
      else await createStock(body);
      message.success(editing?.row ? '修改成功!' : '发布成功!');
      onDone(true);
    } catch (error) {
      // The request client showed the server's message.
      showAtField(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title={editing?.row ? '编辑库存' : '新增库存'} open={Boolean(editing)} onOk={save} confirmLoading={saving} onCancel={() => onDone(false)} okText="保存" cancelText="取消" width={560} destroyOnHidden forceRender>
      {/* A name of its own: the ids of its inputs must not be the search form's (specModel, itemNo) beside it. */}
      <Form form={form} name="stockForm" layout="vertical" requiredMark>
        <Space.Compact block>
          <Form.Item name="brandName" label="品牌" rules={rules('brandName')} style={{ flex: 1, marginRight: 12 }}>
            <Input maxLength={50} placeholder="如 SKF" />
          </Form.Item>
          <Form.Item name="series" label="系列" rules={rules('series')} style={{ flex: 1 }}>
            <Input maxLength={50} placeholder="如 6200系列" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="goodsName" label="产品名称" rules={rules('goodsName')}>
          <Input maxLength={100} placeholder="如 深沟球轴承" />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="specModel" label="型号" rules={rules('specModel')} style={{ flex: 1, marginRight: 12 }}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="itemNo" label="订货号" rules={rules('itemNo')} style={{ flex: 1 }}>
            <Input maxLength={50} />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block>
          <Form.Item name="retailPrice" label="面价(元)" rules={rules('retailPrice')} style={{ flex: 1, marginRight: 12 }}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="availableQty" label="可用数量" rules={rules('availableQty')} style={{ flex: 1 }}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="qq" label="QQ" rules={rules('qq')}>
          <Input maxLength={15} placeholder="买家点击“咨询”时联系的 QQ" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
