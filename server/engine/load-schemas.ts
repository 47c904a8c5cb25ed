/**
 * The section files (schemas/<area>/<section>.json): parsed, checked against the meta-schema and cross-checked
 * with the models, so a bad file stops the boot (and `npm run schemas:check`) at its JSON pointer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { operationAction, type SectionSpec } from './section-types';
import { SchemaFileError, metaChecker } from './schema-meta';
import { checkFieldNames, checkIndexColumns, loadResources, resolveModels } from './load-resources';
import { resolveFieldReferences } from './field-references';
import { RESERVED_FIELDS, type ResourceSpec } from './resource-types';
import { checkRegisteredNames, checkSectionUi, completeSectionDefaults } from './ui-checks';
import { checkSectionLinks } from './section-link-checks';
import { sectionOperations } from './section-routes';
import { checkResourceOperations } from './resource-operation-checks';
import { checkTransitions } from './transition-checks';
import { checkListedUpdates } from './listed-update-checks';
import { checkSummaries } from './summary-checks';
import { checkCalendars } from './calendar-checks';
import { checkFullText } from './full-text-checks';
import { PROJECT_ROOT } from '../project-root';

export { SchemaFileError } from './schema-meta';

export const SCHEMAS_DIR = path.join(PROJECT_ROOT, 'schemas');

const checkSection = metaChecker('section.schema.json');

/**
 * Cross-references the meta-schema cannot express: names used in ui/api must exist, client names must be registered.
 * The served defaults (actions, export headers) are filled first, so what is checked is what is served.
 */
