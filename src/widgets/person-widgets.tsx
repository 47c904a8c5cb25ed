import { Form } from 'antd';
import type { FieldWidgetProps, SearchWidget } from '@/components/SchemaPage/registry';
import { personParams } from '@/components/SchemaPage/person-params';
import { callOperation } from '@/blocks/calls';
import type { BlockOperation } from '@/blocks/types';
import type { MemberLoader, Page, Person } from './PersonPicker';
import PersonTags from './PersonTags';

/**
 * The registered `personPicker` widgets: people of the company named by member id (user/selectPage's). The value is a
 * list of `{id, name}`; a form item's `options.operation` is the member list it pages through (default the notice
 * pickers' plt-user-notice/userPage). A field with `multiple: false` takes one person.
 */
const loaderOf = (source?: BlockOperation): MemberLoader | undefined =>
  source ? (query) => callOperation<Page<Person>>(source, { params: query, quiet: true }) : undefined;

export function PersonPickerWidget({ name, label, def, rules, noStyle, disabled }: FieldWidgetProps) {
  // A list: required means at least one person (every tag closed is as missing as none picked).
  const listRules = rules.map((rule) => (typeof rule === 'object' && 'required' in rule && rule.required ? { ...rule, type: 'array' as const } : rule));
  return (
    <Form.Item name={name} label={label} rules={listRules} noStyle={noStyle}>
      <PersonTags title={`选择${def.title ?? '人员'}`} single={def.multiple === false} load={loaderOf(def.source)} disabled={disabled} />
    </Form.Item>
  );
}

/** The search form's person filter (发布人): one person, sent by member id as the item's parameter (editId). */
export const personPickerSearch: SearchWidget = {
  Control: ({ item, def, value, onChange }) => <PersonTags title={`选择${item.title ?? def.title ?? '人员'}`} single value={value} onChange={onChange} />,
  toParams: personParams,
};
