/**
 * Defaults a section's `ui` and `export` take from its fields and from the standard actions, so a section file
 * selects and orders fields and never repeats a title, an enum label or a value type. Pure functions shared by
 * the server (start-up checks, served actions, export headers) and the web app (columns, search form, forms).
 */
import type { Action, Column, ExportColumn, Field, Form, SearchItem } from './schema-types.generated';
import { RESERVED_FIELD_SPECS } from './reserved-fields';

/** Fields by name: whole definitions on the server, as served (every key optional to the type) on the page. */
type FieldLike = Partial<Field>;
type Fields = Record<string, FieldLike>;
export type ActionObject = Exclude<Action, string>;
export type ColumnObject = Exclude<Column, string>;
export type SearchItemObject = Exclude<SearchItem, string>;

/** An action with everything the page needs; an empty title or operation is reported by the start-up check. */
export interface ResolvedAction extends ActionObject {
  title: string;
  operation: string;
}
export interface ResolvedColumn extends ColumnObject {
  title: string;
  valueType: string;
}
export interface ResolvedSearchItem extends SearchItemObject {
  valueType: string;
}
export interface ResolvedExportColumn {
  field: string;
  title: string;
  width?: number;
}
export interface ResolvedForm extends Form {
  fields: string[];
}

const DELETE_CONFIRM = '您正在执删除操作, 是否继续?';

/** What a standard action key brings (the spec's button texts and confirmations). */
export const STANDARD_ACTIONS: Record<string, Omit<ResolvedAction, 'key'>> = {
  create: { title: '新增', operation: 'create' },
  edit: { title: '编辑', operation: 'update' },
  delete: { title: '删除', operation: 'delete', confirm: DELETE_CONFIRM },
  bulkDelete: { title: '批量删除', operation: 'delete', needsSelection: '请选择您要删除的数据!', confirm: DELETE_CONFIRM, danger: true },
  restore: { title: '恢复', operation: 'restore', confirm: '您正在执行恢复操作, 是否继续?' },
  export: { title: '导出', operation: 'export', download: true },
};

/** A field by name: a declared one, else a column the engine keeps (updTime, updUserName, ...). */
export const fieldOf = (name: string, fields: Fields): FieldLike | undefined => fields[name] ?? RESERVED_FIELD_SPECS[name];

/** The label of one of an enum field's values. */
export function enumLabel(field: FieldLike | undefined, value: unknown): string | undefined {
  const index = (field?.enum ?? []).findIndex((candidate) => String(candidate) === String(value));
  return index < 0 ? undefined : field?.enumNames?.[index] ?? String(field!.enum![index]);
}

/** ProTable's value enum from the field's `enum`, `enumNames` and `enumStatus`. */
export function valueEnumOf(field: FieldLike | undefined): NonNullable<ColumnObject['valueEnum']> {
  return Object.fromEntries(
    (field?.enum ?? []).map((value, i) => [String(value), { text: field?.enumNames?.[i] ?? String(value), ...(field?.enumStatus?.[i] ? { status: field.enumStatus[i] } : {}) }]),
  );
}

/** The table value type a field's values show with. */
export function valueTypeOf(field: FieldLike | undefined): string {
  if (!field) return 'text';
  // A list field (`multiple`): a comma list of labels or of images.
  if (field.multiple) return field.type === 'image' ? 'imageList' : 'enumList';
  if (field.enum) return 'enum';
  if (field.type === 'datetime' || field.format === 'date-time') return 'dateTime';
  if (field.type === 'date' || field.format === 'date') return 'date';
  if (field.type === 'money') return 'money';
  if (field.type === 'image') return 'image';
  return 'text';
}

/** The search input a field is searched with. */
export function searchTypeOf(field: FieldLike | undefined): string {
  if (field?.enum) return 'select';
  if (field?.type === 'datetime' || field?.type === 'date' || field?.format === 'date-time' || field?.format === 'date') return 'dateRange';
  return 'text';
}

export function resolveColumn(column: Column, fields: Fields): ResolvedColumn {
  const own = typeof column === 'string' ? { field: column } : column;
  const field = fieldOf(own.field, fields);
  const valueType = own.valueType ?? (own.valueEnum ? 'enum' : valueTypeOf(field));
  const valueEnum = own.valueEnum ?? (valueType === 'enum' || valueType === 'enumList' ? valueEnumOf(field) : undefined);
  return { ...own, title: own.title ?? field?.title ?? '', valueType, ...(valueEnum ? { valueEnum } : {}) };
}

/** A search input; its label is shown only when the item names one (the placeholder names the field). */
export function resolveSearchItem(item: SearchItem, fields: Fields): ResolvedSearchItem {
  const own = typeof item === 'string' ? { field: item } : item;
  return { ...own, valueType: own.valueType ?? searchTypeOf(fieldOf(own.field, fields)) };
}

/** A form; without `fields` it edits those of the `create` form. Its title, when absent, is the opening action's. */
export function resolveForm(form: Form, forms: Record<string, Form> = {}): ResolvedForm {
  return { ...form, fields: form.fields ?? forms.create?.fields ?? [] };
}

/**
 * An action with its defaults: a standard key's title, operation, confirmation; the form named like the key; for a
 * constant `body` on one enum field (启用/禁用), the update operation, the value's label as title, 操作成功!, and
 * shown only on rows that do not hold that value yet. What the file says wins.
 */
export function resolveAction(entry: Action, fields: Fields, forms: Record<string, Form> = {}): ResolvedAction {
  const own: ActionObject = typeof entry === 'string' ? { key: entry } : entry;
  const standard = STANDARD_ACTIONS[own.key];
  const form = own.form ?? (forms[own.key] ? own.key : undefined);
  const setsValue = own.body && !form ? Object.entries(own.body) : [];
  const [name, value] = setsValue.length === 1 ? setsValue[0] : [];
  const label = name === undefined ? undefined : enumLabel(fields[name], value);
  const bodyDefaults = setsValue.length
    ? {
        operation: 'update',
        success: '操作成功!',
        ...(label ? { title: label } : {}),
        ...(label && !own.visibleWhen && !own.hiddenWhen ? { visibleWhen: { field: name!, ne: value } } : {}),
      }
    : {};
  const resolved = { ...standard, ...bodyDefaults, ...(form ? { form } : {}), ...own };
  return { ...resolved, title: resolved.title ?? '', operation: resolved.operation ?? '' };
}

/** Export columns with their headers (the field's title unless the file gives one). */
export function resolveExportColumns(columns: ExportColumn[], fields: Fields): ResolvedExportColumn[] {
  return columns.map((column) => {
    const own = typeof column === 'string' ? { field: column } : column;
    return { ...own, title: own.title ?? fieldOf(own.field, fields)?.title ?? '' };
  });
}
