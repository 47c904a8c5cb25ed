import { Cascader, Form } from 'antd';
import type { FieldWidgetProps } from '@/components/SchemaPage/registry';
import { REGIONS } from '../../shared/regions';

/** A `region` field: province / city / county of the mainland (the server checks the same chain), codes as the value. */
export default function RegionCascader({ name, label, def, rules, placeholder, noStyle }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Cascader options={REGIONS} showSearch={{ limit: 50 }} style={{ width: '100%' }} placeholder={placeholder ?? def.placeholder ?? `请选择${def.title ?? ''}`} />
    </Form.Item>
  );
}
