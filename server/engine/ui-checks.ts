/**
 * The checks of a section's `ui` and a page file's section blocks at load time: every field, operation, tab and
 * dialog they name exists, and every client name is registered.
 */
import type { Action, Column, SearchItem } from '../../shared/schema-types.generated';
import { conditionFields, type Condition } from '../../shared/conditions';
import { RESERVED_FIELDS } from '../../shared/reserved-fields';
import { resolveAction, resolveColumn, resolveExportColumns, resolveForm, resolveSearchItem } from '../../shared/section-ui';
import { isBlockKind, isRegistered, type RegistryName } from './client-manifest';
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

const registered = (registry: RegistryName, name: string) => isRegistered(registry, name);

/**
 * Every name a section's page and export use must exist: fields (declared, or columns the engine keeps) in columns,
 * search items, forms, sort, export and conditions; tabs; and widgets, value types, search widgets and form kinds
 * registered on the client (src/components/SchemaPage/registered-names.ts), block kinds (src/blocks/kinds.ts). Runs
 * after completeSectionDefaults.
 */
export function checkSectionUi(spec: SectionSpec, fail: Fail): void {
  const declared = new Set(Object.keys(spec.fields));
  const names = namesOf(spec, fail);
  const { need, needCondition } = names;

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
  if (ui.treeReorder) {
    if (!ui.treeTable || !spec.model.tree) fail('/ui/treeReorder', 'a tree table of a section with model.tree is reordered: set ui.treeTable and model.tree');
    if (!operations.has('update')) fail('/ui/treeReorder', 'rows are moved by the section\'s update operation: declare one');
    need(ui.treeReorder.sortField, '/ui/treeReorder/sortField');
  }
  ui.blocks?.forEach((block, i) => checkBlock(block as Block, `/ui/blocks/${i}`, operations, names));
  const tabs = new Set((ui.tabs ?? []).map((tab) => tab.key));
  const needTabs = (list: string[] | undefined, pointer: string) => list?.forEach((tab, j) => tabs.has(tab) || fail(`${pointer}/tabs/${j}`, `unknown tab "${tab}"`));

  (ui.columns as Column[] | undefined)?.forEach((entry, i) => {
    checkColumn(entry, `/ui/columns/${i}`, names);
    if (typeof entry !== 'string') needTabs(entry.tabs, `/ui/columns/${i}`);
    if (typeof entry !== 'string' && entry.filter) {
      const filter = spec.filters?.[entry.field];
      if (!resolveColumn(entry, spec.fields).valueEnum) fail(`/ui/columns/${i}/filter`, `"${entry.field}" has no enum to filter by`);
      if ((typeof filter === 'string' ? filter : filter?.op) !== 'in') fail(`/ui/columns/${i}/filter`, `"${entry.field}" needs an "in" filter in \`filters\``);
    }
  });
  (ui.searchForm as SearchItem[] | undefined)?.forEach((entry, i) => checkSearchItem(entry, `/ui/searchForm/${i}`, names));
  for (const [name, raw] of Object.entries(ui.forms ?? {})) {
    const form = resolveForm(raw, ui.forms);
    const pointer = `/ui/forms/${name}`;
    if (!registered('formKinds', form.kind ?? 'plain')) fail(`${pointer}/kind`, `form kind "${form.kind}" is not registered on the client`);
    if (!form.fields.length) fail(pointer, 'a form lists its fields (or a "create" form gives them)');
    form.fields.forEach((field, i) => declared.has(field) || fail(`${pointer}/fields/${i}`, `unknown field "${field}"`));
    if (form.reveal !== undefined && !declared.has(form.reveal)) fail(`${pointer}/reveal`, `unknown field "${form.reveal}"`);
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
      if (action.link) {
        if (action.form || action.dialog || action.download) fail(`${pointer}/link`, `action "${action.key}" follows a link: it opens no form or dialog and downloads nothing`);
        linkFields(action.link).forEach((name) => need(name, `${pointer}/link`));
      }
      // A table action's dialog is a block of the page's table block (`dialogs`).
      if (action.dialog && !ui.blocks?.some((block) => (block as Block).dialogs?.[action.dialog!])) fail(`${pointer}/dialog`, `unknown dialog "${action.dialog}"`);
    });
  }
}

