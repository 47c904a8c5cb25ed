import { conditionFields, evaluateCondition, type Condition } from '../../shared/conditions';
import { valueAt } from './template';

/** A block condition: one `{field, eq|ne|in}`, or several that must all hold. */
export type When = Condition | Condition[];

type Values = Record<string, unknown>;

/** The record with each dotted name the condition reads (`session.isCompanyAdmin`) set to its nested value. */
function withPaths(condition: Condition, record: Values | undefined): Values | undefined {
  const dotted = conditionFields(condition).filter((name) => name.includes('.'));
  if (!dotted.length) return record;
  return { ...record, ...Object.fromEntries(dotted.map((name) => [name, valueAt(record, name)])) };
}

/** Whether the condition holds for the record; an absent condition is `absent` (true for visibleWhen, false for hiddenWhen). */
export function holds(when: When | undefined, record: Values | undefined, absent = false): boolean {
  if (!when) return absent;
  const condition: Condition = Array.isArray(when) ? { all: when } : when;
  return evaluateCondition(condition, withPaths(condition, record));
}

/** Whether an item with visibleWhen / hiddenWhen is shown for the record. */
export const shown = (item: { visibleWhen?: When; hiddenWhen?: When }, record: Values | undefined) =>
  holds(item.visibleWhen, record, true) && !holds(item.hiddenWhen, record, false);
