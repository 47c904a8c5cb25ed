/**
 * What the OpenAPI document says of a section's generic operation: its query (paging, search, filters, sort),
 * body and answer, derived from the section file.
 */
import type { FieldSpec, FilterOp, OperationSpec, SectionSpec } from './section-types';
import { answeredFieldSchema, componentName, fieldSchema, pageOf, ref, type JsonSchema } from './openapi-schemas';
import { RESERVED_FIELD_SPECS } from './resource-types';

const PAGED = new Set(['list', 'deletedList']);
const SEARCHED = new Set(['list', 'deletedList', 'tree', 'deletedTree', 'export', 'summary']);
const SORTED = new Set(['list', 'deletedList', 'export']);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ID: JsonSchema = { type: 'integer', minimum: 1, description: 'ID' };
/** Generic destroy takes one id or several (`3`, `1,2,3`, or `[1, 2, 3]` in a body). */
const IDS: JsonSchema = { type: 'string', pattern: '^\\s*[1-9]\\d*(\\s*,\\s*[1-9]\\d*)*\\s*$', description: 'ID，多个用英文逗号分隔' };

/** What OpenAPI says about one section operation beyond method, path and permission. */
export interface SectionOperationDoc {
  query: JsonSchema[];
  /** The schema of the `:id` path parameter. */
  idSchema: JsonSchema;
  body?: JsonSchema;
  /** The body's media type (default application/json). */
  bodyType?: string;
  /** The 200 answer: a JSON envelope around `data`, or a file. */
  answer: { data: JsonSchema } | { file: string };
}

/** A declared upload's body: one file in the form field `file`; its answer: where it is stored. */
const UPLOAD_BODY: JsonSchema = { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: '文件（按内容识别类型）' } } };
const UPLOADED: JsonSchema = {
  type: 'object',
  required: ['url', 'name', 'size'],
  properties: { url: { type: 'string', description: '文件地址' }, name: { type: 'string', description: '原文件名' }, size: { type: 'integer', minimum: 1, description: '字节数' } },
};

const queryParam = (name: string, schema: JsonSchema, description: string, required = false): JsonSchema => ({
  name, in: 'query', required, description, schema,
});

/** A field's type, enum, format and pattern without its description or default: a query value. */
function valueSchema(field: FieldSpec): JsonSchema {
  const full = fieldSchema(field);
  return Object.fromEntries(Object.entries(full).filter(([key]) => ['type', 'enum', 'format', 'pattern'].includes(key)));
}

const FILTER_WORDS: Record<FilterOp, string> = { eq: '等于', ne: '不等于', in: '属于其一（英文逗号分隔）', like: '包含', range: '', subtree: '（含其下级）', lines: '属于其一（每行一个或英文逗号分隔，最多 1000 个）', allOf: '全部包含（英文逗号分隔）', month: '所在月份（yyyy-MM）' };

/** The query parameters of a section's declared filters (a range takes two: from and to, inclusive). */
function filterParams(section: SectionSpec, taken: Set<string>): JsonSchema[] {
  const params: JsonSchema[] = [];
  for (const [field, declared] of Object.entries(section.filters ?? {})) {
    const op = typeof declared === 'string' ? declared : declared.op;
    const column = (typeof declared === 'object' && declared.field) || field;
    // A month filter may name an engine column (updTime): documented with that column's title.
    const own = op === 'month' ? (section.fields[column] ?? RESERVED_FIELD_SPECS[column]) : section.fields[column];
    if (!own) continue;
    const ownParams = typeof declared === 'object' ? declared.params : undefined;
    const names = ownParams ?? (op === 'range' ? [`${field}Start`, `${field}End`] : [field]);
    const schema = op === 'month' ? { type: 'string', pattern: '^\\d{4}-\\d{2}$' } : op === 'in' || op === 'like' || op === 'lines' || op === 'allOf' ? { type: 'string' } : valueSchema(own);
    names.forEach((param, i) => {
      if (taken.has(param)) return;
      const words = op === 'range' ? (i === 0 ? '起（含）' : '止（含）') : FILTER_WORDS[op];
      params.push(queryParam(param, schema, `${own.title}${words}`));
    });
  }
  return params;
}

