import type { Rule } from 'antd/es/form';
import type { FieldDef } from './types';

/** The field's label (its title, else its name). */
export const fieldLabel = (name: string, def?: FieldDef) => def?.title ?? name;

/** Widget for a field: explicit `widget`, else derived from the JSON Schema type. */
export function widgetFor(def: FieldDef): string {
  if (def.widget) return def.widget;
  if (def.enum) return 'select';
  if (def.type === 'integer' || def.type === 'number') return 'number';
  if (def.type === 'boolean') return 'switch';
  if ((def.maxLength ?? 0) > 200) return 'textarea';
  return 'text';
}

/** antd rules from a field definition, with the schema's Chinese messages where it has them. */
export function fieldRules(name: string, def: FieldDef = {}, required = false): Rule[] {
  const title = fieldLabel(name, def);
  const messages = def.messages ?? {};
  const isText = !def.type || def.type === 'string';
  const rules: Rule[] = [];
  if (required) {
    const message = messages.required ?? def.requiredMessage ?? `${widgetFor(def) === 'select' ? '请选择' : '请输入'}${title}`;
    rules.push(isText ? { required: true, whitespace: true, message } : { required: true, message });
  }
  if (isText && def.minLength !== undefined && def.minLength > 1) {
    rules.push({ min: def.minLength, message: messages.minLength ?? `${title}不能少于${def.minLength}个字符` });
  }
  if (isText && def.maxLength !== undefined) {
    rules.push({ max: def.maxLength, message: messages.maxLength ?? `${title}不能超过${def.maxLength}个字符` });
  }
  return rules;
}

/** Default values of the given fields. */
export function fieldDefaults(names: string[], defs: Record<string, FieldDef>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of names) if (defs[name]?.default !== undefined) values[name] = defs[name].default;
  return values;
}
