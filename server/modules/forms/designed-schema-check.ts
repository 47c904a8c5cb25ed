/**
 * The check of a designed form's JSON Schema and uiSchema before they are stored: an allow-list of what the designer
 * writes (a flat object of string, number, integer, boolean and multiple-choice fields with their limits); anything
 * else is a 400 naming the field (its title, else its key) and the problem. Pure: no database, no request.
 */
import isSafeRegex from 'safe-regex2';
import { badRequest } from '../../http/envelope';
import { DESIGNED_FORM_FORMATS } from '../../../shared/designed-form-formats';

export const MAX_FIELDS = 100;
export const MAX_SCHEMA_BYTES = 64 * 1024;
export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const KEY = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;
const MAX_TEXT_LENGTH = 5000;
const MAX_PATTERN = 200;
const MAX_OPTIONS = 50;

/** Constructs refused with a message of their own, wherever they appear. */
const REFUSED: Record<string, string> = {
  $ref: '不支持引用（$ref）',
  $id: '不支持 $id',
  definitions: '不支持公共定义（definitions）',
  $defs: '不支持公共定义（$defs）',
  if: '不支持条件结构（if/then/else）',
  then: '不支持条件结构（if/then/else）',
  else: '不支持条件结构（if/then/else）',
  allOf: '不支持组合结构（allOf）',
  anyOf: '不支持组合结构（anyOf）',
  oneOf: '不支持组合结构（oneOf）',
  not: '不支持组合结构（not）',
  patternProperties: '不支持 patternProperties',
  dependencies: '不支持字段依赖（dependencies）',
  dependentRequired: '不支持字段依赖（dependentRequired）',
  dependentSchemas: '不支持字段依赖（dependentSchemas）',
  propertyNames: '不支持 propertyNames',
  const: '不支持 const',
  contentMediaType: '不支持 contentMediaType',
};

const ROOT_KEYS = new Set(['$schema', 'type', 'properties', 'required', 'title', 'description', 'additionalProperties']);
const COMMON_KEYS = ['type', 'title', 'description', 'default'];
const TYPE_KEYS: Record<string, string[]> = {
  string: ['minLength', 'maxLength', 'format', 'pattern', 'enum'],
  number: ['minimum', 'maximum'],
  integer: ['minimum', 'maximum'],
  boolean: [],
  array: ['items', 'uniqueItems', 'minItems', 'maxItems'],
};
const PROPERTY_UI_KEYS = new Set(['ui:widget', 'ui:placeholder', 'ui:help', 'ui:enumNames', 'ui:options']);

type Json = Record<string, any>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');

/** A refusal about the form as a whole. */
const formError = (problem: string) => badRequest(`表单结构：${problem}`, [{ field: '', message: `表单结构：${problem}` }]);

/** The checked schema and uiSchema as stored: the uiSchema's `ui:order` names every field (a MySQL JSON column does not keep key order). */
export interface CheckedDesign {
  schema: Json;
  uiSchema: Json;
}

/**
 * Checks a designed schema and its uiSchema (`widgets`: the rjsf widgets the client registers, each with
 * the field kinds it edits) and answers them as
 * stored, or throws a 400 with the first problem.
 */
