import { Form, Select } from 'antd';
import ImageUpload from '@/components/ImageUpload';
import { INDUSTRY_OPTIONS } from '@/constants/industries';
import type { FieldWidgetProps } from './registry';
import { placeholderOf } from './rules';

/** An image of the company (jpg/png, ≤ 2 MB) uploaded to the storage service; the value is its url. */
export function ImageUploadWidget({ name, label, def, rules, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <ImageUpload disabled={disabled} alt={def.title} />
    </Form.Item>
  );
}

/** One of the fixed industries (schemas/_dict/industries.json), stored by name. */
export function IndustryWidget({ name, label, def, rules, placeholder, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Select options={INDUSTRY_OPTIONS} showSearch allowClear placeholder={placeholder ?? placeholderOf(def, '请选择')} disabled={disabled} />
    </Form.Item>
  );
}
