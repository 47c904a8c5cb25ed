import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Switch, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldWidgetProps } from './registry';
import { enumOptions, placeholderOf } from './rules';

/** Built-in field widgets; each renders its own Form.Item so it also works inside Form.List rows. */
export function TextWidget({ name, label, def, rules, placeholder, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Input placeholder={placeholder ?? placeholderOf(def)} maxLength={def.maxLength} showCount={def.maxLength !== undefined} allowClear disabled={disabled} />
    </Form.Item>
  );
}

export function TextAreaWidget({ name, label, def, rules, placeholder, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Input.TextArea
        placeholder={placeholder ?? placeholderOf(def)}
        maxLength={def.maxLength}
        showCount={def.maxLength !== undefined}
        autoSize={{ minRows: 3, maxRows: 8 }}
        disabled={disabled}
      />
    </Form.Item>
  );
}

export function PasswordWidget({ name, label, def, rules, placeholder, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Input.Password placeholder={placeholder ?? placeholderOf(def)} maxLength={def.maxLength} autoComplete="new-password" disabled={disabled} />
    </Form.Item>
  );
}

/** A number as typed: its bounds and whole-number rule are rules (number-rules.ts) that refuse, never clamp or round. */
export function NumberWidget({ name, label, def, rules, placeholder, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <InputNumber style={{ width: '100%' }} placeholder={placeholder ?? placeholderOf(def)} disabled={disabled} />
    </Form.Item>
  );
}

/**
 * Money in yuan, shown with two decimals (the wire form; the server keeps fen). Its bounds are rules
 * (number-rules.ts), not the input's min/max, which would silently turn 0 into the minimum on blur.
 */
export function MoneyWidget({ name, label, def, rules, placeholder, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <InputNumber style={{ width: '100%' }} precision={2} prefix="¥" placeholder={placeholder ?? placeholderOf(def)} disabled={disabled} />
    </Form.Item>
  );
}

/** A day, kept as `YYYY-MM-DD` text in the form's values (the wire form). */
export function DateWidget({ name, label, def, rules, placeholder, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      noStyle={noStyle}
      getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
      normalize={(value?: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined)}
    >
      <DatePicker style={{ width: '100%' }} placeholder={placeholder ?? placeholderOf(def, '请选择')} disabled={disabled} />
    </Form.Item>
  );
}

/** The comma list of a list field (`multiple`) as the array a multi-select holds, and back. */
const listValueProps = (value?: string | null) => ({ value: typeof value === 'string' ? value.split(',').filter(Boolean) : [] });
const listNormalize = (values?: (string | number)[]) => (values ?? []).join(',');

/** One of `enum`; a list field (`multiple`, e.g. a template's supports) picks several, kept as one comma list. */
export function SelectWidget({ name, label, def, rules, placeholder, noStyle, disabled }: FieldWidgetProps) {
  if (def.multiple) {
    return (
      <Form.Item name={name} label={label} rules={rules} noStyle={noStyle} getValueProps={listValueProps} normalize={listNormalize}>
        <Select mode="multiple" options={enumOptions(def)} allowClear placeholder={placeholder ?? placeholderOf(def, '请选择')} disabled={disabled} />
      </Form.Item>
    );
  }
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Select options={enumOptions(def)} allowClear placeholder={placeholder ?? placeholderOf(def, '请选择')} disabled={disabled} />
    </Form.Item>
  );
}

/** A time of day, kept as `HH:mm:ss` text in the form's values (the wire form; 考勤设置's shift). */
export function TimeWidget({ name, label, def, rules, placeholder, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      noStyle={noStyle}
      getValueProps={(value?: string) => ({ value: value ? dayjs(value, 'HH:mm:ss') : undefined })}
      normalize={(value?: Dayjs | null) => (value ? value.format('HH:mm:ss') : undefined)}
    >
      <TimePicker style={{ width: '100%' }} format="HH:mm:ss" placeholder={placeholder ?? placeholderOf(def, '请选择')} disabled={disabled} />
    </Form.Item>
  );
}

/**
 * On or off: a boolean, or a two-value enum (关闭/开启 as 0/1: the second value is on), whose value stays the enum's
 * so conditions such as `{"field": "isApp", "eq": 1}` and the server read it as declared.
 */
export function SwitchWidget({ name, label, def, rules, noStyle, disabled }: FieldWidgetProps) {
  const pair = def.enum?.length === 2 ? def.enum : undefined;
  const mapped = pair && {
    getValueProps: (value: unknown) => ({ checked: value !== undefined && value !== null && String(value) === String(pair[1]) }),
    normalize: (checked: boolean) => (checked ? pair[1] : pair[0]),
  };
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle} valuePropName="checked" {...mapped}>
      <Switch disabled={disabled} checkedChildren={pair ? def.enumNames?.[1] : undefined} unCheckedChildren={pair ? def.enumNames?.[0] : undefined} />
    </Form.Item>
  );
}

/** A choice's label with its explanation beside it (`optionDescriptions`). */
function Described({ label, text }: { label: string; text: string }) {
  return (
    <span>
      <span style={{ fontWeight: 500 }}>{label}</span>
      <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
        {text}
      </Typography.Text>
    </span>
  );
}

/** One choice out of `enum` (labels from `enumNames`), e.g. 是 / 否; with explanations, one choice per line. */
export function RadioWidget({ name, label, def, rules, noStyle, disabled }: FieldWidgetProps) {
  const descriptions = def.optionDescriptions;
  const options = enumOptions(def).map((option) => {
    const text = descriptions?.[String(option.value)];
    return text ? { value: option.value, label: <Described label={option.label} text={text} /> } : option;
  });
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <Radio.Group options={options} disabled={disabled} style={descriptions ? { display: 'flex', flexDirection: 'column', gap: 12 } : undefined} />
    </Form.Item>
  );
}

/** A yes/no field of two `enum` values (off first, on second, e.g. [0, 1]) as one checkbox labelled with the title. */
export function CheckboxWidget({ name, def, rules, noStyle, disabled }: FieldWidgetProps) {
  const [off = 0, on = 1] = (def.enum ?? []) as unknown[];
  return (
    <Form.Item
      name={name}
      rules={rules}
      noStyle={noStyle}
      valuePropName="checked"
      getValueProps={(value: unknown) => ({ checked: String(value) === String(on) })}
      normalize={(checked: boolean) => (checked ? on : off)}
    >
      <Checkbox disabled={disabled}>{def.title}</Checkbox>
    </Form.Item>
  );
}
