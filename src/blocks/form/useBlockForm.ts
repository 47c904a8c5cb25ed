import { Form } from 'antd';
import { useState } from 'react';
import { itemField } from '../recordForm/form-items';
import type { BlockField, BlockSpec, ItemSpec, PageApi, Row } from '../types';
import { itemRules, sameAsDependents } from './item-rules';
import { conditionScope, itemState, sentItems, type ItemState } from './item-state';
import { useBlurCheck } from './useBlurCheck';
import { useItemOptions } from './useItemOptions';
import { useSession } from './useSession';
import { operationOf } from '../calls';
import { PAGED_PICKER } from './useItemOptions';

/**
 * The state a block form (recordForm, stepsForm) shares: the antd form, its values as its conditions read them
 * (with the loaded record and the signed-in user; `initial`: the form's starting values), each item's field, state
 * and rules, loaded choices, blur checks.
 */
export function useBlockForm(page: PageApi, block: BlockSpec, items: ItemSpec[], record?: Row, initial: Row = {}) {
  const [form] = Form.useForm();
  const [values, setValues] = useState<Row>(initial);
  const session = useSession();
  const options = useItemOptions(page, block, items);
  const { fields } = page.schema;
  const required = new Set(page.schema.required ?? []);
  const sync = () => setValues(form.getFieldsValue(true));
  const scope = conditionScope(values, record, session);

  const fieldOf = (item: ItemSpec): BlockField => {
    const field = itemField(item, fields[item.field]);
    if (!item.options) return field;
    // A paged picker (personPicker) pages through the operation itself: it gets the operation, not its first page.
    if (field.widget === PAGED_PICKER) return { ...field, source: operationOf(page, block, item.options.operation) };
    return { ...field, options: options[item.field] };
  };
  const stateOf = (item: ItemSpec): ItemState => itemState(item, fields[item.field], scope, item.required ?? required.has(item.field));
  const rulesOf = (item: ItemSpec, state: ItemState) => itemRules(item, fieldOf(item), state.required, fields);
  const checkOnBlur = useBlurCheck(form, page, block, () => conditionScope(form.getFieldsValue(true), record, session), sync);

  /** A change re-checks the fields showing an error and those that must equal a changed one (once touched). */
  const onValuesChange = (changed: Row) => {
    sync();
    const names = Object.keys(changed);
    const again = [
      ...names.filter((name) => form.getFieldError(name).length > 0),
      ...sameAsDependents(items, names).filter((name) => form.isFieldTouched(name)),
    ];
    if (again.length) void form.validateFields(again).catch(() => undefined);
  };

  /** The items a save sends for these values. */
  const sentFor = (all: Row) => sentItems(items, fields, conditionScope(all, record, session));

  return { form, sync, fieldOf, stateOf, rulesOf, checkOnBlur, onValuesChange, sentFor };
}

export type BlockFormModel = ReturnType<typeof useBlockForm>;
