/**
 * An item's `check` (a form field checked by an operation when it loses focus): its query filled from the form's
 * values, and the warning an answer gives.
 */
import { fillValues, valueAt } from '../template';
import type { ItemSpec, Row } from '../types';

export type Check = NonNullable<ItemSpec['check']>;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The check's query parameters filled from the form's values (text trimmed), or undefined while one is still empty. */
export function checkParams(check: Check, values: Row): Record<string, unknown> | undefined {
  const params = fillValues(check.params ?? {}, values) ?? {};
  if (Object.values(params).some(blank)) return undefined;
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]));
}

/** The warning an answer of the check gives: its message when the declared `failIf` field of its data is true. */
export function checkVerdict(check: Check, answer: { data?: unknown; msg?: string }): string | undefined {
  if (!check.failIf || !valueAt(answer.data as Row | undefined, check.failIf)) return undefined;
  return answer.msg || '校验未通过';
}
