import { resolveExportColumns } from '../../shared/section-ui';
import { SchemaFileError } from './schema-meta';
import { RESERVED_FIELDS, type ResourceSpec } from './resource-types';
import { RESOURCE_VERBS, relationOf } from './resource-operations';
import type { SectionSpec } from './section-types';

/**
 * Cross-checks of what needs every model: operations with `resource` (the resource, its association field and
 * verb, the owner key, the fields their search, filters, `where` and `order` name, an export's columns).
 */
export function checkResourceOperations(section: SectionSpec, models: ResourceSpec[]) {
  const byName = new Map(models.map((model) => [model.name, model]));
  const fail = (pointer: string, reason: string): never => {
    throw new SchemaFileError(section.file, pointer, reason);
  };
  for (const [name, operation] of Object.entries(section.api.operations ?? {})) {
    const at = `/api/operations/${name}`;
    const declared = operation.resource;
    if ((operation.runs === 'export') !== Boolean(operation.export)) fail(at, 'an export over a resource is `runs: export` with its `export` columns, and only it');
    if (operation.runs === 'export' && !declared) fail(at, '`runs: export` exports the rows of a `resource`; the section’s own rows use its `export`');
    if (!declared) {
      if (operation.association?.verb === 'candidates') fail(`${at}/association/verb`, 'candidates needs "resource"');
      continue;
    }
    if (declared.rowScope === false && (operation.association || operation.runs)) fail(`${at}/resource/rowScope`, 'only a list of the resource’s rows may leave the row scope out');
    const owner = byName.get(declared.name) ?? fail(`${at}/resource/name`, `unknown resource "${declared.name}"`);
    let listed = owner;
    if (operation.association) {
      const { field, verb } = operation.association;
      const linked = owner.fields[field];
      if (linked?.type !== 'belongsToMany') fail(`${at}/association/field`, `"${field}" is not a belongsToMany field of ${owner.name}`);
      if (!RESOURCE_VERBS.has(verb)) fail(`${at}/association/verb`, `an operation over a resource cannot "${verb}" (list, candidates, add, remove)`);
      listed = byName.get(linked.target!)!;
      if (declared.ownerKey && !owner.fields[declared.ownerKey]) fail(`${at}/resource/ownerKey`, `unknown field "${declared.ownerKey}" of ${owner.name}`);
      if (linked.sourceKey && !owner.fields[linked.sourceKey]) fail(`${at}/association/field`, `sourceKey "${linked.sourceKey}" is no field of ${owner.name}`);
      if (linked.targetKey && !listed.fields[linked.targetKey]) fail(`${at}/association/field`, `targetKey "${linked.targetKey}" is no field of ${listed.name}`);
    }
    const known = (fieldName: string) => {
      const dot = fieldName.indexOf('.');
      if (dot < 0) return Boolean(listed.fields[fieldName]) || RESERVED_FIELDS.includes(fieldName);
      const relation = relationOf(listed, fieldName.slice(0, dot));
      const target = relation && byName.get(relation[1].target!);
      return Boolean(target && (target.fields[fieldName.slice(dot + 1)] || RESERVED_FIELDS.includes(fieldName.slice(dot + 1))));
    };
    const check = (pointer: string, fieldName: string) => known(fieldName) || fail(pointer, `unknown field "${fieldName}" of ${listed.name}`);
    declared.search?.forEach((fieldName, i) => {
      if (fieldName.includes('.')) fail(`${at}/resource/search/${i}`, 'search names own fields; use a like filter for a related field');
      check(`${at}/resource/search/${i}`, fieldName);
    });
    Object.keys(declared.filters ?? {}).forEach((fieldName) => check(`${at}/resource/filters/${fieldName}`, fieldName));
    Object.keys(operation.where ?? {}).forEach((fieldName) => check(`${at}/where/${fieldName}`, fieldName));
    operation.order?.forEach(([fieldName], i) => check(`${at}/order/${i}`, fieldName));
    if (operation.runs === 'export') {
      // Read page after page by the order's own columns (keyset), so no related field there.
      operation.order?.forEach(([fieldName], i) => fieldName.includes('.') && fail(`${at}/order/${i}`, 'an export orders by the resource’s own fields'));
      resolveExportColumns(operation.export!.columns, listed.fields).forEach((column, i) => {
        if (!listed.fields[column.field] && !RESERVED_FIELDS.includes(column.field)) fail(`${at}/export/columns/${i}`, `unknown field "${column.field}" of ${listed.name}`);
        if (!column.title) fail(`${at}/export/columns/${i}`, `"${column.field}" has no title to head the column: give one`);
      });
    }
  }
}
