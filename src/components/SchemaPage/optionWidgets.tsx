import { Checkbox, Form, TreeSelect, Typography } from 'antd';
import type { FieldWidgetProps } from './registry';
import { enumOptions, placeholderOf } from './rules';

/** Several of the field's choices (loaded `options` or its enum) as checkboxes; the value is the list of their values. */
export function CheckboxGroupWidget({ name, label, def, rules, noStyle, disabled }: FieldWidgetProps) {
  const options = enumOptions(def);
  return (
    <>
      <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
        <Checkbox.Group options={options} disabled={disabled} />
      </Form.Item>
      {options.length === 0 && <Typography.Text type="secondary">{def.emptyText ?? '暂无可选项'}</Typography.Text>}
    </>
  );
}

/** One node of a tree of choices (loaded `options` with children, e.g. the departments), searchable, expanded. */
export function TreeSelectWidget({ name, label, def, rules, placeholder, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <TreeSelect
        treeData={enumOptions(def)}
        fieldNames={{ label: 'label', value: 'value', children: 'children' }}
        treeDefaultExpandAll
        showSearch
        treeNodeFilterProp="label"
        allowClear
        listHeight={320}
        placeholder={placeholder ?? placeholderOf(def, '请选择')}
        disabled={disabled}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