/**
 * The client names a section file uses on its own (widgets, value types, search widgets, form kinds, block kinds),
 * for a section on a resource before its fields are resolved: the rest of its checks run once they are.
 */
export function checkRegisteredNames(spec: SectionSpec, fail: Fail): void {
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.widget && !registered('fieldWidgets', field.widget)) fail(`/fields/${name}/widget`, `widget "${field.widget}" is not registered on the client`);
  }
  const ui = spec.ui;
  (ui?.columns as Column[] | undefined)?.forEach((entry, i) => {
    const { valueType } = resolveColumn(entry, spec.fields);
    if (!registered('valueTypes', valueType)) fail(`/ui/columns/${i}/valueType`, `value type "${valueType}" is not registered on the client`);
  });
  (ui?.searchForm as SearchItem[] | undefined)?.forEach((entry, i) => {
    const { valueType } = resolveSearchItem(entry, spec.fields);
    if (!registered('searchWidgets', valueType)) fail(`/ui/searchForm/${i}/valueType`, `search widget "${valueType}" is not registered on the client`);
  });
  for (const [name, form] of Object.entries(ui?.forms ?? {})) {
    if (!registered('formKinds', form.kind ?? 'plain')) fail(`/ui/forms/${name}/kind`, `form kind "${form.kind}" is not registered on the client`);
  }
  const kinds = (block: Block, pointer: string): void => {
    if (!isBlockKind(block.kind)) fail(`${pointer}/kind`, `block kind "${block.kind}" is not registered on the client`);
    for (const [at, child] of childBlocks(block)) kinds(child, `${pointer}/${at}`);
  };
  ui?.blocks?.forEach((block, i) => kinds(block as Block, `/ui/blocks/${i}`));
}

/**
 * A page file's block fed by a section (`section`): checked as one of that section's ui.blocks (its fields and the
 * operations it serves), failures reported in the page file.
 */
export function checkSectionBlock(spec: SectionSpec, operations: string[], block: unknown, pointer: string, fail: Fail): void {
  checkBlock(block as Block, pointer, new Set(operations), namesOf(spec, fail));
}

/** The names a section's blocks may use: its fields and the columns the engine keeps. */
function namesOf(spec: SectionSpec, fail: Fail): Names {
  // A tree's nodes also carry their parent's label (section-queries buildTree).
  const known = new Set([...Object.keys(spec.fields), ...RESERVED_FIELDS, ...(spec.model.tree ? ['parentName'] : [])]);
  const need = (name: string, pointer: string) => known.has(name) || fail(pointer, `unknown field "${name}"`);
  const needCondition = (condition: Condition | undefined, pointer: string) => conditionFields(condition).forEach((name) => need(name, `${pointer}/field`));
  const answered = (operation: string | undefined) => {
    const summary = operation ? spec.api.operations?.[operation]?.summary : undefined;
    return new Set([...(summary?.groupBy ?? []), ...Object.keys(summary?.measures ?? {})]);
  };
  return { fields: spec.fields, need, answered, needCondition, fail };
}

/** The record fields a link's `{field}` (or `{field|fallback}`) placeholders name (src/blocks/template.ts fillLink). */
const linkFields = (link: string) => [...link.matchAll(/\{([A-Za-z_][\w.]*)(?:\|[^}]*)?\}/g)].map((match) => match[1]);

type When = Condition | Condition[];
type BlockActionLike = { key?: string; operation?: string; dialog?: string; hiddenWhen?: When; visibleWhen?: When; disabledWhen?: When };

