import type { Condition as FieldCondition, Field } from './schema-types.generated';

/**
 * A declarative condition on a row or on a form's values. Schema files write the `{field, eq|ne|in}` form
 * (schemas/_meta/field.schema.json#/definitions/condition); code may combine them.
 */
export type Condition =
  | FieldCondition
  | { field: string; empty: boolean }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

type Values = Record<string, unknown>;

/** Loose equality so that `-1` in a schema matches `-1` or `'-1'` from the wire or a form. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

/**
 * Evaluates a condition on a row or on a form's values: the one evaluator of the client (row actions, forms) and
 * the server (validation). An absent condition and an unknown shape are false.
 */
export function evaluateCondition(condition: Condition | undefined, values: Values | undefined): boolean {
  if (!condition) return false;
  const record = values ?? {};
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, record));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, record));
  if ('not' in condition) return !evaluateCondition(condition.not, record);
  const value = record[condition.field];
  if ('eqField' in condition && condition.eqField !== undefined) return same(value, record[condition.eqField]);
  if ('eq' in condition) return same(value, condition.eq);
  if ('ne' in condition) return !same(value, condition.ne);
  if ('in' in condition) return (condition.in ?? []).some((candidate) => same(value, candidate));
  if ('empty' in condition) {
    const isEmpty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    return isEmpty === condition.empty;
  }
  return false;
}

/** The field names a condition reads. */
export function conditionFields(condition: Condition | undefined): string[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  return 'eqField' in condition && condition.eqField ? [condition.field, condition.eqField] : [condition.field];
}

type ConditionalField = Pick<Field, 'visibleWhen' | 'requiredWhen' | 'disabledWhen'>;

export interface FieldState {
  visible: boolean;
  required: boolean;
  disabled: boolean;
}

/**
 * How a field's `visibleWhen`, `requiredWhen` and `disabledWhen` come out for the given values: the form shows,
 * requires and disables it accordingly; the server drops the value of a hidden or disabled field and requires it
 * when `required` holds. `known` (a partial update) leaves a condition on values that were not given unevaluated:
 * visible, not required, not disabled.
 */
export function fieldState(field: ConditionalField | undefined, values: Values | undefined, required = false, known?: (name: string) => boolean): FieldState {
  const holds = (condition: Condition | undefined, otherwise: boolean) =>
    !condition || (known && !conditionFields(condition).every(known)) ? otherwise : evaluateCondition(condition, values);
  const visible = holds(field?.visibleWhen, true);
  return {
    visible,
    required: visible && (required || holds(field?.requiredWhen, false)),
    disabled: holds(field?.disabledWhen, false),
  };
}

/** Whether a field carries any of the three conditions. */
export const isConditional = (field: ConditionalField | undefined) => Boolean(field?.visibleWhen || field?.requiredWhen || field?.disabledWhen);