/** The query of a list or export over another resource (`resource`): paging unless `paged: false` or an export, its search and filters. */
function resourceQuery(spec: OperationSpec): JsonSchema[] {
  const declared = spec.resource!;
  const verb = spec.association?.verb;
  if (verb && verb !== 'list' && verb !== 'candidates') return [];
  const params: JsonSchema[] = [];
  // An export answers every row: no paging.
  if (declared.paged !== false && spec.runs !== 'export') {
    params.push(queryParam('page', { type: 'integer', minimum: 1, default: 1 }, '页码，从 1 开始'));
    params.push(queryParam('limit', { type: 'integer', minimum: 1, maximum: 1000, default: 10 }, '每页条数（不超过 1000）'));
  }
  for (const field of declared.search ?? []) params.push(queryParam(field, { type: 'string', maxLength: 100 }, `${field}（模糊匹配）`));
  for (const [field, filter] of Object.entries(declared.filters ?? {})) {
    const names = (typeof filter === 'object' && filter.params) || [field.slice(field.lastIndexOf('.') + 1)];
    for (const param of names) if (!params.some((p) => p.name === param)) params.push(queryParam(param, { type: 'string' }, `${field} 筛选`));
  }
  return params;
}

function queryOf(section: SectionSpec, name: string, spec: OperationSpec): JsonSchema[] {
  // A listed update: its rows and values in the query (or the body).
  if (spec.ids) {
    const rows = spec.ids.params.map((param) => queryParam(param, IDS, `${spec.ids!.params[0] === param ? '' : '或 '}ID 列表，英文逗号分隔（也可在 JSON 请求体中给出）`));
    return [...rows, ...spec.fields!.map((field) => queryParam(field, valueSchema(section.fields[field]), `${section.fields[field].title}（也可在 JSON 请求体中给出）`))];
  }
  // Every row the query would list moves: the list's search and filters (the body may carry them too).
  if (spec.transition?.rows === 'matching') return queryOf(section, 'list', { ...spec, transition: undefined, paged: false });
  if (spec.transition) return spec.idIn === 'query' ? [queryParam('id', ID, 'ID', true)] : [];
  if (spec.resource) return spec.runs === 'create' ? [] : resourceQuery(spec);
  if (spec.calendar) return calendarQuery(spec.calendar);
  const params: JsonSchema[] = [];
  if (spec.idIn === 'query') params.push(queryParam(spec.idParam ?? 'id', name === 'delete' ? IDS : ID, name === 'delete' ? 'ID，多个用英文逗号分隔' : 'ID', true));
  // A list declared `paged: false` answers every row in its declared order: no paging or sort to send.
  const paged = spec.paged !== false;
  // A grouped summary is paged by its groups (not when it downloads them all or answers them all: `paged: false`).
  const pagedGroups = name === 'summary' && spec.summary?.groupBy && !spec.summary.download && paged;
  if ((PAGED.has(name) && paged) || pagedGroups) {
    params.push(queryParam('page', { type: 'integer', minimum: 1, default: 1 }, '页码，从 1 开始'));
    params.push(queryParam('limit', { type: 'integer', minimum: 1, maximum: 1000, default: 10 }, '每页条数（不超过 1000）'));
  }
  if (SEARCHED.has(name)) {
    for (const field of section.search ?? []) {
      const own = section.fields[field];
      if (!own) continue;
      const text = own.type === 'string';
      const schema = text ? { type: 'string', maxLength: 100 } : { type: own.type === 'integer' ? 'integer' : 'number' };
      params.push(queryParam(field, schema, text ? `${own.title}（模糊匹配）` : own.title));
    }
    for (const [param, names] of Object.entries(section.searchAny ?? {})) {
      params.push(queryParam(param, { type: 'string', maxLength: 100 }, `${names.map((n) => section.fields[n]?.title ?? n).join('/')}（任一模糊匹配）`));
    }
    params.push(...filterParams(section, new Set(params.map((p) => p.name as string))));
  }
  if (SORTED.has(name) && paged) {
    const allowed = section.sort?.allowed ?? ['id'];
    const values = allowed.flatMap((field) => [field, `${field},ASC`, `${field},DESC`]);
    params.push(queryParam('sort', { type: 'string', enum: values }, `排序：字段[,ASC|DESC]，可选字段 ${allowed.join('、')}`));
  }
  return params;
}

function bodyOf(section: SectionSpec, name: string, spec: OperationSpec): JsonSchema | undefined {
  if (spec.runs === 'upload') return UPLOAD_BODY;
  const idInBody = (id: JsonSchema): JsonSchema => ({ type: 'object', required: [spec.idParam ?? 'id'], properties: { [spec.idParam ?? 'id']: id } });
  if (spec.transition) return transitionBody(section, spec);
  if (spec.ids) return listedUpdateBody(section, spec);
  // A form (`fields`): only those fields are read, as a whole.
  if ((name === 'create' || name === 'update') && spec.fields) return name === 'update' && spec.idIn === 'body' ? { allOf: [formBody(section, spec), idInBody(ID)] } : formBody(section, spec);
  if (name === 'create') return ref(componentName(section, 'Create'));
  if (name === 'createMany') return { type: 'array', minItems: 1, maxItems: 100, items: ref(componentName(section, 'Create')) };
  const update = ref(componentName(section, 'Update'));
  if (name === 'update') return spec.idIn === 'body' ? { allOf: [update, idInBody(ID)] } : update;
  if (spec.idIn !== 'body') return undefined;
  if (name === 'delete') return idInBody({ oneOf: [ID, { type: 'array', items: ID, minItems: 1 }] });
  if (name === 'restore') return idInBody(ID);
  return undefined;
}