export function checkDesignedSchema(schema: unknown, uiSchema: unknown, widgets: WidgetKinds): CheckedDesign {
  if (!isObject(schema)) throw formError('应为对象');
  if (bytes(schema) > MAX_SCHEMA_BYTES) throw badRequest('表单结构不能超过64KB', [{ field: '', message: '表单结构不能超过64KB' }]);
  for (const key of Object.keys(schema)) {
    if (REFUSED[key]) throw formError(REFUSED[key]);
    if (!ROOT_KEYS.has(key)) throw formError(`不支持的设置 ${key}`);
  }
  if (schema.$schema !== undefined && schema.$schema !== DRAFT_07 && schema.$schema !== DRAFT_07.replace(/#$/, '')) throw formError('只支持 draft-07 的 $schema');
  if (schema.type !== 'object') throw formError('类型应为 object');
  if (schema.title !== undefined && (typeof schema.title !== 'string' || schema.title.length > 50)) throw formError('标题应为不超过50个字符的文本');
  if (schema.description !== undefined && (typeof schema.description !== 'string' || schema.description.length > 200)) throw formError('说明应为不超过200个字符的文本');
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) throw formError('additionalProperties 只能为 false');
  const properties = schema.properties ?? {};
  if (!isObject(properties)) throw formError('properties 应为对象');
  const keys = Object.keys(properties);
  if (keys.length > MAX_FIELDS) throw badRequest('表单字段不能超过100个', [{ field: '', message: '表单字段不能超过100个' }]);
  for (const key of keys) checkProperty(key, properties[key]);
  const required = schema.required ?? [];
  if (!Array.isArray(required) || required.some((key) => typeof key !== 'string')) throw formError('required 应为字段名的列表');
  if (new Set(required).size !== required.length) throw formError('required 有重复的字段');
  const unknown = required.find((key: string) => !keys.includes(key));
  if (unknown !== undefined) throw formError(`必填字段“${unknown}”不存在`);
  const checkedUi = checkUiSchema(uiSchema, properties, widgets);
  return { schema: { ...schema, additionalProperties: false }, uiSchema: checkedUi };
}

/** One field: its key, type and the keys its type allows, each within its limits. */
function checkProperty(key: string, property: unknown) {
  const name = isObject(property) && typeof property.title === 'string' && property.title ? property.title : key;
  const fail = (problem: string) => badRequest(`字段“${name}”：${problem}`, [{ field: key, message: `字段“${name}”：${problem}` }]);
  if (!KEY.test(key)) throw fail('字段名只能由字母、数字和下划线组成，以字母或下划线开头，不超过40个字符');
  if (!isObject(property)) throw fail('应为对象');
  for (const item of Object.keys(property)) if (REFUSED[item]) throw fail(REFUSED[item]);
  const type = property.type;
  if (typeof type !== 'string' || !TYPE_KEYS[type]) throw fail(`不支持的类型 ${Array.isArray(type) ? type.join('/') : String(type ?? '（未设置）')}`);
  const allowed = new Set([...COMMON_KEYS, ...TYPE_KEYS[type]]);
  for (const item of Object.keys(property)) if (!allowed.has(item)) throw fail(`不支持的设置 ${item}`);
  if (typeof property.title !== 'string' || property.title.trim() === '') throw fail('请设置标题');
  if (property.title.length > 50) throw fail('标题不能超过50个字符');
  if (property.description !== undefined && (typeof property.description !== 'string' || property.description.length > 200)) throw fail('说明应为不超过200个字符的文本');
  if (type === 'string') checkText(property, fail);
  if (type === 'number' || type === 'integer') checkNumber(property, fail);
  if (type === 'array') checkChoices(property, fail);
  if (property.default !== undefined && !defaultFits(property)) throw fail('默认值与字段类型不符');
}

type Fail = (problem: string) => Error;

function checkText(property: Json, fail: Fail) {
  for (const limit of ['minLength', 'maxLength']) {
    if (property[limit] !== undefined && (!isCount(property[limit]) || property[limit] > MAX_TEXT_LENGTH)) throw fail(`${limit} 应为0到${MAX_TEXT_LENGTH}的整数`);
  }
  if (property.minLength !== undefined && property.maxLength !== undefined && property.minLength > property.maxLength) throw fail('最少字数不能大于最多字数');
  if (property.format !== undefined && !(DESIGNED_FORM_FORMATS as readonly string[]).includes(property.format)) throw fail(`不支持的格式 ${String(property.format)}`);
  if (property.pattern !== undefined) {
    if (typeof property.pattern !== 'string' || property.pattern.length > MAX_PATTERN) throw fail(`正则表达式应为不超过${MAX_PATTERN}个字符的文本`);
    try {
      new RegExp(property.pattern, 'u');
    } catch {
      throw fail('正则表达式无效');
    }
    if (!isSafeRegex(property.pattern)) throw fail('正则表达式可能导致回溯过多，请简化');
  }
  if (property.enum !== undefined) checkOptions(property.enum, fail);
}

function checkNumber(property: Json, fail: Fail) {
  for (const limit of ['minimum', 'maximum']) {
    if (property[limit] !== undefined && (typeof property[limit] !== 'number' || !Number.isFinite(property[limit]))) throw fail(`${limit} 应为有限的数字`);
  }
  if (property.minimum !== undefined && property.maximum !== undefined && property.minimum > property.maximum) throw fail('最小值不能大于最大值');
}

function checkChoices(property: Json, fail: Fail) {
  const items = property.items;
  if (!isObject(items)) throw fail('多选字段应设置选项（items）');
  for (const item of Object.keys(items)) {
    if (REFUSED[item]) throw fail(REFUSED[item]);
    if (item !== 'type' && item !== 'enum') throw fail(`选项不支持的设置 ${item}`);
  }
  if (items.type !== 'string') throw fail(`不支持的类型 array<${String(items.type ?? '')}>`);
  checkOptions(items.enum, fail);
  if (property.uniqueItems !== undefined && property.uniqueItems !== true) throw fail('uniqueItems 只能为 true');
  for (const limit of ['minItems', 'maxItems']) {
    if (property[limit] !== undefined && (!isCount(property[limit]) || property[limit] > MAX_OPTIONS)) throw fail(`${limit} 应为0到${MAX_OPTIONS}的整数`);
  }
  if (property.minItems !== undefined && property.maxItems !== undefined && property.minItems > property.maxItems) throw fail('最少选择项数不能大于最多选择项数');
}

function checkOptions(options: unknown, fail: Fail) {
  if (!Array.isArray(options) || options.length < 1 || options.length > MAX_OPTIONS) throw fail(`选项应为1到${MAX_OPTIONS}个`);
  if (options.some((option) => typeof option !== 'string' || option.trim() === '' || option.length > 50)) throw fail('选项应为不超过50个字符的非空文本');
  if (new Set(options).size !== options.length) throw fail('选项不能重复');
}

/** Whether a field's default is a value of the field. */
function defaultFits(property: Json): boolean {
  const value = property.default;
  switch (property.type) {
    case 'string':
      return typeof value === 'string' && (!property.enum || property.enum.includes(value)) && (property.maxLength === undefined || value.length <= property.maxLength);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return Array.isArray(value) && value.every((item) => property.items.enum.includes(item));
  }
}

/** The rjsf widgets by name, each with the field kinds it edits (the client manifest's `designedFormWidgets`). */
export type WidgetKinds = Record<string, readonly string[]>;

/** What a checked field is, as a widget sees it: text, a choice, a date, a number, yes/no or several choices. */
function fieldKind(property: Json): string {
  if (property.type === 'array') return 'multiple';
  if (property.type === 'boolean') return 'boolean';
  if (property.type === 'number' || property.type === 'integer') return 'number';
  if (property.enum) return 'choice';
  if (property.format === 'date' || property.format === 'date-time') return property.format;
  return 'text';
}

/** The uiSchema: `ui:order` and per field only the settings the designer makes; answered with a complete `ui:order`. */
function checkUiSchema(uiSchema: unknown, properties: Json, widgets: WidgetKinds): Json {
  const ui = uiSchema ?? {};
  const fail = (problem: string, field = '') => badRequest(`界面设置：${problem}`, [{ field, message: `界面设置：${problem}` }]);
  if (!isObject(ui)) throw fail('应为对象');
  if (bytes(ui) > MAX_SCHEMA_BYTES) throw fail('不能超过64KB');
  const keys = Object.keys(properties);
  const out: Json = {};
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:order') continue;
    if (!keys.includes(key)) throw fail(key.startsWith('ui:') ? `不支持的设置 ${key}` : `表单中没有字段“${key}”`, key);
    const title = properties[key].title || key;
    const bad = (problem: string) => fail(`字段“${title}”${problem}`, key);
    if (!isObject(value)) throw bad('的设置应为对象');
    for (const [setting, given] of Object.entries(value)) {
      if (!PROPERTY_UI_KEYS.has(setting)) throw bad(`不支持的设置 ${setting}`);
      if (setting === 'ui:widget' && !Object.hasOwn(widgets, given as string)) throw bad(`不支持的控件 ${String(given)}`);
      if (setting === 'ui:widget' && !widgets[given as string].includes(fieldKind(properties[key]))) throw bad(`不能使用控件 ${String(given)}`);
      if (setting === 'ui:placeholder' && (typeof given !== 'string' || given.length > 100)) throw bad('的占位提示应为不超过100个字符的文本');
      if (setting === 'ui:help' && (typeof given !== 'string' || given.length > 200)) throw bad('的帮助文字应为不超过200个字符的文本');
      if (setting === 'ui:enumNames' && (!Array.isArray(given) || given.length > MAX_OPTIONS || given.some((name) => typeof name !== 'string' || name.length > 50))) throw bad('的选项名称应为文本列表');
      if (setting === 'ui:options') {
        if (!isObject(given) || Object.keys(given).some((option) => option !== 'rows')) throw bad('的 ui:options 只支持 rows');
        if (given.rows !== undefined && (!Number.isInteger(given.rows) || given.rows < 1 || given.rows > 20)) throw bad('的行数应为1到20');
      }
    }
    out[key] = value;
  }
  out['ui:order'] = completeOrder(ui['ui:order'], keys, fail);
  return out;
}

/** `ui:order` as every field key once: the given keys, `*` (at most once) standing for the others in their order. */
function completeOrder(order: unknown, keys: string[], fail: (problem: string) => Error): string[] {
  if (order === undefined) return keys;
  if (!Array.isArray(order) || order.some((key) => typeof key !== 'string')) throw fail('ui:order 应为字段名的列表');
  if (new Set(order).size !== order.length) throw fail('ui:order 有重复的字段');
  const unknown = order.find((key) => key !== '*' && !keys.includes(key));
  if (unknown !== undefined) throw fail(`ui:order 中的字段“${unknown}”不存在`);
  const rest = keys.filter((key) => !order.includes(key));
  if (!order.includes('*')) {
    if (rest.length) throw fail(`ui:order 缺少字段“${rest[0]}”`);
    return order;
  }
  return order.flatMap((key) => (key === '*' ? rest : [key]));
}
