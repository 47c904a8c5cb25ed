import { Op, type WhereOptions } from 'sequelize';
import dayjs from 'dayjs';
import type { FieldSpec, FilterSpec, SectionSpec } from './section-types';
import { RESERVED_FIELD_SPECS } from './resource-types';
import { isEnumItem, isListField } from './list-values';
import { badRequest } from '../http/envelope';
import { shanghaiTime } from '../http/format';
import { fenOf } from './money';
import { contains } from '../db/like';
import { positiveInteger } from './paging';
import type { AnyModel } from '../db/database';


/** A query value as the field's column holds it, or a 400 naming the parameter. */
function columnValue(field: FieldSpec, param: string, raw: string, message?: string): unknown {
  const bad = () => badRequest(message ?? `${field.title}格式不正确`, [param]);
  if (field.enum) {
    const found = field.enum.find((value) => String(value) === raw.trim());
    if (found === undefined) throw badRequest(message ?? field.messages?.enum ?? `${field.title}取值不正确`, [param]);
    return found;
  }
  switch (field.type) {
    case 'belongsTo': {
      const id = positiveInteger(raw);
      if (id === undefined) throw bad();
      return id;
    }
    case 'integer':
    case 'number':
    case 'boolean': {
      const number = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(number)) throw bad();
      return number;
    }
    case 'money': {
      const fen = fenOf(raw);
      if (fen === undefined) throw bad();
      return fen;
    }
    default:
      return raw;
  }
}

/** Which of a parameter's names (`a|b`) the query gives: the first present, else the first named. */
export function givenName(query: Record<string, unknown>, names: string): string {
  const all = names.split('|');
  return all.find((n) => query[n] !== undefined && query[n] !== '') ?? all[0];
}

/**
 * The first present of a parameter's names (`a|b`) with its value, as text of at most the field's length. `list`: a
 * repeated parameter (`a=1&a=2`) is taken as the comma list `1,2`.
 */
function param(query: Record<string, unknown>, names: string, field: FieldSpec, list = false): { name: string; raw?: string } {
  const name = givenName(query, names);
  const given = query[name];
  const raw = list && Array.isArray(given) && given.every((part) => typeof part === 'string') ? given.join(',') : given;
  if (raw === undefined || raw === '') return { name };
  if (typeof raw !== 'string' || raw.length > (field.maxLength ?? 200)) throw badRequest(`${field.title}格式不正确`, [name]);
  return { name, raw };
}

export const isDateField = (field: FieldSpec) => field.type === 'datetime' || field.type === 'date' || field.format === 'date-time' || field.format === 'date';
const DAY = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** A day given as `YYYY-MM-DD` (a time after it is ignored): a real calendar day, else 400 `日期格式不正确`. */
function readDay(name: string, raw: string): string {
  const day = raw.trim().slice(0, 10);
  if (!DAY.test(raw.trim()) || dayjs(day).format('YYYY-MM-DD') !== day) throw badRequest('日期格式不正确', [name]);
  return day;
}

/** A range over the days of a date or datetime field, both ends inclusive (the end day up to its last instant). */
function dayBounds(field: FieldSpec, from: { name: string; raw?: string }, to: { name: string; raw?: string }): Record<symbol, unknown> {
  const start = from.raw === undefined ? undefined : readDay(from.name, from.raw);
  const end = to.raw === undefined ? undefined : readDay(to.name, to.raw);
  if (start && end && start > end) throw badRequest('开始日期不能晚于结束日期', [from.name]);
  const bounds: Record<symbol, unknown> = {};
  if (field.type === 'date' || field.format === 'date') {
    // A date column holds the day itself.
    if (start) bounds[Op.gte] = start;
    if (end) bounds[Op.lte] = end;
    return bounds;
  }
  if (start) bounds[Op.gte] = shanghaiTime(`${start} 00:00:00`);
  if (end) bounds[Op.lt] = new Date(shanghaiTime(`${end} 00:00:00`).getTime() + 24 * 3600 * 1000);
  return bounds;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** A `YYYY-MM` month (Shanghai) as bounds of a date or datetime field, else 400 `月份格式不正确`. */
function monthBounds(field: FieldSpec, name: string, raw: string, message?: string): Record<symbol, unknown> {
  const match = MONTH.exec(raw);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) throw badRequest(message ?? '月份格式不正确', [name]);
  const start = `${match[1]}-${match[2]}-01`;
  const next = month === 12 ? `${Number(match[1]) + 1}-01-01` : `${match[1]}-${String(month + 1).padStart(2, '0')}-01`;
  if (field.type === 'date' || field.format === 'date') return { [Op.gte]: start, [Op.lt]: next };
  return { [Op.gte]: shanghaiTime(`${start} 00:00:00`), [Op.lt]: shanghaiTime(`${next} 00:00:00`) };
}