function checkReferences(spec: SectionSpec, file: string) {
  const fail = (pointer: string, reason: string): never => {
    throw new SchemaFileError(file, pointer, reason);
  };
  completeSectionDefaults(spec);
  const fields = new Set(Object.keys(spec.fields));
  (spec.required ?? []).forEach((name, i) => fields.has(name) || fail(`/required/${i}`, `unknown field "${name}"`));
  (spec.search ?? []).forEach((name, i) => fields.has(name) || fail(`/search/${i}`, `unknown field "${name}"`));
  const columns = new Set([...fields, ...RESERVED_FIELDS]);
  for (const [name, declared] of Object.entries(spec.filters ?? {})) {
    // A filter reads its key's column, or the `field` it names (a second filter over one field).
    const column = (typeof declared === 'object' && declared.field) || name;
    if (!columns.has(column)) fail(typeof declared === 'object' && declared.field ? `/filters/${name}/field` : `/filters/${name}`, `unknown field "${column}"`);
  }
  if ((spec.model.tenant === 'shared') !== Boolean(spec.model.sharedWhere)) fail('/model/sharedWhere', 'a company-shared model (tenant "shared") names its shared rows in sharedWhere, and only it');
  Object.keys(spec.model.sharedWhere ?? {}).forEach((column) => columns.has(column) || fail(`/model/sharedWhere/${column}`, `unknown field "${column}"`));
  for (const [param, names] of Object.entries(spec.searchAny ?? {})) {
    names.forEach((name, i) => ['string', 'text'].includes(spec.fields[name]?.type ?? '') || fail(`/searchAny/${param}/${i}`, `"${name}" is no text field`));
  }
  for (const [name, operation] of Object.entries(spec.api.operations ?? {})) {
    operation.totals?.forEach((field, i) => ['integer', 'number', 'money'].includes(spec.fields[field]?.type ?? '') || fail(`/api/operations/${name}/totals/${i}`, `"${field}" is no number or money field`));
    if (operation.totals && (operation.runs ?? name) !== 'list') fail(`/api/operations/${name}/totals`, 'only a list sums its rows');
    if (operation.idIn === 'one' && (operation.runs ?? name) !== 'get') fail(`/api/operations/${name}/idIn`, 'only a get reads the company’s one row');
    if (operation.value !== undefined && ((operation.runs ?? name) !== 'get' || operation.answers || !spec.fields[operation.value])) fail(`/api/operations/${name}/value`, 'value: a get answers one field of the section, and nothing else');
    if (operation.groups && ((operation.runs ?? name) !== 'list' || operation.paged !== false || operation.resource || !spec.fields[operation.groups.field] || (operation.answers && !operation.answers.includes(operation.groups.field)))) {
      fail(`/api/operations/${name}/groups`, 'groups: an unpaged list (paged false) of the section’s own rows, grouped by one of its fields among its answers');
    }
    if (operation.unsaved && operation.idIn !== 'one') fail(`/api/operations/${name}/unsaved`, 'only a get of the company’s one row (idIn one) reads it before it is saved');
    if (operation.idIn === 'caller' && (spec.model.resource !== 'Membership' || !['get', 'update'].includes(operation.runs ?? name) || operation.transition)) fail(`/api/operations/${name}/idIn`, 'idIn caller is the caller’s own membership: a get or update of a section of the Membership resource');
  }
  (spec.sort?.allowed ?? []).forEach((name, i) => columns.has(name) || fail(`/sort/allowed/${i}`, `unknown field "${name}"`));
  for (const [, name] of (spec.export?.fileName ?? '').matchAll(/\{(\w+)\}/g)) {
    if (!spec.filters?.[name]) fail('/export/fileName', `"{${name}}" names no filter`);
  }
  if (spec.model.tree && !fields.has(spec.model.tree.parentField)) fail('/model/tree/parentField', `unknown field "${spec.model.tree.parentField}"`);
  checkIndexColumns(spec.model.indexes, columns, file, '/model/indexes', Boolean(spec.model.softDelete));
  const operations = new Set(Object.keys(sectionOperations(spec)));
  for (const [name, operation] of Object.entries(spec.api.operations ?? {})) {
    if (!(name in operationAction) && !operation.runs && !operation.action && !operation.association) fail(`/api/operations/${name}`, `operation "${name}" is not generic and needs an "action" (or "runs")`);
    // These kinds read their own declaration (`summary`, `upload`, …): one bearing the kind's name says so with `runs`, or it would pass here and fail when mounted or called.
    if (DECLARED_KINDS.has(name) && !operation.runs) fail(`/api/operations/${name}/runs`, `an operation named "${name}" runs it: "runs": "${name}" with its declaration`);
    // An operation over another resource (`resource`) or section (`of`) names its fields: resource-operation-checks.ts, section-link-checks.ts.
    const ownRows = !operation.resource && !operation.of;
    if (ownRows) Object.keys(operation.where ?? {}).forEach((column) => columns.has(column) || fail(`/api/operations/${name}/where/${column}`, `unknown field "${column}"`));
    if (ownRows) operation.order?.forEach(([field], i) => columns.has(field) || fail(`/api/operations/${name}/order/${i}/0`, `unknown field "${field}"`));
    if ((operation.runs === 'upload') !== Boolean(operation.upload)) fail(`/api/operations/${name}/upload`, 'an operation that runs upload declares its "upload" rules, and only such an operation does');
    if ((operation.runs === 'file') !== Boolean(operation.file)) fail(`/api/operations/${name}/file`, 'an operation that runs file declares its "file", and only such an operation does');
    if (operation.file && (operation.method !== 'GET' || !['image', 'file', 'string'].includes(spec.fields[operation.file.field]?.type) || !operation.path.includes(operation.file.by === 'name' ? ':name' : ':id'))) {
      fail(`/api/operations/${name}/file`, 'a file read is a GET of a field holding a file url (image, file or string), its path naming the row (:id) or the file (:name, by name)');
    }
    if (operation.runs === 'upload' && operation.method !== 'POST') fail(`/api/operations/${name}/method`, 'an upload is a POST');
    const linked = operation.association && spec.fields[operation.association.field];
    if (operation.association && !operation.resource && linked?.type !== 'belongsToMany') fail(`/api/operations/${name}/association/field`, `"${operation.association.field}" is not a belongsToMany field`);
  }
  checkSectionUi(spec, fail);
  const ui = spec.ui;
  if (!ui) return;
  ui.tabs?.forEach((tab, i) => operations.has(tab.operation) || fail(`/ui/tabs/${i}/operation`, `unknown operation "${tab.operation}"`));
  for (const kind of ['toolbar', 'rowActions'] as const) {
    ui[kind]?.forEach((action, i) => {
      if (!operations.has(action.operation)) fail(`/ui/${kind}/${i}/operation`, `unknown operation "${action.operation}"`);
      if (action.form && !ui.forms?.[action.form]) fail(`/ui/${kind}/${i}/form`, `unknown form "${action.form}"`);
      Object.keys(action.body ?? {}).forEach((name) => fields.has(name) || fail(`/ui/${kind}/${i}/body/${name}`, `unknown field "${name}"`));
    });
  }
}

