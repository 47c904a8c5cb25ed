import type { FieldSpec, SectionSpec } from './section-types';
import { RESERVED_FIELD_SPECS, type ResourceSpec } from './resource-types';

/** A JSON Schema (OpenAPI 3.1 uses JSON Schema 2020-12 as is). */
export type JsonSchema = Record<string, unknown>;

/** Formats JSON Schema defines with the meaning we use; others are described in words. */
const STANDARD_FORMATS = new Set(['email', 'date']);
const FORMAT_WORDS: Record<string, string> = { 'date-time': '格式 YYYY-MM-DD HH:mm:ss（北京时间）', mobile: '手机号', html: 'HTML 富文本（服务器端清理脚本与不安全链接）' };

/** The JSON type (and a note in words) of each field type; a type not listed is documented without one. */
function typeOf(field: FieldSpec): { schema: JsonSchema; note?: string } {
  if (field.multiple) return { schema: { type: 'string' }, note: field.type === 'image' ? '图片地址，英文逗号分隔' : '取值列表，英文逗号分隔' };
  switch (field.type as string) {
    case 'string':
    case 'text':
      return { schema: { type: 'string' } };
    case 'integer':
      return { schema: { type: 'integer' } };
    case 'number':
      return { schema: { type: 'number' } };
    case 'boolean':
      return { schema: { type: 'boolean' } };
    case 'enum':
      return { schema: { type: (field.enum ?? []).every((v) => Number.isInteger(v)) ? 'integer' : 'string' } };
    case 'money':
      return { schema: { type: ['number', 'string'], pattern: '^-?\\d+(\\.\\d{1,2})?$' }, note: '金额，单位元，两位小数' };
    case 'date':
      return { schema: { type: 'string', format: 'date' }, note: '格式 YYYY-MM-DD' };
    case 'datetime':
      return { schema: { type: 'string' }, note: FORMAT_WORDS['date-time'] };
    case 'file':
    case 'image':
      return { schema: { type: 'string' }, note: '本企业上传的文件地址' };
    case 'region':
      return { schema: { type: 'string' }, note: '省,市,县 行政区划编码，英文逗号分隔' };
    case 'belongsTo':
      return { schema: { type: 'integer', minimum: 1 }, note: field.target ? `${field.target} 的 ID` : undefined };
    case 'hasMany':
    case 'belongsToMany':
      return { schema: { type: 'array', readOnly: true }, note: field.target ? `${field.target} 的记录` : undefined };
    default:
      return { schema: {} };
  }
}

/** "状态（0 禁用，1 启用）": the title, enum labels, type and format notes, and the field's description. */
function describe(field: FieldSpec, typeNote?: string): string {
  const notes: string[] = [];
  if (field.enum && field.enumNames) notes.push(field.enum.map((value, i) => `${value} ${field.enumNames![i] ?? ''}`.trim()).join('，'));
  if (typeNote) notes.push(typeNote);
  if (field.format && FORMAT_WORDS[field.format]) notes.push(FORMAT_WORDS[field.format]);
  const line = notes.length ? `${field.title}（${notes.join('；')}）` : field.title;
  return field.description ? `${line}。${field.description}` : line;
}

/** One field as a property schema: type, title as description, enum, length and range limits, pattern. */
export function fieldSchema(field: FieldSpec): JsonSchema {
  const { schema: typed, note } = typeOf(field);
  const schema: JsonSchema = { ...typed, description: describe(field, note) };
  for (const key of [...(field.multiple ? [] : (['enum'] as const)), 'minLength', 'maxLength', 'minimum', 'maximum', 'pattern', 'default', 'readOnly'] as const) {
    if (field[key] !== undefined) schema[key] = field[key];
  }
  if (field.format && STANDARD_FORMATS.has(field.format)) schema.format = field.format;
  else if (field.format === 'mobile' && !field.pattern) schema.pattern = '^1[3-9]\\d{9}$';
  return schema;
}

/** Relations without a column (hasMany, belongsToMany) are changed through association actions, not bodies. */
const RELATION_LISTS = new Set(['hasMany', 'belongsToMany']);
const writableFields = (section: SectionSpec) =>
  Object.entries(section.fields).filter(([, field]) => !field.readOnly && !RELATION_LISTS.has(field.type as string));

/** An answered value may be empty (null) where the field holds nothing. */
function orNull(schema: JsonSchema): JsonSchema {
  if (schema.type === undefined) return schema;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const widened: JsonSchema = { ...schema, type: [...types, 'null'] };
  if (Array.isArray(schema.enum)) widened.enum = [...schema.enum, null];
  return widened;
}

