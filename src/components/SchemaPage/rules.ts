import type { Rule } from 'antd/es/form';
import type { FieldDef, FieldOption } from './types';
import { numberRules } from './number-rules';

/** The field's label (its title, else its name). */
export const fieldLabel = (name: string, def?: FieldDef) => def?.title ?? name;

/** A text area from 200 characters on (备注, descriptions). */
const LONG_TEXT = 200;

/** Widget for a field: explicit `widget`, else derived from its type. */
export function widgetFor(def: FieldDef): string {
  if (def.widget) return def.widget;
  if (def.enum) return 'select';
  switch (def.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'money':
      return 'money';
    case 'boolean':
      return 'switch';
    case 'date':
      return 'date';
    case 'image':
      return 'imageUpload';
    case 'text':
      return 'textarea';
    default:
      return (def.maxLength ?? 0) >= LONG_TEXT ? 'textarea' : 'text';
  }
}

/** What an empty input says: the field's placeholder, else its required message (it says what to enter), else 请输入<title>. */
export function placeholderOf(def: FieldDef, verb = '请输入'): string {
  return def.placeholder ?? def.messages?.required ?? def.requiredMessage ?? `${verb}${def.title ?? ''}`;
}

/** The field's choices: those a form loaded for it (`options`), else its enum values labelled with `enumNames`. */
export function enumOptions(def: FieldDef): FieldOption[] {
  if (def.options) return def.options;
  return (def.enum ?? []).map((value, i) => ({ value: value as string | number, label: def.enumNames?.[i] ?? String(value) }));
}

/** The patterns of string formats (the server validates the same: server/engine/validator.ts). */
const FORMAT_PATTERNS: Record<string, RegExp> = { mobile: /^1[3-9]\d{9}$/, email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ };

/** The pattern a text value must match: the field's `pattern`, else its format's. */
export function patternOf(def: FieldDef): RegExp | undefined {
  if (def.pattern) return new RegExp(def.pattern);
  return FORMAT_PATTERNS[def.format ?? ''];
}


/** antd rules from a field definition, with the schema's Chinese messages where it has them. */
export function fieldRules(name: string, def: FieldDef = {}, required = false): Rule[] {
  const title = fieldLabel(name, def);
  const messages = def.messages ?? {};
  const isText = !def.type || def.type === 'string' || def.type === 'text';
  const rules: Rule[] = [];
  if (required) {
    const message = messages.required ?? def.requiredMessage ?? `${['select', 'radio', 'date', 'imageUpload', 'industry'].includes(widgetFor(def)) ? '请选择' : '请输入'}${title}`;
    rules.push(isText ? { required: true, whitespace: true, message } : { required: true, message });
  }
  if (isText && def.minLength !== undefined && def.minLength > 1) {
    rules.push({ min: def.minLength, message: messages.minLength ?? `${title}不能少于${def.minLength}个字符` });
  }
  if (isText && def.maxLength !== undefined) {
    rules.push({ max: def.maxLength, message: messages.maxLength ?? `${title}不能超过${def.maxLength}个字符` });
  }
  const pattern = isText ? patternOf(def) : undefined;
  if (pattern) rules.push({ pattern, message: messages.pattern ?? `${title}格式不正确` });
  rules.push(...numberRules({ ...def, title }));
  return rules;
}

/** Default values of the given fields. */
export function fieldDefaults(names: string[], defs: Record<string, FieldDef>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of names) if (defs[name]?.default !== undefined) values[name] = defs[name].default;
  return values;
}