/** Operation kinds that need a declaration of their own beside `runs` (summary, search's index, calendar, upload, file). */
const DECLARED_KINDS = new Set(['summary', 'search', 'calendar', 'upload', 'file']);

/** `resources` are those its `of` fields may name: the shipped ones unless the caller loaded a folder's. */
export function parseSectionFile(file: string, text: string, resources?: ResourceSpec[]): SectionSpec {
  const json = checkSection(file, text);
  const area = path.basename(path.dirname(file));
  const spec = { fields: {}, ...json, area, file } as SectionSpec;
  if (Object.values(spec.fields).some((field) => 'of' in field)) resolveFieldReferences(spec.fields, resources ?? loadResources(SCHEMAS_DIR), file, spec.model.resource);
  const expected = path.basename(file, '.json');
  if (spec.id !== expected) throw new SchemaFileError(file, '/id', `id "${spec.id}" must equal the file name "${expected}"`);
  if (!spec.model.resource && !Object.keys(spec.fields).length) throw new SchemaFileError(file, '/fields', 'a section with its own model declares its fields');
  checkFieldNames(spec.fields, file);
  for (const [name, operation] of Object.entries(spec.api.operations ?? {})) {
    if (operation.alsoMethods?.includes(operation.method)) throw new SchemaFileError(file, `/api/operations/${name}/alsoMethods`, `"${operation.method}" is the operation's method already`);
  }
  if (spec.model.resource && spec.model.indexes) throw new SchemaFileError(file, '/model/indexes', 'a section on a resource declares its indexes in the resource file');
  // A section on a resource gets its fields when the models are resolved; its references are checked then.
  if (!spec.model.resource) checkReferences(spec, file);
  else checkRegisteredNames(spec, (pointer, reason) => {
    throw new SchemaFileError(file, pointer, reason);
  });
  return spec;
}

/** Every model and section of a schema folder, checked together. Throws on the first bad file. */
export function loadSchemas(dir = SCHEMAS_DIR): { models: ResourceSpec[]; sections: SectionSpec[] } {
  const resources = loadResources(dir);
  const sections = readSections(dir, resources);
  const models = resolveModels(resources, sections);
  for (const section of sections) if (section.model.resource) checkReferences(section, section.file);
  checkSectionLinks(sections, models);
  for (const section of sections) {
    checkResourceOperations(section, models);
    checkTransitions(section, models);
    checkListedUpdates(section);
    checkSummaries(section);
    checkCalendars(section);
    checkFullText(section);
  }
  return { models, sections };
}

export const loadSections = (dir = SCHEMAS_DIR) => loadSchemas(dir).sections;

/** Reads and checks every section file under schemas/<area>/. */
function readSections(dir: string, resources: ResourceSpec[]): SectionSpec[] {
  const sections: SectionSpec[] = [];
  for (const area of fs.readdirSync(dir).sort()) {
    const areaDir = path.join(dir, area);
    if (area.startsWith('_') || !fs.statSync(areaDir).isDirectory()) continue;
    // area.json describes the area itself (load-areas.ts); every other file is a section.
    for (const name of fs.readdirSync(areaDir).filter((n) => n.endsWith('.json') && n !== 'area.json').sort()) {
      const file = path.join(areaDir, name);
      sections.push(parseSectionFile(path.relative(path.dirname(dir), file), fs.readFileSync(file, 'utf8'), resources));
    }
  }
  const seen = new Set<string>();
  for (const section of sections) {
    if (seen.has(section.id)) throw new SchemaFileError(section.file, '/id', `duplicate section id "${section.id}"`);
    seen.add(section.id);
  }
  return sections;
}
