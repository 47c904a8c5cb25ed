/**
 * The designer's field model (pure): the palette kinds, a field's settings, and the JSON Schema + uiSchema a list of
 * fields makes (`toSchema`) and reads back (`fromSchema`). Only constructs the server's check of a designed schema
 * allows (server/modules/forms): string / number / boolean / array of enum strings, formats date, email, mobile.
 */
import type { DesignedFormWidget } from './widgets';

export type FieldKind = 'text' | 'longText' | 'number' | 'date' | 'single' | 'multiple' | 'yesNo' | 'mobile' | 'email';

/** The palette, in its order: kind and label. */
export const PALETTE: { kind: FieldKind; label: string }[] = [
  { kind: 'text', label: '单行文本' },
  { kind: 'longText', label: '多行文本' },
  { kind: 'number', label: '数字' },
  { kind: 'date', label: '日期' },
  { kind: 'single', label: '单选' },
  { kind: 'multiple', label: '多选' },
  { kind: 'yesNo', label: '是/否' },
  { kind: 'mobile', label: '手机号' },
  { kind: 'email', label: '邮箱' },
];

export const kindLabel = (kind: FieldKind) => PALETTE.find((entry) => entry.kind === kind)!.label;

/** One field as the designer edits it. Limits apply by kind (lengths: text kinds; minimum/maximum: number; items: multiple). */
export interface DesignedField {
  key: string;
  kind: FieldKind;
  title: string;
  required: boolean;
  description?: string;
  placeholder?: string;
  /** single, multiple: the choices. */
  options?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** number: whole numbers only (JSON Schema integer). */
  integer?: boolean;
  minItems?: number;
  maxItems?: number;
}

export type JsonSchema = Record<string, any>;
export type UiSchema = Record<string, any>;

/** Kinds whose settings have choices, lengths, a range, a count of ticked items, a placeholder. */
export const hasOptions = (kind: FieldKind) => kind === 'single' || kind === 'multiple';
export const hasLengths = (kind: FieldKind) => kind === 'text' || kind === 'longText';
export const hasRange = (kind: FieldKind) => kind === 'number';
export const hasItemCount = (kind: FieldKind) => kind === 'multiple';
export const hasPlaceholder = (kind: FieldKind) => ['text', 'longText', 'number', 'mobile', 'email'].includes(kind);

const KEY = /^field_(\d+)$/;

/** The next free key `field_N` (one more than the highest used). */
export function nextKey(fields: DesignedField[]): string {
  const highest = fields.reduce((max, field) => Math.max(max, Number(KEY.exec(field.key)?.[1] ?? 0)), 0);
  return `field_${highest + 1}`;
}

/** A new field of a palette kind, titled by its label (choices start as 选项1, 选项2). */
export function newField(kind: FieldKind, fields: DesignedField[]): DesignedField {
  const field: DesignedField = { key: nextKey(fields), kind, title: kindLabel(kind), required: false };
  if (hasOptions(kind)) field.options = ['选项1', '选项2'];
  return field;
}

/** A copy of a field under a new key, its title marked 副本 (within the 50 characters a title may have). */
export function copyField(field: DesignedField, fields: DesignedField[]): DesignedField {
  return { ...field, options: field.options && [...field.options], key: nextKey(fields), title: `${field.title}（副本）`.slice(0, 50) };
}

/** Moves the field at `from` to index `to` (a drop in the list). */
export function moveField<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

const WIDGETS: Partial<Record<FieldKind, DesignedFormWidget>> = {
  longText: 'textarea',
  number: 'updown',
  date: 'date',
  single: 'radio',
  multiple: 'checkboxes',
  yesNo: 'radio',
  email: 'email',
};

function propertyOf(field: DesignedField): JsonSchema {
  const common = { title: field.title, description: field.description || undefined };
  switch (field.kind) {
    case 'text':
    case 'longText':
      return defined({ type: 'string', ...common, minLength: field.minLength, maxLength: field.maxLength });
    case 'number':
      return defined({ type: field.integer ? 'integer' : 'number', ...common, minimum: field.minimum, maximum: field.maximum });
    case 'date':
      return defined({ type: 'string', ...common, format: 'date' });
    case 'mobile':
      return defined({ type: 'string', ...common, format: 'mobile' });
    case 'email':
      return defined({ type: 'string', ...common, format: 'email' });
    case 'single':
      return defined({ type: 'string', ...common, enum: [...(field.options ?? [])] });
    case 'multiple': {
      // A required multiple choice needs one ticked item: an empty list is present, so `required` alone lets it pass.
      const minItems = field.required ? Math.max(1, field.minItems ?? 1) : field.minItems;
      return defined({ type: 'array', ...common, items: { type: 'string', enum: [...(field.options ?? [])] }, uniqueItems: true, minItems, maxItems: field.maxItems });
    }
    case 'yesNo':
      return defined({ type: 'boolean', ...common });
  }
}

function uiOf(field: DesignedField): UiSchema {
  const ui: UiSchema = {};
  const widget = WIDGETS[field.kind];
  if (widget) ui['ui:widget'] = widget;
  if (field.kind === 'yesNo') ui['ui:enumNames'] = ['是', '否'];
  if (field.kind === 'longText') ui['ui:options'] = { rows: 4 };
  if (field.placeholder && hasPlaceholder(field.kind)) ui['ui:placeholder'] = field.placeholder;
  return ui;
}

