import { plainForm } from './forms/PlainForm';
import { rowListForm } from './forms/RowListForm';
import { fieldWidgets, formKinds, searchWidgets, valueTypes } from './registry';
import { dateRangeSearch, textSearch } from './searchWidgets';
import { dateTimeType, dateType, enumType, indexType, moneyType, textType } from './valueTypes';
import { NumberWidget, RadioWidget, SelectWidget, SwitchWidget, TextAreaWidget, TextWidget } from './widgets';

/** Registers the built-in kinds once; sections add theirs with `xxx.register(...)` from their own module. */
let done = false;
export function registerBuiltins(): void {
  if (done) return;
  done = true;
  valueTypes.register('text', textType);
  valueTypes.register('dateTime', dateTimeType);
  valueTypes.register('date', dateType);
  valueTypes.register('money', moneyType);
  valueTypes.register('index', indexType);
  valueTypes.register('enum', enumType);

  fieldWidgets.register('text', TextWidget);
  fieldWidgets.register('textarea', TextAreaWidget);
  fieldWidgets.register('number', NumberWidget);
  fieldWidgets.register('select', SelectWidget);
  fieldWidgets.register('switch', SwitchWidget);
  fieldWidgets.register('radio', RadioWidget);

  searchWidgets.register('text', textSearch);
  searchWidgets.register('dateRange', dateRangeSearch);

  formKinds.register('plain', plainForm);
  formKinds.register('rowList', rowListForm);
}

registerBuiltins();
