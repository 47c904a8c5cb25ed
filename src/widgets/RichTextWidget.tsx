import { Form } from 'antd';
import type { FieldWidgetProps } from '@/components/SchemaPage/registry';
import RichTextEditor from './RichTextEditor';

/** Text the editor's HTML keeps (the server answers the field's required message for a body with none). */
const hasText = (html?: string) => Boolean(html && (html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() || /<img\b/i.test(html)));

/**
 * The registered `richText` widget: a `text` field with `format: html` (sanitised again on the server). A required
 * field that keeps no text shows its required message, as the server would answer.
 */
export function RichTextWidget({ name, label, def, rules, noStyle }: FieldWidgetProps) {
  const required = rules.some((rule) => typeof rule === 'object' && 'required' in rule && rule.required);
  const message = def.requiredMessage ?? def.messages?.required ?? `请输入${def.title ?? ''}`;
  const kept = required ? [...rules, { validator: (_rule: unknown, value?: string) => (!value || hasText(value) ? Promise.resolve() : Promise.reject(new Error(message))) }] : rules;
  return (
    <Form.Item name={name} label={label} rules={kept} noStyle={noStyle}>
      <RichTextEditor label={def.title} />
    </Form.Item>
  );
}