/** A create's or update's form (`fields`): only those fields, the section's required ones among them required. */
function formBody(section: SectionSpec, spec: OperationSpec): JsonSchema {
  const fields = spec.fields!;
  const required = (section.required ?? []).filter((field) => fields.includes(field));
  return { type: 'object', ...(required.length ? { required } : {}), properties: Object.fromEntries(fields.map((field) => [field, fieldSchema(section.fields[field])])) };
}

/** A transition's body: its `input` fields (required), and the row id when it travels in the body (the listed ids for `rows: ids`). */
function transitionBody(section: SectionSpec, spec: OperationSpec): JsonSchema | undefined {
  const input = spec.transition!.input ?? [];
  // `rows: ids`: the list itself, or an object holding it under one of its keys.
  const listed = spec.transition!.ids;
  if (listed) {
    const list: JsonSchema = { type: 'array', minItems: 1, maxItems: 1000, items: { oneOf: [ID, { type: 'object', required: ['id'], properties: { id: ID } }] }, description: 'ID 列表（或 {id} 列表）' };
    return { oneOf: [list, { type: 'object', properties: Object.fromEntries(listed.params.map((param) => [param, list])) }] };
  }
  const idInBody = spec.idIn === 'body';
  if (!input.length && !idInBody) return undefined;
  const properties: Record<string, JsonSchema> = idInBody ? { [spec.idParam ?? 'id']: ID } : {};
  // Read from the body here, whatever the field is elsewhere (a virtual, read-only field of the section's page).
  for (const field of input) {
    const { readOnly: _readOnly, ...written } = section.fields[field];
    properties[field] = fieldSchema(written);
  }
  return { type: 'object', required: [...(idInBody ? [spec.idParam ?? 'id'] : []), ...input], properties };
}

/** A listed update's body, when its values do not travel in the query: the rows' ids and the fields written. */
function listedUpdateBody(section: SectionSpec, spec: OperationSpec): JsonSchema {
  const list: JsonSchema = { oneOf: [{ type: 'array', minItems: 1, maxItems: 1000, items: { oneOf: [ID, { type: 'object', required: ['id'], properties: { id: ID } }] } }, IDS], description: 'ID 列表（或 {id} 列表、英文逗号分隔的 ID）' };
  const properties: Record<string, JsonSchema> = Object.fromEntries(spec.ids!.params.map((param) => [param, list]));
  for (const field of spec.fields!) properties[field] = fieldSchema(section.fields[field]);
  return { type: 'object', properties };
}

/** A row of the answer: the section's record, or only the fields the operation `answers`. */
function recordOf(section: SectionSpec, spec: OperationSpec): JsonSchema {
  if (!spec.answers) return ref(componentName(section, 'Record'));
  // A field of the section, the id, or one of the engine's columns (crtTime, …), as the section's record answers them
  // (money in yuan, null where empty); a hook's derived value is untyped.
  const schemaOf = (field: string) => (section.fields[field] ? answeredFieldSchema(section.fields[field]) : field === 'id' ? ID : RESERVED_FIELD_SPECS[field] ? answeredFieldSchema(RESERVED_FIELD_SPECS[field]) : {});
  const properties = Object.fromEntries(spec.answers.map((field) => [field, schemaOf(field)]));
  return { type: 'object', properties };
}

/** A calendar read's parameters: the day and, with a view, month or week (query, or the JSON body). */
function calendarQuery(calendar: NonNullable<OperationSpec['calendar']>): JsonSchema[] {
  const params = [queryParam(calendar.date.param, { type: 'string', format: 'date' }, '日期 YYYY-MM-DD（默认上海时间今天）')];
  if (calendar.view) params.push(queryParam(calendar.view.param, { type: 'integer', enum: [0, 1], default: 0 }, '0 月视图（从该月第一周的周一起 6 周 × 7 天），1 周视图（周一至周日）'));
  return params;
}

/** A calendar read's answer: occurrences (rows with their own start and end days), by day with a view. */
function calendarData(section: SectionSpec, spec: OperationSpec): JsonSchema {
  const calendar = spec.calendar!;
  const first = calendar.first ? { [calendar.first.start]: { type: 'string', format: 'date', description: '首次开始日期' }, [calendar.first.end]: { type: 'string', format: 'date', description: '首次结束日期' } } : {};
  const occurrences: JsonSchema = { type: 'array', description: '当天的各次发生（重复的按规则展开，跨天的每天一次）', items: { allOf: [recordOf(section, spec)], properties: first } };
  if (!calendar.view) return occurrences;
  return { type: 'array', items: { type: 'object', properties: { date: { type: 'string', format: 'date' }, [calendar.list!]: occurrences } } };
}