/**
 * One declared filter (`filters` of the section file) as a condition, or undefined when its parameters are absent.
 * `key` is the filter's key (its default parameter names); it reads the column `filter.field`, else the key.
 */
function filterCondition(model: AnyModel, key: string, field: FieldSpec, filter: FilterSpec, query: Record<string, unknown>): WhereOptions | undefined {
  const { op, params: declaredParams, message } = filter;
  const name = filter.field ?? key;
  const params = declaredParams ?? (filter.field ? (op === 'range' ? [`${key}Start`, `${key}End`] : [key]) : undefined);
  // Walks a tree, so it needs the database: subtree-filter.ts, merged by the generic reads.
  if (op === 'subtree') return undefined;
  if (op === 'month') {
    const given = param(query, params?.[0] ?? name, { ...field, maxLength: 20 });
    return given.raw === undefined || !given.raw.trim() ? undefined : { [name]: monthBounds(field, given.name, given.raw.trim(), message) };
  }
  if (op === 'range') {
    const from = param(query, params?.[0] ?? `${name}Start`, field);
    const to = param(query, params?.[1] ?? `${name}End`, field);
    if (from.raw === undefined && to.raw === undefined) return undefined;
    if (isDateField(field)) return { [name]: dayBounds(field, from, to) };
    const bounds: Record<symbol, unknown> = {};
    if (from.raw !== undefined) bounds[Op.gte] = columnValue(field, from.name, from.raw, message);
    if (to.raw !== undefined) bounds[Op.lte] = columnValue(field, to.name, to.raw, message);
    return { [name]: bounds };
  }
  // A list of lines is longer than one value: up to 1,000 of them; an `in` list up to 100 (each checked below).
  const listed = op === 'lines' ? 1000 : op === 'in' ? 100 : 0;
  const given = param(query, params?.[0] ?? name, listed ? { ...field, maxLength: listed * ((field.maxLength ?? 200) + 2) } : field, op === 'in');
  const raw = given.raw ?? (filter.default === undefined ? undefined : String(filter.default));
  if (raw === undefined) return undefined;
  if (op === 'like') {
    const text = raw.trim();
    return text ? contains(model, name, text) : undefined;
  }
  if (op === 'lines') {
    const values = [...new Set(raw.split(/[\r\n,]+/).map((part) => part.trim()).filter(Boolean))];
    if (values.length > 1000) throw badRequest(message ?? `${field.title}最多 1000 个`, [given.name]);
    return values.length ? { [name]: { [Op.in]: values.map((part) => columnValue(field, given.name, part, message)) } } : undefined;
  }
  if (op === 'allOf') {
    // A comma list stored as text (a template's supports: mobile,onlineEdit): every value asked for is in it.
    const values = [...new Set(raw.split(',').map((part) => part.trim()).filter(Boolean))];
    const pattern = field.pattern ? new RegExp(field.pattern) : undefined;
    const known = (part: string) => (isListField(field) && field.type === 'enum' ? isEnumItem(field, part) : !pattern || pattern.test(part));
    if (values.length > 20 || values.some((part) => part.includes(',') || !known(part))) throw badRequest(message ?? `${field.title}格式不正确`, [given.name]);
    return values.length ? { [Op.and]: values.map((part) => contains(model, name, part)) } : undefined;
  }
  if (op === 'in') {
    const parts = raw.split(',');
    const tooLong = (part: string) => part.trim().length > (field.maxLength ?? 200);
    if (parts.length > 100 || parts.some(tooLong)) throw badRequest(message ?? `${field.title}格式不正确`, [given.name]);
    return { [name]: { [Op.in]: parts.map((part) => columnValue(field, given.name, part.trim(), message)) } };
  }
  const value = columnValue(field, given.name, raw, message);
  return { [name]: op === 'ne' ? { [Op.ne]: value } : value };
}