/** A field as answered: money is a number of yuan there (bodies also take it as a string). */
function answeredSchema(field: FieldSpec): JsonSchema {
  const schema = fieldSchema(field);
  if (field.type !== 'money') return schema;
  const { pattern: _pattern, ...number } = schema;
  return { ...number, type: 'number' };
}

/** A field as a read answers it: money in yuan, and null where the row holds nothing. */
export const answeredFieldSchema = (field: FieldSpec): JsonSchema => orNull(answeredSchema(field));

const readOnlyColumn = (name: string): JsonSchema => ({ ...orNull(fieldSchema(RESERVED_FIELD_SPECS[name])), readOnly: true });
const columnGroup = (description: string, names: string[]): JsonSchema => ({
  type: 'object',
  description,
  properties: Object.fromEntries(names.map((name) => [name, readOnlyColumn(name)])),
});

/**
 * The engine's columns a row answers besides its fields, by the flags of its model that add them (resource-table.ts;
 * the wire never carries tenantId): shared components a section's row joins with `allOf`.
 */
export const rowColumnComponents: Record<string, JsonSchema> = {
  RowTimes: columnGroup('创建与更新时间（timestamps）', ['crtTime', 'updTime']),
  RowCreatedTime: columnGroup('创建时间（timestamps: "created"）', ['crtTime']),
  RowUserStamps: columnGroup('创建人与操作人（userStamps；其他企业读到的行不含）', ['crtUserId', 'crtUserName', 'updUserId', 'updUserName']),
  RowDeletedTime: columnGroup('删除时间（softDelete）', ['delTime']),
  RowCompany: { type: 'object', description: '所属企业（跨企业读取的行）', properties: { companyId: { type: 'integer', minimum: 1, description: '企业 ID', readOnly: true } } },
};

function rowColumns(section: SectionSpec, model: ResourceSpec | undefined): JsonSchema[] {
  const groups = [
    model?.timestamps === true && 'RowTimes',
    model?.timestamps === 'created' && 'RowCreatedTime',
    model?.userStamps && 'RowUserStamps',
    model?.softDelete && 'RowDeletedTime',
    section.model.acrossTenants && 'RowCompany',
  ];
  return groups.filter((name): name is string => Boolean(name)).map(ref);
}

/**
 * The component schemas of a section: its row as answered (the id every row has and its fields, never a private
 * one; the engine's columns of its `model` joined from rowColumnComponents), the create body and the (partial) update
 * body. A field is optional in the row: a grant may limit the fields a caller reads.
 */
export function sectionComponents(section: SectionSpec, model?: ResourceSpec): Record<string, JsonSchema> {
  const answered = Object.entries(section.fields).filter(([, field]) => !field.private);
  const all = Object.fromEntries(answered.map(([name, field]) => [name, answeredFieldSchema(field)]));
  const columns = rowColumns(section, model);
  const hasId = model?.primaryKey !== 'tenantId';
  const writable = Object.fromEntries(writableFields(section).map(([name, field]) => [name, fieldSchema(field)]));
  const required = (section.required ?? []).filter((name) => name in writable);
  return {
    [componentName(section, 'Record')]: {
      type: 'object',
      description: `${section.title}：一条记录`,
      properties: { ...(hasId ? { id: { type: 'integer', description: 'ID', minimum: 1 } } : {}), ...all },
      ...(hasId ? { required: ['id'] } : {}),
      ...(columns.length ? { allOf: columns } : {}),
    },
    [componentName(section, 'Create')]: {
      type: 'object',
      description: `${section.title}：新增的请求体`,
      properties: writable,
      ...(required.length ? { required } : {}),
    },
    [componentName(section, 'Update')]: {
      type: 'object',
      description: `${section.title}：修改的请求体（只校验传入的字段）`,
      properties: writable,
    },
  };
}

export const componentName = (section: SectionSpec, kind: 'Record' | 'Create' | 'Update') => `${section.id}${kind}`;
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** The answer envelope around `data`. */
export function envelope(data: JsonSchema = {}): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', description: '2000 表示成功', examples: [2000] },
      msg: { type: 'string', description: '提示信息', examples: ['操作成功!'] },
      data,
    },
  };
}

/** `data` of a page: `records` and `total`. */
export const pageOf = (record: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['records', 'total'],
  properties: { records: { type: 'array', items: record }, total: { type: 'integer', minimum: 0 } },
});