/** The JSON Schema and uiSchema of the fields: keys in order (`ui:order`), the required ones listed. */
export function toSchema(fields: DesignedField[]): { schema: JsonSchema; uiSchema: UiSchema } {
  const schema: JsonSchema = { type: 'object', properties: Object.fromEntries(fields.map((field) => [field.key, propertyOf(field)])) };
  const required = fields.filter((field) => field.required).map((field) => field.key);
  if (required.length) schema.required = required;
  const uiSchema: UiSchema = { 'ui:order': fields.map((field) => field.key) };
  for (const field of fields) uiSchema[field.key] = uiOf(field);
  return { schema, uiSchema };
}

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const textOr = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function kindOf(property: JsonSchema, ui: UiSchema): FieldKind {
  if (property.type === 'boolean') return 'yesNo';
  if (property.type === 'array') return 'multiple';
  if (property.type === 'number' || property.type === 'integer') return 'number';
  if (Array.isArray(property.enum)) return 'single';
  if (property.format === 'date') return 'date';
  if (property.format === 'mobile') return 'mobile';
  if (property.format === 'email') return 'email';
  return ui['ui:widget'] === 'textarea' ? 'longText' : 'text';
}

/** The keys in the order the form shows them: `ui:order` (its `*` standing for the rest), else the properties' order. */
export function orderedKeys(schema: JsonSchema, uiSchema?: UiSchema): string[] {
  const keys = Object.keys(schema?.properties ?? {});
  const order: unknown = uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return keys;
  const named = order.filter((key): key is string => typeof key === 'string' && keys.includes(key));
  const rest = keys.filter((key) => !named.includes(key));
  const star = order.indexOf('*');
  return star < 0 ? [...named, ...rest] : [...named.slice(0, star), ...rest, ...named.slice(star)];
}

/** The fields of a saved schema (to edit a saved form): the inverse of toSchema. */
export function fromSchema(schema: JsonSchema | null | undefined, uiSchema?: UiSchema | null): DesignedField[] {
  if (!schema?.properties) return [];
  const required: string[] = Array.isArray(schema.required) ? schema.required : [];
  return orderedKeys(schema, uiSchema ?? undefined).map((key) => {
    const property: JsonSchema = schema.properties[key] ?? {};
    const ui: UiSchema = uiSchema?.[key] ?? {};
    const kind = kindOf(property, ui);
    const field: DesignedField = { key, kind, title: textOr(property.title) ?? key, required: required.includes(key) };
    const extra: Partial<DesignedField> = {
      description: textOr(property.description),
      placeholder: hasPlaceholder(kind) ? textOr(ui['ui:placeholder']) : undefined,
      minLength: hasLengths(kind) ? numberOr(property.minLength) : undefined,
      maxLength: hasLengths(kind) ? numberOr(property.maxLength) : undefined,
      minimum: hasRange(kind) ? numberOr(property.minimum) : undefined,
      maximum: hasRange(kind) ? numberOr(property.maximum) : undefined,
      integer: kind === 'number' && property.type === 'integer' ? true : undefined,
      options: kind === 'single' ? property.enum.map(String) : kind === 'multiple' ? (property.items?.enum ?? []).map(String) : undefined,
      minItems: hasItemCount(kind) ? numberOr(property.minItems) : undefined,
      maxItems: hasItemCount(kind) ? numberOr(property.maxItems) : undefined,
    };
    // toSchema writes minItems 1 for a required multiple choice: read back, that is just "required".
    if (kind === 'multiple' && field.required && extra.minItems === 1) extra.minItems = undefined;
    return { ...field, ...defined(extra) };
  });
}

/** What is wrong with a field's settings (empty when nothing), in the designer's words. */
export function fieldProblems(field: DesignedField): string[] {
  const problems: string[] = [];
  const title = field.title.trim();
  if (!title) problems.push('请填写字段标题');
  else if (title.length > 50) problems.push('字段标题不能超过50个字符');
  if ((field.description ?? '').length > 200) problems.push('帮助说明不能超过200个字符');
  if ((field.placeholder ?? '').length > 100) problems.push('占位提示不能超过100个字符');
  if (hasOptions(field.kind)) {
    const options = (field.options ?? []).map((option) => option.trim());
    if (!options.length) problems.push('请至少添加一个选项');
    if (options.some((option) => !option)) problems.push('选项不能为空');
    if (options.some((option) => option.length > 50)) problems.push('选项不能超过50个字符');
    if (new Set(options).size !== options.length) problems.push('选项不能重复');
    if (options.length > 50) problems.push('选项不能超过50个');
  }
  const pair = (min: number | undefined, max: number | undefined, text: string) => min !== undefined && max !== undefined && min > max && problems.push(text);
  if (hasLengths(field.kind)) {
    pair(field.minLength, field.maxLength, '最少字数不能大于最多字数');
    if ((field.maxLength ?? 0) > 5000 || (field.minLength ?? 0) > 5000) problems.push('字数限制不能超过5000');
  }
  if (hasRange(field.kind)) pair(field.minimum, field.maximum, '最小值不能大于最大值');
  if (hasItemCount(field.kind)) {
    pair(field.minItems, field.maxItems, '最少选择项数不能大于最多选择项数');
    if ((field.minItems ?? 0) > (field.options?.length ?? 0)) problems.push('最少选择项数不能大于选项个数');
  }
  return problems;
}

/** The first problem of a design (no field, too many, or a field's), naming the field; undefined when it may be saved. */
export function designProblem(fields: DesignedField[]): string | undefined {
  if (fields.length > 100) return '表单字段不能超过100个';
  for (const field of fields) {
    const [problem] = fieldProblems(field);
    if (problem) return `字段“${field.title.trim() || field.key}”：${problem}`;
  }
  return undefined;
}
