/**
 * Whether a section's row action or column is offered on the current tab for a row, by its `tabs`, `hiddenWhen`
 * and `visibleWhen` (shared/conditions.ts).
 */
import { evaluateCondition, type Condition } from '../../../shared/conditions';
import type { Row } from './types';

export { evaluateCondition } from '../../../shared/conditions';

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
