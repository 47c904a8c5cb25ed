import { fieldState } from '../../../shared/conditions';
import type { BlockField, ItemSpec, Row } from '../types';
import { holds } from '../when';

/** What an item's conditions read: the loaded record, the form's values over it, and the signed-in user as `session`. */
export const conditionScope = (values: Row | undefined, record?: Row, session?: Row): Row => ({ ...record, ...values, session: session ?? {} });

export interface ItemState {
  visible: boolean;
  required: boolean;
  disabled: boolean;
}

/**
 * How an item comes out for the scope: the field's own visibleWhen/requiredWhen/disabledWhen (the evaluator the
 * server validates with) and the item's visibleWhen, disabledWhen and readOnly.
 */
export function itemState(item: ItemSpec, def: BlockField | undefined, scope: Row, required: boolean): ItemState {
  const own = fieldState(def as Parameters<typeof fieldState>[0], scope, required);
  const visible = own.visible && holds(item.visibleWhen, scope, true);
  // A read-only item is shown, not entered: nothing to require.
  if (item.readOnly) return { visible, required: false, disabled: true };
  return { visible, required: visible && own.required, disabled: own.disabled || holds(item.disabledWhen, scope) };
}

/** The items a save sends: shown for the scope and editable here (a hidden or read-only item is not sent). */
export const sentItems = (items: ItemSpec[], fields: Record<string, BlockField>, scope: Row): ItemSpec[] =>
  items.filter((item) => !item.readOnly && itemState(item, fields[item.field], scope, false).visible);
