import type { Action, Column, SearchItem } from '../../src/shared/schema-types.generated';
import { conditionFields, type Condition } from '../../src/shared/conditions';
import { RESERVED_FIELDS } from '../../src/shared/reserved-fields';
import { resolveAction, resolveColumn, resolveExportColumns, resolveForm, resolveSearchItem } from '../../src/shared/section-ui';
import { REGISTERED_NAMES, type RegistryName } from '../../src/components/SchemaPage/registered-names';
import { isBlockKind } from '../../src/blocks/kinds';
import type { SectionSpec } from './section-types';

type Fail = (pointer: string, reason: string) => never;

/**
 * Fills the defaults the server itself serves and uses: toolbar and row actions (standard keys, `body` actions) and
 * export headers. Columns, search items and forms stay as written; the page resolves them from the served fields.
 */
export function completeSectionDefaults(spec: SectionSpec): void {
  const ui = spec.ui;
  if (ui) {
    for (const kind of ['toolbar', 'rowActions'] as const) {
      if (ui[kind]) ui[kind] = (ui[kind] as Action[]).map((action) => resolveAction(action, spec.fields, ui.forms));
    }
  }
  if (spec.export) spec.export = { ...spec.export, columns: resolveExportColumns(spec.export.columns, spec.fields) };
}

const registered = (registry: RegistryName, name: string) => (REGISTERED_NAMES[registry] as readonly string[]).includes(name);

/**
 * Every name a section's page and export use must exist: fields (declared, or columns the engine keeps) in columns,
 * search items, forms, sort, export and conditions; tabs; and widgets, value types, search widgets and form kinds
 * registered on the client (src/components/SchemaPage/registered-names.ts), block kinds (src/blocks/kinds.ts). Runs
 * after completeSectionDefaults.
 */
export function checkSectionUi(spec: SectionSpec, fail: Fail): void {
  const declared = new Set(Object.keys(spec.fields));
  // A tree's nodes also carry their parent's label (section-queries buildTree).
  const known = new Set([...declared, ...RESERVED_FIELDS, ...(spec.model.tree ? ['parentName'] : [])]);
  const need = (name: string, pointer: string) => known.has(name) || fail(pointer, `unknown field "${name}"`);
  const needCondition = (condition: Condition | undefined, pointer: string) => conditionFields(condition).forEach((name) => need(name, `${pointer}/field`));

  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.widget && !registered('fieldWidgets', field.widget)) fail(`/fields/${name}/widget`, `widget "${field.widget}" is not registered on the client`);
    for (const key of ['visibleWhen', 'requiredWhen', 'disabledWhen'] as const) needCondition(field[key], `/fields/${name}/${key}`);
  }
  spec.sort?.default?.forEach(([name], i) => need(name, `/sort/default/${i}/0`));
  spec.export?.columns.forEach((column, i) => {
    need(column.field, `/export/columns/${i}`);
    if (!column.title) fail(`/export/columns/${i}`, `"${column.field}" has no title to head the column: give one`);
  });

  const ui = spec.ui;
  if (!ui) return;
  const operations = new Set(Object.keys(spec.api.operations ?? {}));
  ui.blocks?.forEach((block, i) => checkBlock(block as Block, `/ui/blocks/${i}`, operations, fail));
  const tabs = new Set((ui.tabs ?? []).map((tab) => tab.key));
  const needTabs = (list: string[] | undefined, pointer: string) => list?.forEach((tab, j) => tabs.has(tab) || fail(`${pointer}/tabs/${j}`, `unknown tab "${tab}"`));

  (ui.columns as Column[] | undefined)?.forEach((entry, i) => {
    const column = resolveColumn(entry, spec.fields);
    const pointer = `/ui/columns/${i}`;
    need(column.field, typeof entry === 'string' ? pointer : `${pointer}/field`);
    if (!column.title) fail(pointer, `"${column.field}" has no title: give the column one`);
    if (!registered('valueTypes', column.valueType)) fail(`${pointer}/valueType`, `value type "${column.valueType}" is not registered on the client`);
    needTabs(column.tabs, pointer);
  });
  (ui.searchForm as SearchItem[] | undefined)?.forEach((entry, i) => {
    const item = resolveSearchItem(entry, spec.fields);
    const pointer = `/ui/searchForm/${i}`;
    need(item.field, typeof entry === 'string' ? pointer : `${pointer}/field`);
    if (!registered('searchWidgets', item.valueType)) fail(`${pointer}/valueType`, `search widget "${item.valueType}" is not registered on the client`);
  });
  for (const [name, raw] of Object.entries(ui.forms ?? {})) {
    const form = resolveForm(raw, ui.forms);
    const pointer = `/ui/forms/${name}`;
    if (!registered('formKinds', form.kind ?? 'plain')) fail(`${pointer}/kind`, `form kind "${form.kind}" is not registered on the client`);
    if (!form.fields.length) fail(pointer, 'a form lists its fields (or a "create" form gives them)');
    form.fields.forEach((field, i) => declared.has(field) || fail(`${pointer}/fields/${i}`, `unknown field "${field}"`));
  }
  for (const kind of ['toolbar', 'rowActions'] as const) {
    ui[kind]?.forEach((action, i) => {
      const pointer = `/ui/${kind}/${i}`;
      Object.keys(action.body ?? {}).forEach((name) => declared.has(name) || fail(`${pointer}/body/${name}`, `unknown field "${name}"`));
      if (!action.title) fail(pointer, `action "${action.key}" needs a title`);
      if (!action.operation) fail(pointer, `action "${action.key}" needs an operation`);
      needTabs(action.tabs, pointer);
      needCondition(action.hiddenWhen, `${pointer}/hiddenWhen`);
      needCondition(action.visibleWhen, `${pointer}/visibleWhen`);
    });
  }
}

