/**
 * Every name the web app registers, by registry: the one list the registries accept (a name not listed here is
 * refused) and, through schemas/_meta/client-manifest.json (`npm run client:manifest`), the list the server's schema check reads, so a section file naming a
 * widget, value type, search widget or form kind the client does not have fails `npm run schemas:check` and the
 * start.
 */
export const REGISTERED_NAMES = {
  /** Table value types (src/components/SchemaPage/valueTypes.tsx; imagePreview: src/pages/operator/image-preview.tsx). */
  valueTypes: ['text', 'dateTime', 'date', 'money', 'index', 'enum', 'enumList', 'image', 'imageList', 'imagePreview'],
  /** Form field widgets (widgets.tsx: time is a TimePicker kept as HH:mm:ss text; pickerWidgets.tsx, optionWidgets.tsx, TreeCheckWidget.tsx; personPicker and richText: src/widgets). */
  fieldWidgets: ['text', 'textarea', 'number', 'money', 'select', 'switch', 'radio', 'checkbox', 'password', 'date', 'imageUpload', 'industry', 'checkboxGroup', 'treeSelect', 'treeCheck', 'personPicker', 'richText', 'time', 'videoUpload'],
  /** Search form inputs (searchWidgets.tsx; treeSelect: one node of loaded `options`, e.g. a department; personPicker: src/widgets/person-widgets.tsx). */
  searchWidgets: ['text', 'select', 'dateRange', 'month', 'radio', 'checkboxGroup', 'personPicker', 'treeSelect'],
  /** Form kinds (forms/). */
  formKinds: ['plain', 'rowList'],
} as const;

export type RegistryName = keyof typeof REGISTERED_NAMES;
export type RegisteredName<R extends RegistryName> = (typeof REGISTERED_NAMES)[R][number];

/** Names registered by a module other than builtins.ts, with the module that registers each. */
export const REGISTERED_ELSEWHERE = {
  valueTypes: { imagePreview: 'src/pages/operator/image-preview.tsx' },
} as const;

type Elsewhere<R extends RegistryName> = R extends keyof typeof REGISTERED_ELSEWHERE ? keyof (typeof REGISTERED_ELSEWHERE)[R] : never;
/** The names builtins.ts registers in a registry. */
export type BuiltinName<R extends RegistryName> = Exclude<RegisteredName<R>, Elsewhere<R>>;
