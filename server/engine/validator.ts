/**
 * The check of a write's body against a section's fields (ajv): conditions, conversions to stored form (yuan to
 * fen, regions, lists, HTML sanitised) and a 400 with the first Chinese message.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import { hasColumn, type FieldSpec, type FieldType } from './section-types';
import { fieldState, isConditional } from '../../shared/conditions';
import { badRequest } from '../http/envelope';
import { shanghaiTime } from '../http/format';
import { resolveRegion } from '../modules/regions/region-codes';
import { fenOf } from './money';
import { htmlHasContent, sanitiseHtml } from './html-sanitiser';
import { isEnumItem, isListField, listItems } from './list-values';

const ajv = new Ajv({ allErrors: true, strict: false, removeAdditional: 'all', useDefaults: false });
ajvErrors(ajv);

/**
 * Compiled checks by their schema's text. Compiling is most of what a schema reload costs, and a reload builds
 * every section's routes again: sections whose rules did not change get their compiled check back.
 */
const compiledChecks = new Map<string, ValidateFunction>();
function compiledCheck(schema: Record<string, unknown>): ValidateFunction {
  const key = JSON.stringify(schema);
  let check = compiledChecks.get(key);
  if (!check) {
    check = ajv.compile(schema);
    compiledChecks.set(key, check);
  }
  return check;
}

const MOBILE = '^1[3-9]\\d{9}$';
const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$';
const FORMAT_PATTERNS: Record<string, string> = { mobile: MOBILE, email: EMAIL, date: DATE, 'date-time': DATE_TIME };

/**
 * The longest text a `text` field takes without a maxLength of its own: its column (MEDIUMTEXT on MySQL, see
 * resource-table.ts) holds it in any UTF-8, and a longer one is the client's error (400), not the database's (500).
 */
export const TEXT_MAX_LENGTH = 100_000;
/** The largest amount money fields hold: 13 digits of yuan (engine/money.ts reads no more), in fen. */
export const MONEY_MAX_FEN = 999_999_999_999_999;

/** The JSON Schema of each field type beyond the plain JSON ones (money is checked in fen, after conversion). */
const TYPE_SCHEMAS: Partial<Record<FieldType, Record<string, unknown>>> = {
  text: { type: 'string', maxLength: TEXT_MAX_LENGTH },
  enum: {},
  // A value that is no yuan amount stays as sent (toStored) and must fail here: an integer beyond 13 digits of yuan
  // (1e308 is an integer to JSON Schema) would overflow MySQL's BIGINT.
  money: { type: 'integer', minimum: -MONEY_MAX_FEN, maximum: MONEY_MAX_FEN },
  date: { type: 'string', pattern: DATE },
  datetime: { type: 'string', pattern: DATE_TIME },
  json: {},
  file: { type: 'string', maxLength: 255 },
  image: { type: 'string', maxLength: 255 },
  region: { type: 'string' },
  belongsTo: { type: 'integer', minimum: 1 },
};

/** Chinese messages for each keyword, from the field's title unless the schema gives its own. */
function messagesFor(field: FieldSpec): Record<string, string> {
  const { title } = field;
  const own = field.messages ?? {};
  return {
    type: own.type ?? `${title}格式不正确`,
    // minLength 1 means "not blank": it says what a missing value says.
    minLength: own.minLength ?? (field.minLength === 1 ? requiredMessage(field) : `${title}至少${field.minLength}个字符`),
    maxLength: own.maxLength ?? `${title}不能超过${field.maxLength ?? TEXT_MAX_LENGTH}个字符`,
    // A bound of the type's own (a money amount's 13 digits, an id's 1) says the value is malformed.
    minimum: own.minimum ?? (field.minimum === undefined ? `${title}格式不正确` : `${title}不能小于${field.minimum}`),
    maximum: own.maximum ?? (field.maximum === undefined ? `${title}格式不正确` : `${title}不能大于${field.maximum}`),
    pattern: own.pattern ?? `${title}格式不正确`,
    enum: own.enum ?? `${title}取值不正确`,
  };
}

const requiredMessage = (field: FieldSpec) => field.messages?.required ?? `请输入${field.title}`;

/** A list field is one comma string on the column: its length limit is the whole list's; its values are checked in afterCheck. */
function listSchema(field: FieldSpec): Record<string, unknown> {
  const maxLength = field.maxLength ?? 255;
  return { type: 'string', maxLength, errorMessage: { type: messagesFor(field).type, maxLength: field.messages?.maxLength ?? `${field.title}不能超过${maxLength}个字符` } };
}

function propertySchema(field: FieldSpec): Record<string, unknown> {
  if (isListField(field)) return listSchema(field);
  const schema: Record<string, unknown> = { ...(TYPE_SCHEMAS[field.type] ?? { type: field.type }) };
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'enum'] as const) {
    if (field[key] !== undefined) schema[key] = field.type === 'money' && (key === 'minimum' || key === 'maximum') ? fenOf(field[key]) : field[key];
  }
  const pattern = field.pattern ?? FORMAT_PATTERNS[field.format ?? ''];
  if (pattern) schema.pattern = pattern;
  const messages = messagesFor(field);
  schema.errorMessage = Object.fromEntries(Object.keys(messages).filter((k) => k === 'type' || k in schema).map((k) => [k, messages[k]]));
  return schema;
}

export interface BodyRules {
  fields: Record<string, FieldSpec>;
  required?: string[];
}

/** `stored`: on an update, the row as it is, so field conditions read the values the body leaves unchanged. */
export type Validate = (body: unknown, stored?: Record<string, unknown>) => Record<string, any>;