interface Block {
  kind: string;
  operation?: string;
  load?: string | string[];
  save?: string;
  saveNew?: string;
  signIn?: string;
  signOut?: string;
  detailOperation?: string;
  listColumns?: Column[];
  endpoints?: Record<string, unknown>;
  dialogs?: Record<string, Block>;
  actions?: BlockActionLike[];
  toolbar?: BlockActionLike[];
  extra?: Block;
  items?: BlockItem[];
  steps?: { items: BlockItem[] }[];
  columns?: number | Column[];
  searchForm?: SearchItem[];
  selectableWhen?: When;
  panes?: { key: string; blocks: Block[] }[];
  ownerTable?: Block;
  linkedTable?: Block;
}

/** What the checks of a section's blocks read: its fields, and the file's failure. */
interface Names {
  fields: SectionSpec['fields'];
  need: (name: string, pointer: string) => unknown;
  /** The names a summary operation answers for each row (its groupBy and measures), beside the section's fields. */
  answered: (operation: string | undefined) => Set<string>;
  needCondition: (condition: Condition | undefined, pointer: string) => void;
  fail: Fail;
}

const conditionsOf = (when: When | undefined): Condition | undefined => (Array.isArray(when) ? { all: when } : when);

/** A table column (ui.columns or a block's): its field, title, value type, avatar field and tag conditions. */
function checkColumn(entry: Column, pointer: string, names: Names) {
  const column = resolveColumn(entry, names.fields);
  names.need(column.field, typeof entry === 'string' ? pointer : `${pointer}/field`);
  if (!column.title) names.fail(pointer, `"${column.field}" has no title: give the column one`);
  if (!registered('valueTypes', column.valueType)) names.fail(`${pointer}/valueType`, `value type "${column.valueType}" is not registered on the client`);
  if (column.avatar) names.need(column.avatar, `${pointer}/avatar`);
  column.tags?.forEach((tag, i) => names.needCondition(conditionsOf(tag.when), `${pointer}/tags/${i}/when`));
}

function checkSearchItem(entry: SearchItem, pointer: string, names: Names) {
  const item = resolveSearchItem(entry, names.fields);
  names.need(item.field, typeof entry === 'string' ? pointer : `${pointer}/field`);
  if (!registered('searchWidgets', item.valueType)) names.fail(`${pointer}/valueType`, `search widget "${item.valueType}" is not registered on the client`);
}

/** The blocks inside a block, with their pointer below it: its header block, dialogs, panes' blocks and an assignment's tables. */
function childBlocks(block: Block): [string, Block][] {
  return [
    ...(block.extra ? [['extra', block.extra] as [string, Block]] : []),
    ...Object.entries(block.dialogs ?? {}).map(([name, dialog]) => [`dialogs/${name}`, dialog] as [string, Block]),
    ...(block.panes ?? []).flatMap((pane, i) => pane.blocks.map((child, j) => [`panes/${i}/blocks/${j}`, child] as [string, Block])),
    ...(['ownerTable', 'linkedTable'] as const).filter((key) => block[key]).map((key) => [key, block[key]!] as [string, Block]),
  ];
}

/** The keys a kind cannot do without (the meta-schema cannot say it: block keys are shared by kinds). */
function checkKindKeys(block: Block, pointer: string, fail: Fail) {
  if (block.kind === 'picker' && (!block.operation || !block.save)) fail(pointer, 'a picker lists rows (`operation`) and sends the ticked ones (`save`)');
  if ((block.kind === 'tabs' || block.kind === 'segmented') && !block.panes?.length) fail(pointer, `a ${block.kind} block lists its \`panes\``);
  if (block.kind === 'assignmentPanes' && Boolean(block.ownerTable) !== Boolean(block.linkedTable)) fail(pointer, 'an assignmentPanes block with tables gives both `ownerTable` and `linkedTable`');
  for (const key of ['ownerTable', 'linkedTable'] as const) {
    const table = block[key];
    if (table && (table.kind !== 'table' || !table.operation)) fail(`${pointer}/${key}`, 'a table block with its own `operation`');
  }
}