/** The field a filter or sort names: a declared one, or one of the engine's columns (crtTime, updTime, …). */
export const fieldOf = (section: SectionSpec, name: string): FieldSpec => section.fields[name] ?? RESERVED_FIELD_SPECS[name];

/** The value a filter has in this query (its default when absent), e.g. to name an export after it. */
export function filterValue(section: SectionSpec, name: string, query: Record<string, unknown>): unknown {
  const declared = section.filters?.[name];
  if (!declared) return undefined;
  const filter: FilterSpec = typeof declared === 'string' ? { op: declared } : declared;
  const field = fieldOf(section, filter.field ?? name);
  const given = param(query, filter.params?.[0] ?? name, field);
  const raw = given.raw ?? (filter.default === undefined ? undefined : String(filter.default));
  return raw === undefined ? undefined : columnValue(field, given.name, raw, filter.message);
}

/** Search (`search`: LIKE for text, equality otherwise) and declared `filters` from the query string. */
export function searchWhere(section: SectionSpec, model: AnyModel, query: Record<string, unknown>): WhereOptions {
  const conditions: WhereOptions[] = [];
  for (const [name, declared] of Object.entries(section.filters ?? {})) {
    const filter: FilterSpec = typeof declared === 'string' ? { op: declared } : declared;
    const condition = filterCondition(model, name, fieldOf(section, filter.field ?? name), filter, query);
    if (condition) conditions.push(condition);
  }
  for (const [param, names] of Object.entries(section.searchAny ?? {})) {
    const raw = query[param];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string' || raw.length > 100) throw badRequest(`${names.map((name) => section.fields[name].title).join('/')}格式不正确`, [param]);
    const text = raw.trim();
    if (text) conditions.push({ [Op.or]: names.map((name) => contains(model, name, text)) });
  }
  for (const name of section.search ?? []) {
    const raw = query[name];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string' || raw.length > 100) throw badRequest(`${section.fields[name].title}格式不正确`, [name]);
    const field = section.fields[name];
    // Text is matched trimmed, as `like` filters and searchAny are (blank: no condition).
    if (field.type === 'string' || field.type === 'text') {
      if (raw.trim()) conditions.push(contains(model, name, raw.trim()));
    } else {
      const number = Number(raw);
      if (!Number.isFinite(number)) throw badRequest(`${field.title}格式不正确`, [name]);
      conditions.push({ [name]: number });
    }
  }
  return conditions.length ? { [Op.and]: conditions } : {};
}

/** `sort=field,ASC|DESC` limited to the section's allowed fields; else the default order. */
export function sortOrder(section: SectionSpec, query: Record<string, unknown>): [string, string][] {
  const fallback = section.sort?.default ?? [['id', 'DESC']];
  const raw = query.sort;
  if (raw === undefined || raw === '') return fallback;
  const [field, direction = 'ASC'] = String(raw).split(',');
  const allowed = section.sort?.allowed ?? ['id'];
  if (!allowed.includes(field) || !['ASC', 'DESC'].includes(direction.toUpperCase())) throw badRequest('排序参数不正确', ['sort']);
  return [[field, direction.toUpperCase()]];
}

export interface TreeNode extends Record<string, any> {
  children?: TreeNode[];
}

/**
 * Nests wire rows by their parent field. A row whose parent is not among the rows becomes a root, so a
 * filtered or deleted subset still shows as a tree. `label` mirrors the label field for tree pickers.
 */
export function buildTree(rows: Record<string, any>[], parentField: string, labelField = 'name'): TreeNode[] {
  const nodes = new Map<number, TreeNode>();
  for (const row of rows) nodes.set(row.id, { ...row, label: row[labelField] });
  const names = new Map(rows.map((row) => [row.id, row[labelField]]));
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node[parentField]);
    if (node.parentName === undefined) node.parentName = names.get(node[parentField]) ?? null;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of the rows plus all their ancestors, so a search hit is shown with its path. */
export function withAncestors(all: Record<string, any>[], hits: Set<number>, parentField: string): Set<number> {
  const byId = new Map(all.map((row) => [row.id, row]));
  const keep = new Set<number>();
  for (const id of hits) {
    let current = byId.get(id);
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current[parentField]);
    }
  }
  return keep;
}
