import { Form, Select } from 'antd';
import ImageUpload, { ImageListUpload, type ImageKind } from '@/components/ImageUpload';
import { INDUSTRY_OPTIONS } from '@/constants/industries';
import type { FieldWidgetProps } from './registry';
import { placeholderOf } from './rules';

/** An image field's `accept` (the meta-schema lets an image field name image kinds only). */
const imageKinds = (accept: readonly string[] | undefined) => accept as readonly ImageKind[] | undefined;

/**
 * An image (jpg/png, ≤ 2 MB) uploaded to the storage service (the company's, or the platform's for an operator); the
 * value is its url. A list field (`multiple`, a template's previews) takes several, kept as one comma list of urls.
 */
export function ImageUploadWidget({ name, label, def, rules, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      {def.multiple ? <ImageListUpload disabled={disabled} alt={def.title} kinds={imageKinds(def.accept)} /> : <ImageUpload disabled={disabled} alt={def.title} kinds={imageKinds(def.accept)} />}
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