function dataOf(section: SectionSpec, name: string, spec: OperationSpec): JsonSchema {
  if (spec.runs === 'upload') return UPLOADED;
  // A transition answers the moved row: the section's record, or a row of the resource it decides.
  if (spec.transition?.answer === 'nothing' || spec.ids) return { type: 'null' };
  if (spec.transition?.rows === 'matching' || spec.transition?.rows === 'ids') return { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 0, description: '移动的记录数' } } };
  if (spec.transition) return spec.resource ? { type: 'object', additionalProperties: true, description: `${spec.resource.name} 记录` } : recordOf(section, spec);
  // `value`: the one field alone (null before the company's row exists, unless it reads as its defaults).
  if (name === 'get' && spec.value) return answeredFieldSchema(section.fields[spec.value]);
  const record = recordOf(section, spec);
  // `groups`: one array per declared key.
  if (PAGED.has(name) && spec.groups) {
    const keys = Object.values(spec.groups.keys);
    return { type: 'object', required: keys, properties: Object.fromEntries(keys.map((key) => [key, { type: 'array', items: record }])) };
  }
  // Unpaged (`paged: false`, on the operation or on the resource it lists): every row as an array.
  if (PAGED.has(name)) return spec.paged === false || spec.resource?.paged === false ? { type: 'array', items: record } : pageOf(record);
  if (name === 'get' || name === 'create' || name === 'update') return record;
  if (name === 'createMany') return { type: 'array', items: record };
  if (name === 'tree' || name === 'deletedTree') {
    return { type: 'array', description: '树形结构，子节点在 children 中', items: { allOf: [record], properties: { children: { type: 'array' } } } };
  }
  if (name === 'summary') return summaryData(section, spec);
  if (name === 'calendar') return calendarData(section, spec);
  if (name === 'count') return { type: 'object', properties: { count: { type: 'integer' }, delCount: { type: 'integer' } } };
  if (name === 'delete' || name === 'restore') return { type: 'null' };
  return {};
}

/** A summary's answer: its measures (and the previous period's), one object, a page of groups, or every group (`paged: false`). */
function summaryData(section: SectionSpec, spec: OperationSpec): JsonSchema {
  const summary = spec.summary!;
  const properties: Record<string, JsonSchema> = {};
  for (const column of summary.groupBy ?? []) properties[column] = section.fields[column] ? fieldSchema(section.fields[column]) : {};
  for (const [name, measure] of Object.entries(summary.measures)) {
    const title = measure.title ?? name;
    properties[name] = { type: 'number', description: title };
    if (summary.previous) {
      const previous = summary.previous.prefix + name.charAt(0).toUpperCase() + name.slice(1);
      properties[previous] = { type: ['number', 'null'], description: `${title}（上一期：时间范围前移一个月；未给出完整时间范围时为 null）` };
    }
  }
  const row: JsonSchema = { type: 'object', properties };
  if (!summary.groupBy) return row;
  return spec.paged === false ? { type: 'array', items: row } : pageOf(row);
}

/** A list's `totals` (sums over the whole result) beside its records and total. */
function withTotals(section: SectionSpec, data: JsonSchema, spec: OperationSpec): JsonSchema {
  if (!spec.totals) return data;
  const sums = Object.fromEntries(spec.totals.map((field) => [field, { type: 'number', description: `${section.fields[field]?.title ?? field}合计（全部查询结果）` }]));
  return { allOf: [data], properties: { totals: { type: 'object', properties: sums } } };
}

/** A declared file read's answer: an image field's image, else the file as stored. */
const storedFileType = (section: SectionSpec, field: string) => (section.fields[field]?.type === 'image' ? 'image/*' : 'application/octet-stream');

/** Parameters, body and answer of a section operation, from the section's fields, search and sort. */
export function sectionOperationDoc(section: SectionSpec, operation: string, spec: OperationSpec): SectionOperationDoc {
  // An operation that runs a generic one under its own name is documented as that one (over the section's own rows).
  const name = spec.resource ? operation : spec.runs ?? operation;
  return {
    query: queryOf(section, name, spec),
    idSchema: name === 'delete' ? IDS : ID,
    body: bodyOf(section, name, spec),
    ...(spec.runs === 'upload' ? { bodyType: 'multipart/form-data' } : {}),
    answer: name === 'export' || spec.runs === 'export' || spec.summary?.download
      ? { file: XLSX }
      : spec.file ? { file: storedFileType(section, spec.file.field) } : { data: withTotals(section, dataOf(section, name, spec), spec) },
  };
}
