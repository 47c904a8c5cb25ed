import { evaluateCondition, type Condition } from '../shared/conditions';

/** A block condition: one `{field, eq|ne|in}`, or several that must all hold. */
export type When = Condition | Condition[];

/** Whether the condition holds for the record; an absent condition is `absent` (true for visibleWhen, false for hiddenWhen). */
export function holds(when: When | undefined, record: Record<string, unknown> | undefined, absent = false): boolean {
  if (!when) return absent;
  return evaluateCondition(Array.isArray(when) ? { all: when } : when, record);
}

/** Whether an item with visibleWhen / hiddenWhen is shown for the record. */
export const shown = (item: { visibleWhen?: When; hiddenWhen?: When }, record: Record<string, unknown> | undefined) =>
  holds(item.visibleWhen, record, true) && !holds(item.hiddenWhen, record, false);