/** A block listing rows of its own (a table with `operation`, a picker): its columns, search, row conditions and actions' conditions. */
function checkRows(block: Block, pointer: string, names: Names) {
  if (Array.isArray(block.columns)) block.columns.forEach((entry, i) => checkColumn(entry, `${pointer}/columns/${i}`, names));
  block.searchForm?.forEach((entry, i) => checkSearchItem(entry, `${pointer}/searchForm/${i}`, names));
  names.needCondition(conditionsOf(block.selectableWhen), `${pointer}/selectableWhen`);
  for (const list of ['actions', 'toolbar'] as const) {
    block[list]?.forEach((action, i) =>
      (['hiddenWhen', 'visibleWhen', 'disabledWhen'] as const).forEach((key) => names.needCondition(conditionsOf(action[key]), `${pointer}/${list}/${i}/${key}`)),
    );
  }
}

type BlockItem = string | { field: string; widget?: string; options?: { operation: string }; check?: { operation: string } };

/**
 * A block and the blocks inside it (dialogs, panes, an assignment's tables), at any depth: the kind is registered on
 * the client and has the keys it needs, every operation it loads, saves or runs is one of the section's (or an
 * endpoint the block declares), every dialog it opens exists, the fields its own table shows and tests exist.
 */
function checkBlock(block: Block, pointer: string, operations: Set<string>, names: Names) {
  const { fail } = names;
  if (!isBlockKind(block.kind)) fail(`${pointer}/kind`, `block kind "${block.kind}" is not registered on the client`);
  checkKindKeys(block, pointer, fail);
  if (block.kind === 'picker' || (block.kind === 'table' && block.operation)) checkRows(block, pointer, names);
  // periodStatistics' table lists the rows of its summary (per member): their groupBy and measures are its names too.
  if (block.kind === 'periodStatistics') {
    const rowNames = names.answered(block.detailOperation);
    checkRows(block, pointer, { ...names, need: (name, at) => rowNames.has(name) || names.need(name, at) });
  }
  if (block.kind === 'calendar') {
    block.listColumns?.forEach((entry, i) => checkColumn(entry, `${pointer}/listColumns/${i}`, names));
    block.searchForm?.forEach((entry, i) => checkSearchItem(entry, `${pointer}/searchForm/${i}`, names));
  }
  const known = (name: string) => operations.has(name) || Object.prototype.hasOwnProperty.call(block.endpoints ?? {}, name);
  const needOperation = (name: string | undefined, at: string) => name === undefined || known(name) || fail(at, `unknown operation "${name}"`);
  needOperation(block.operation, `${pointer}/operation`);
  for (const key of ['save', 'saveNew', 'signIn', 'signOut', 'detailOperation'] as const) needOperation(block[key], `${pointer}/${key}`);
  (Array.isArray(block.load) ? block.load : block.load === undefined ? [] : [block.load]).forEach((name, i) =>
    needOperation(name, Array.isArray(block.load) ? `${pointer}/load/${i}` : `${pointer}/load`),
  );
  for (const list of ['actions', 'toolbar'] as const) {
    block[list]?.forEach((action, i) => {
      needOperation(action.operation, `${pointer}/${list}/${i}/operation`);
      if (action.dialog && !block.dialogs?.[action.dialog]) fail(`${pointer}/${list}/${i}/dialog`, `unknown dialog "${action.dialog}"`);
    });
  }
  // Form items: the widget is registered on the client; the operations their choices and blur checks call exist.
  const checkItems = (items: BlockItem[] | undefined, at: string) =>
    items?.forEach((item, i) => {
      if (typeof item === 'string') return;
      if (item.widget && !registered('fieldWidgets', item.widget)) fail(`${at}/${i}/widget`, `widget "${item.widget}" is not registered on the client`);
      needOperation(item.options?.operation, `${at}/${i}/options/operation`);
      needOperation(item.check?.operation, `${at}/${i}/check/operation`);
    });
  checkItems(block.items, `${pointer}/items`);
  block.steps?.forEach((step, i) => checkItems(step.items, `${pointer}/steps/${i}/items`));
  // A block inside another (a dialog, a pane) may use the endpoints of the one around it.
  for (const [at, child] of childBlocks(block)) {
    checkBlock({ ...child, endpoints: { ...block.endpoints, ...child.endpoints } }, `${pointer}/${at}`, operations, names);
  }
}
