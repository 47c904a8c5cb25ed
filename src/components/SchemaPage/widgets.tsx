import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { FieldWidgetProps } from './registry';

/** Built-in field widgets; each renders its own Form.Item so it also works inside Form.List rows. */
export function TextWidget({ name, label, def, rules, placeholder, noStyle }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Input
        placeholder={placeholder ?? def.placeholder ?? `请输入${def.title ?? ''}`}
        maxLength={def.maxLength}
        showCount={def.maxLength !== undefined}
        allowClear
      />
    </Form.Item>
  );
}

export function TextAreaWidget({ name, label, def, rules, placeholder, noStyle }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Input.TextArea
        placeholder={placeholder ?? def.placeholder ?? `请输入${def.title ?? ''}`}
        maxLength={def.maxLength}
        showCount={def.maxLength !== undefined}
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
    </Form.Item>
  );
}

export function NumberWidget({ name, label, def, rules, placeholder, noStyle }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <InputNumber
        style={{ width: '100%' }}
        min={def.minimum}
        max={def.maximum}
        precision={def.type === 'integer' ? 0 : undefined}
        placeholder={placeholder ?? def.placeholder ?? `请输入${def.title ?? ''}`}
      />
    </Form.Item>
  );
}

export function SelectWidget({ name, label, def, rules, placeholder, noStyle }: FieldWidgetProps) {
  const options = (def.enum ?? []).map((value, i) => ({ value, label: def.enumNames?.[i] ?? String(value) }));
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Select options={options} allowClear placeholder={placeholder ?? def.placeholder ?? `请选择${def.title ?? ''}`} />
    </Form.Item>
  );
}

export function SwitchWidget({ name, label, rules, noStyle }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

/** One choice out of `enum` (labels from `enumNames`), e.g. 是 / 否. */
export function RadioWidget({ name, label, def, rules, noStyle }: FieldWidgetProps) {
  const options = (def.enum ?? []).map((value, i) => ({ value, label: def.enumNames?.[i] ?? String(value) }));
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Radio.Group options={options} />
    </Form.Item>
  );
}