interface Block {
  kind: string;
  operation?: string;
  load?: string | string[];
  save?: string;
  endpoints?: Record<string, unknown>;
  dialogs?: Record<string, Block>;
  actions?: { key?: string; operation?: string; dialog?: string }[];
  toolbar?: { key?: string; operation?: string; dialog?: string }[];
}

/**
 * A block and the blocks of its dialogs, at any depth: the kind is registered on the client, every operation it
 * loads, saves or runs is one of the section's (or an endpoint the block declares), every dialog it opens exists.
 */
function checkBlock(block: Block, pointer: string, operations: Set<string>, fail: Fail) {
  if (!isBlockKind(block.kind)) fail(`${pointer}/kind`, `block kind "${block.kind}" is not registered on the client`);
  const known = (name: string) => operations.has(name) || Object.prototype.hasOwnProperty.call(block.endpoints ?? {}, name);
  const needOperation = (name: string | undefined, at: string) => name === undefined || known(name) || fail(at, `unknown operation "${name}"`);
  needOperation(block.operation, `${pointer}/operation`);
  needOperation(block.save, `${pointer}/save`);
  (Array.isArray(block.load) ? block.load : block.load === undefined ? [] : [block.load]).forEach((name, i) =>
    needOperation(name, Array.isArray(block.load) ? `${pointer}/load/${i}` : `${pointer}/load`),
  );
  for (const list of ['actions', 'toolbar'] as const) {
    block[list]?.forEach((action, i) => {
      needOperation(action.operation, `${pointer}/${list}/${i}/operation`);
      if (action.dialog && !block.dialogs?.[action.dialog]) fail(`${pointer}/${list}/${i}/dialog`, `unknown dialog "${action.dialog}"`);
    });
  }
  // A dialog may use the endpoints of the block that opens it.
  for (const [name, dialog] of Object.entries(block.dialogs ?? {})) {
    checkBlock({ ...dialog, endpoints: { ...block.endpoints, ...dialog.endpoints } }, `${pointer}/dialogs/${name}`, operations, fail);
  }
}
