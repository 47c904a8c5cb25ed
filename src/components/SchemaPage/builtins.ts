import { plainForm } from './forms/PlainForm';
import { rowListForm } from './forms/RowListForm';
import { CheckboxGroupWidget, TreeSelectWidget } from './optionWidgets';
import { ImageUploadWidget, IndustryWidget } from './pickerWidgets';
import { fieldWidgets, formKinds, Registry, searchWidgets, valueTypes, type FieldWidget, type FormKind, type SearchWidget, type ValueType } from './registry';
import { REGISTERED_NAMES, type BuiltinName, type RegistryName } from './registered-names';
import { checkboxGroupSearch, dateRangeSearch, monthSearch, radioSearch, selectSearch, textSearch, treeSelectSearch } from './searchWidgets';
import { lazySearch, lazyWidget } from './lazyWidget';
import { personParams } from './person-params';
import { TreeCheckWidget } from './TreeCheckWidget';
import { dateTimeType, dateType, enumListType, enumType, imageListType, imageType, indexType, moneyType, textType } from './valueTypes';
import {
  CheckboxWidget,
  DateWidget,
  MoneyWidget,
  NumberWidget,
  PasswordWidget,
  RadioWidget,
  SelectWidget,
  SwitchWidget,
  TextAreaWidget,
  TimeWidget,
  TextWidget,
} from './widgets';

/** The built-in kinds of a registry: every listed name but those another module registers (REGISTERED_ELSEWHERE). */
type Builtins<R extends RegistryName, T> = Record<BuiltinName<R>, T>;

/** Built-in kinds by name; the types make each map hold exactly the names of registered-names.ts. */
const VALUE_TYPES: Builtins<'valueTypes', ValueType> = {
  text: textType,
  dateTime: dateTimeType,
  date: dateType,
  money: moneyType,
  index: indexType,
  enum: enumType,
  enumList: enumListType,
  image: imageType,
  imageList: imageListType,
};
const FIELD_WIDGETS: Builtins<'fieldWidgets', FieldWidget> = {
  text: TextWidget,
  textarea: TextAreaWidget,
  number: NumberWidget,
  money: MoneyWidget,
  select: SelectWidget,
  switch: SwitchWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  password: PasswordWidget,
  date: DateWidget,
  imageUpload: ImageUploadWidget,
  industry: IndustryWidget,
  checkboxGroup: CheckboxGroupWidget,
  treeSelect: TreeSelectWidget,
  treeCheck: TreeCheckWidget,
  // The one person picker and the rich-text editor (src/widgets), loaded when a form first shows them.
  personPicker: lazyWidget(() => import('@/widgets/person-widgets').then((module) => ({ default: module.PersonPickerWidget }))),
  time: TimeWidget,
  richText: lazyWidget(() => import('@/widgets/RichTextWidget').then((module) => ({ default: module.RichTextWidget }))),
  videoUpload: lazyWidget(() => import('@/widgets/VideoUploadWidget').then((module) => ({ default: module.VideoUploadWidget }))),
};
const SEARCH_WIDGETS: Builtins<'searchWidgets', SearchWidget> = {
  text: textSearch,
  select: selectSearch,
  dateRange: dateRangeSearch,
  month: monthSearch,
  radio: radioSearch,
  checkboxGroup: checkboxGroupSearch,
  treeSelect: treeSelectSearch,
  personPicker: lazySearch(() => import('@/widgets/person-widgets').then((module) => module.personPickerSearch), (value, item) => personParams(value, item)),
};
const FORM_KINDS: Builtins<'formKinds', FormKind> = { plain: plainForm, rowList: rowListForm };

function registerAll<T, N extends string>(registry: Registry<T, N>, names: readonly N[], items: Partial<Record<N, T>>) {
  for (const name of names) {
    const item = items[name];
    if (item) registry.register(name, item);
  }
}

/** Registers the built-in kinds once, from the list the server checks; sections add theirs from their own module. */
let done = false;
export function registerBuiltins(): void {
  if (done) return;
  done = true;
  registerAll(valueTypes, REGISTERED_NAMES.valueTypes, VALUE_TYPES);
  registerAll(fieldWidgets, REGISTERED_NAMES.fieldWidgets, FIELD_WIDGETS);
  registerAll(searchWidgets, REGISTERED_NAMES.searchWidgets, SEARCH_WIDGETS);
  registerAll(formKinds, REGISTERED_NAMES.formKinds, FORM_KINDS);
}

registerBuiltins();
