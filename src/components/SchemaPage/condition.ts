import type { Condition, Row } from './types';

/** Loose equality so that `-1` in a schema matches `-1` or `'-1'` from the wire. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

/** Evaluates a declarative row condition (`{field, eq}`, `{all: [...]}`, ...). Unknown shapes are false. */
export function evaluateCondition(condition: Condition | undefined, row: Row | undefined): boolean {
  if (!condition) return false;
  const record = row ?? {};
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, record));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, record));
  if ('not' in condition) return !evaluateCondition(condition.not, record);
  const value = record[condition.field];
  if ('eq' in condition) return same(value, condition.eq);
  if ('ne' in condition) return !same(value, condition.ne);
  if ('in' in condition) return condition.in.some((candidate) => same(value, candidate));
  if ('empty' in condition) {
    const isEmpty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    return isEmpty === condition.empty;
  }
  return false;
}

/** Whether a row action is offered on the given tab for the given row. */
export function isActionShown(
  action: { tabs?: string[]; hiddenWhen?: Condition; visibleWhen?: Condition },
  tab: string | undefined,
  row?: Row,
): boolean {
  if (action.tabs && tab !== undefined && !action.tabs.includes(tab)) return false;
  if (action.hiddenWhen && evaluateCondition(action.hiddenWhen, row)) return false;
  if (action.visibleWhen && !evaluateCondition(action.visibleWhen, row)) return false;
  return true;
}
