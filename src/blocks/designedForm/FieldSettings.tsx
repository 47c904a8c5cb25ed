/** The settings of the designer's selected field: title, required, help text, placeholder, choices and limits by kind. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Space, Switch } from 'antd';
import { fieldProblems, hasItemCount, hasLengths, hasOptions, hasPlaceholder, hasRange, type DesignedField } from './field-model';
import styles from './designed-form.less';

interface Props {
  field: DesignedField;
  onChange: (field: DesignedField) => void;
}

const count = (value: number | null) => (value === null ? undefined : value);

export default function FieldSettings({ field, onChange }: Props) {
  const set = (patch: Partial<DesignedField>) => onChange({ ...field, ...patch });
  const problems = fieldProblems(field);
  const options = field.options ?? [];
  const pair = (a: keyof DesignedField, b: keyof DesignedField, labels: [string, string], whole: boolean, min?: number) => (
    <Space.Compact block>
      {[a, b].map((key, index) => (
        <InputNumber
          key={key}
          placeholder={labels[index]}
          aria-label={labels[index]}
          min={min}
          max={whole ? 5000 : undefined}
          precision={whole ? 0 : undefined}
          value={field[key] as number | undefined}
          onChange={(value) => set({ [key]: count(value as number | null) })}
          style={{ width: '50%' }}
        />
      ))}
    </Space.Compact>
  );
  return (
    <Form layout="vertical" size="small" className={styles.settings} data-testid="field-settings" data-field={field.key}>
      <Form.Item label="标题" required>
        <Input value={field.title} maxLength={50} onChange={(event) => set({ title: event.target.value })} aria-label="字段标题" />
      </Form.Item>
      <Form.Item label="必填">
        <Switch checked={field.required} onChange={(required) => set({ required })} aria-label="必填" />
      </Form.Item>
      {hasPlaceholder(field.kind) && (
        <Form.Item label="占位提示">
          <Input value={field.placeholder} maxLength={100} onChange={(event) => set({ placeholder: event.target.value || undefined })} aria-label="占位提示" />
        </Form.Item>
      )}
      <Form.Item label="帮助说明">
        <Input.TextArea value={field.description} maxLength={200} rows={2} onChange={(event) => set({ description: event.target.value || undefined })} aria-label="帮助说明" />
      </Form.Item>
      {hasOptions(field.kind) && (
        <Form.Item label="选项">
          <Space direction="vertical" style={{ width: '100%' }} size={4}>
            {options.map((option, index) => (
              <Space.Compact block key={index}>
                <Input
                  value={option}
                  maxLength={50}
                  aria-label={`选项${index + 1}`}
                  onChange={(event) => set({ options: options.map((old, at) => (at === index ? event.target.value : old)) })}
                />
                <Button icon={<DeleteOutlined />} aria-label="删除选项" disabled={options.length <= 1} onClick={() => set({ options: options.filter((_, at) => at !== index) })} />
              </Space.Compact>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} disabled={options.length >= 50} onClick={() => set({ options: [...options, `选项${options.length + 1}`] })}>
              添加选项
            </Button>
          </Space>
        </Form.Item>
      )}
      {hasLengths(field.kind) && <Form.Item label="字数限制">{pair('minLength', 'maxLength', ['最少字数', '最多字数'], true, 0)}</Form.Item>}
      {hasRange(field.kind) && (
        <>
          <Form.Item label="数值范围">{pair('minimum', 'maximum', ['最小值', '最大值'], false)}</Form.Item>
          <Form.Item>
            <Checkbox checked={Boolean(field.integer)} onChange={(event) => set({ integer: event.target.checked || undefined })}>
              只允许整数
            </Checkbox>
          </Form.Item>
        </>
      )}
      {hasItemCount(field.kind) && <Form.Item label="选择项数">{pair('minItems', 'maxItems', ['最少选择', '最多选择'], true, 0)}</Form.Item>}
      {problems.length > 0 && <Alert type="error" showIcon message={problems.join('；')} />}
    </Form>
  );
}
