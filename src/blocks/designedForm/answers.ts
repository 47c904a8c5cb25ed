/** A submission's answers as text: each field of its version, in order, with its title and its value as a label (是/否, choices joined with 、). */
import { orderedKeys, type JsonSchema, type UiSchema } from './field-model';

export interface FormVersion {
  version: number;
  schema: JsonSchema;
  uiSchema?: UiSchema;
}

export interface Answer {
  key: string;
  title: string;
  text: string;
}

const EMPTY = '-';

/** One value as shown: booleans 是/否 (or the field's ui:enumNames), lists joined with 、, nothing as -. */
export function answerText(value: unknown, property?: JsonSchema, ui?: UiSchema): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') {
    const names: unknown = ui?.['ui:enumNames'];
    return Array.isArray(names) && names.length === 2 ? String(names[value ? 0 : 1]) : value ? '是' : '否';
  }
  if (Array.isArray(value)) return value.length ? value.map((item) => answerText(item, property?.items)).join('、') : EMPTY;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The answers of `data` under the version's fields in order; keys the version does not have follow under their own names. */
export function answersOf(data: Record<string, unknown> | null | undefined, version: FormVersion | undefined): Answer[] {
  const values = data ?? {};
  const schema = version?.schema ?? { properties: {} };
  const keys = orderedKeys(schema, version?.uiSchema);
  const known = keys.map((key) => ({ key, title: String(schema.properties[key]?.title ?? key), text: answerText(values[key], schema.properties[key], version?.uiSchema?.[key]) }));
  const unknown = Object.keys(values)
    .filter((key) => !keys.includes(key))
    .map((key) => ({ key, title: key, text: answerText(values[key]) }));
  return [...known, ...unknown];
}

/** The version a submission was filled against (else the latest). */
export const versionOf = (versions: FormVersion[], version: unknown): FormVersion | undefined =>
  versions.find((one) => Number(one.version) === Number(version)) ?? latest(versions);

export const latest = (versions: FormVersion[]): FormVersion | undefined => versions.reduce<FormVersion | undefined>((top, one) => (!top || one.version > top.version ? one : top), undefined);

/** The table's columns of a version's fields: one per key, `answer.<key>` in the row. */
export const ANSWER_PREFIX = 'answer_';

/** The rows with each answer's label under `answer_<key>` (for the one table). */
export function rowsWithAnswers<T extends { data?: Record<string, unknown> | null; version?: unknown }>(rows: T[], versions: FormVersion[]): (T & Record<string, string>)[] {
  return rows.map((row) => {
    const version = versionOf(versions, row.version);
    const texts = Object.fromEntries(answersOf(row.data, version).map((answer) => [`${ANSWER_PREFIX}${answer.key}`, answer.text]));
    return { ...row, ...texts };
  });
}
