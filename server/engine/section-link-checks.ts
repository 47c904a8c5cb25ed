import { SchemaFileError } from './schema-meta';
import type { ResourceSpec } from './resource-types';
import type { OperationSpec, SectionSpec } from './section-types';
import { RESERVED_FIELDS } from './resource-types';
import { subtreeTarget } from './subtree-filter';
import { fieldOf, isDateField } from './section-queries';

/**
 * Checks of a section that need every model and section: the models it reads beside its own exist, a `subtree`
 * filter walks a tree section, an operation reading another section's rows (`of`) names a readable one, a `parent` is a belongsTo field its path names, a generic deletedList of a model without soft delete says which rows it lists.
 */
export function checkSectionLinks(sections: SectionSpec[], models: ResourceSpec[]): void {
  const byName = new Map(models.map((model) => [model.name, model]));
  for (const section of sections) {
    const fail = (pointer: string, reason: string): never => {
      throw new SchemaFileError(section.file, pointer, reason);
    };
    section.model.readsFrom?.forEach((name, i) => byName.has(name) || fail(`/model/readsFrom/${i}`, `unknown model "${name}"`));
    for (const [name, declared] of Object.entries(section.filters ?? {})) {
      const op = typeof declared === 'string' ? declared : declared.op;
      const column = (typeof declared === 'object' && declared.field) || name;
      if (op === 'subtree' && (column !== name || !subtreeTarget(sections, section, name))) fail(`/filters/${name}`, `"${name}" is not a belongsTo field whose target is a tree section`);
      if (op === 'month' && !(fieldOf(section, column) && isDateField(fieldOf(section, column)))) fail(`/filters/${name}`, `"${column}" is not a date or datetime field`);
    }
    for (const [name, operation] of Object.entries(section.api.operations ?? {})) {
      if (operation.of) checkReadOf(sections, section, name, operation, fail);
      if (operation.parent) checkParent(section, name, operation, fail);
    }
    const deletedList = section.api.operations?.deletedList;
    const model = byName.get(section.model.resource ?? section.id);
    if (deletedList && !deletedList.where && !model?.softDelete) {
      fail('/api/operations/deletedList', 'the model has no soft delete: name the rows the deleted list shows with "where"');
    }
  }
}

const READS_OF = new Set(['tree', 'list', 'get', 'count']);

/** `of`: a generic read of another section of the same tenancy (a tree only of a tree), its where and order that section's fields. */
function checkReadOf(sections: SectionSpec[], section: SectionSpec, name: string, operation: OperationSpec, fail: (pointer: string, reason: string) => never) {
  const at = `/api/operations/${name}`;
  const target = sections.find((candidate) => candidate.id === operation.of!.section);
  if (!target || target === section) fail(`${at}/of/section`, `"${operation.of!.section}" is no other section`);
  if (!READS_OF.has(operation.runs ?? '')) fail(`${at}/runs`, 'an operation reading another section’s rows runs tree, list, get or count');
  if (operation.resource || operation.association || operation.transition || operation.readBy) fail(`${at}/of`, '`of` reads another section’s rows: no resource, association, transition or readBy beside it');
  if ((target!.model.tenant ?? true) !== (section.model.tenant ?? true)) fail(`${at}/of/section`, `"${target!.id}" is not of this section’s tenancy`);
  if (operation.runs === 'tree' && !target!.model.tree) fail(`${at}/runs`, `"${target!.id}" is no tree`);
  const columns = new Set([...Object.keys(target!.fields), ...RESERVED_FIELDS]);
  Object.keys(operation.where ?? {}).forEach((column) => columns.has(column) || fail(`${at}/where/${column}`, `unknown field "${column}" of ${target!.id}`));
  operation.order?.forEach(([field], i) => columns.has(field) || fail(`${at}/order/${i}/0`, `unknown field "${field}" of ${target!.id}`));
}

/** `parent`: a generic list of the section's own rows, under a belongsTo field its path names as `:<field>`. */
function checkParent(section: SectionSpec, name: string, operation: OperationSpec, fail: (pointer: string, reason: string) => never) {
  const at = `/api/operations/${name}/parent`;
  const { field } = operation.parent!;
  if ((operation.runs ?? name) !== 'list' || operation.of || operation.resource || operation.association || operation.transition) {
    fail(at, 'a parent names the rows of a generic list of the section’s own rows');
  }
  if (section.fields[field]?.type !== 'belongsTo') fail(`${at}/field`, `"${field}" is no belongsTo field of ${section.id}`);
  if (!operation.path.split('/').includes(`:${field}`)) fail(`${at}/field`, `the path names no ":${field}"`);
}