/**
 * Compiles field rules into an ajv check that trims strings marked `trim`, drops unknown properties, applies the
 * fields' conditions (a hidden or disabled field's value is dropped, `requiredWhen` requires it; see
 * shared/conditions.ts), and throws 400 with the first Chinese message and the bad field names in `data`.
 * `partial` (updates) checks only the fields that are present; its conditions read the body over the stored row
 * when the update gives it, else only conditions on given values are evaluated.
 */
export function compileValidator(rules: BodyRules, options: { partial?: boolean } = {}): Validate {
  const required = options.partial ? [] : rules.required ?? [];
  const fields = Object.fromEntries(Object.entries(rules.fields).filter(([, field]) => hasColumn(field)));
  const schema = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, propertySchema(field)])),
    required,
    errorMessage: {
      type: '请求格式不正确',
      required: Object.fromEntries(required.map((name) => [name, requiredMessage(rules.fields[name])])),
    },
  };
  const check = compiledCheck(schema);
  const order = Object.keys(fields);
  const conditional = Object.entries(fields).filter(([, field]) => isConditional(field));
  const defaults = Object.fromEntries(Object.entries(fields).filter(([, field]) => field.default !== undefined).map(([name, field]) => [name, field.default]));
  return (body: unknown, stored?: Record<string, unknown>) => {
    const input = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : body;
    let missing: string[] = [];
    if (input && typeof input === 'object') {
      for (const [name, field] of Object.entries(fields)) {
        if (field.trim && typeof (input as any)[name] === 'string') (input as any)[name] = (input as any)[name].trim();
      }
      if (conditional.length) missing = applyConditions(conditional, input as Record<string, unknown>, options.partial ? stored : defaults, !options.partial || stored !== undefined);
      for (const [name, field] of Object.entries(fields)) {
        const value = (input as any)[name];
        if (value === null && !required.includes(name)) delete (input as any)[name];
        else if (value !== undefined) (input as any)[name] = toStored(field, value);
      }
    }
    const valid = check(input);
    if (valid && !missing.length) return afterCheck(fields, input as Record<string, any>);
    const errors = ((valid ? [] : check.errors) ?? []) as ErrorObject[];
    const fieldOf = (e: ErrorObject) =>
      e.instancePath.split('/')[1] || (e.params as any)?.errors?.[0]?.params?.missingProperty || '';
    // A blank text says what a missing one says, whatever its minimum length.
    const blank = (name: string) => (input as any)?.[name] === '' && fields[name]?.minLength !== undefined;
    const problems = [
      ...errors.map((e) => ({ name: fieldOf(e), message: blank(fieldOf(e)) ? requiredMessage(fields[fieldOf(e)]) : e.message })),
      ...missing.map((name) => ({ name, message: requiredMessage(fields[name]) })),
    ];
    const names = [...new Set(problems.map((p) => p.name).filter(Boolean))];
    const first = [...problems].sort((a, b) => rank(a.name) - rank(b.name))[0];
    throw badRequest(first?.message ?? '请求格式不正确', names);
    function rank(name: string) {
      const i = order.indexOf(name);
      return i < 0 ? order.length : i;
    }
  };
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value === '');

/**
 * Drops the values of fields hidden or disabled by their conditions and answers the fields `requiredWhen` makes
 * required that have no value. Conditions read the body over `base`: the fields' defaults on create, the stored row
 * on an update that gives it (`complete`); on an update without it, a condition on a field the body does not give
 * is left alone.
 */
function applyConditions(conditional: [string, FieldSpec][], input: Record<string, unknown>, base: Record<string, unknown> | undefined, complete: boolean): string[] {
  const values = { ...base, ...input };
  const known = complete ? undefined : (name: string) => name in input;
  const missing: string[] = [];
  for (const [name, field] of conditional) {
    const state = fieldState(field, values, false, known);
    if (!state.visible || state.disabled) delete input[name];
    else if (state.required && isBlank(values[name])) missing.push(name);
  }
  return missing;
}

/** Wire values in the form the column keeps: yuan to fen, region code lists to one comma string. */
function toStored(field: FieldSpec, value: unknown): unknown {
  if (field.type === 'money') return fenOf(value) ?? value;
  if (field.type === 'region' && Array.isArray(value)) return value.join(',');
  if (isListField(field) && (Array.isArray(value) || typeof value === 'string')) return listItems(value).join(',');
  return value;
}

/** A `YYYY-MM-DD` that names a real day (not 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** Checks JSON Schema cannot make (a real region chain) and the conversions that follow a passed check (HTML sanitised). */
function afterCheck(fields: Record<string, FieldSpec>, values: Record<string, any>): Record<string, any> {
  for (const [name, field] of Object.entries(fields)) {
    const value = values[name];
    if (value === undefined || value === null) continue;
    if (isListField(field) && field.type === 'enum' && listItems(value).some((item) => !isEnumItem(field, item))) throw badRequest(messagesFor(field).enum, [name]);
    if (field.type === 'region' && value !== '' && !resolveRegion(value)) throw badRequest(field.messages?.pattern ?? `请选择${field.title}`, [name]);
    // The pattern takes 2026-02-30: a day must be one of the calendar's.
    if (field.type === 'date' && typeof value === 'string' && !isCalendarDay(value)) throw badRequest(messagesFor(field).pattern, [name]);
    if (field.type === 'datetime') values[name] = shanghaiTime(value.length === 16 ? `${value}:00` : value.length === 10 ? `${value} 00:00:00` : value);
    if (field.format === 'html' && typeof value === 'string') {
      values[name] = sanitiseHtml(value);
      // Markup that keeps nothing to read (only a script, empty paragraphs) is no value.
      if (field.minLength && !htmlHasContent(values[name])) throw badRequest(requiredMessage(field), [name]);
    }
  }
  return values;
}
