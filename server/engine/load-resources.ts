/**
 * The resource files (schemas/<area>/resources/*.json) and the models they and the sections' inline models
 * declare, with the checks that need them all (names, tables, indexes, relation targets).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SchemaFileError, metaChecker } from './schema-meta';
import { RESERVED_FIELDS, type ResourceSpec } from './resource-types';
import type { SectionSpec } from './section-types';

const checkResource = metaChecker('resource.schema.json');

export function parseResourceFile(file: string, text: string): ResourceSpec {
  const json = checkResource(file, text);
  const spec = { tenant: true, ...json, file } as ResourceSpec;
  // Platform-owned (`tenant: "platform"`): no tenant column, writes refused from a company's context.
  if ((json as { tenant?: unknown }).tenant === 'platform') Object.assign(spec, { tenant: false, platformOwned: true });
  const expected = path.basename(file, '.json');
  const kebab = spec.name.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase());
  if (kebab !== expected) throw new SchemaFileError(file, '/name', `name "${spec.name}" must match the file name "${expected}.json" (${kebab}.json)`);
  checkFieldNames(spec.fields, file);
  const columns = new Set([...Object.keys(spec.fields), ...RESERVED_FIELDS]);
  (spec.required ?? []).forEach((name, i) => spec.fields[name] || fail(file, `/required/${i}`, `unknown field "${name}"`));
  checkIndexColumns(spec.indexes, columns, file, '/indexes', Boolean(spec.softDelete));
  return spec;
}

/** Every column an index names is one of the model's (its fields and the reserved columns); a live one is unique on a soft-deleted model. */
export function checkIndexColumns(indexes: { fields: string[]; unique?: boolean; live?: boolean }[] | undefined, columns: Set<string>, file: string, pointer: string, softDelete = false) {
  indexes?.forEach((index, i) => {
    index.fields.forEach((name, j) => columns.has(name) || fail(file, `${pointer}/${i}/fields/${j}`, `unknown column "${name}"`));
    if (index.live && !(index.unique && softDelete)) fail(file, `${pointer}/${i}/live`, 'a live index is a unique index of a soft-deleted model');
  });
}

const fail = (file: string, pointer: string, reason: string): never => {
  throw new SchemaFileError(file, pointer, reason);
};

/** Reserved names come from the model's flags; declaring one would define the column twice. */
export function checkFieldNames(fields: Record<string, unknown>, file: string, pointer = '/fields') {
  for (const name of Object.keys(fields)) {
    if (RESERVED_FIELDS.includes(name)) fail(file, `${pointer}/${name}`, `"${name}" is reserved (it comes from the model's flags)`);
  }
}

/** Every resource file under schemas/<area>/resources/. */
export function loadResources(dir: string): ResourceSpec[] {
  const resources: ResourceSpec[] = [];
  for (const area of fs.readdirSync(dir).sort()) {
    const folder = path.join(dir, area, 'resources');
    if (area.startsWith('_') || !fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder).filter((n) => n.endsWith('.json')).sort()) {
      const file = path.join(folder, name);
      resources.push(parseResourceFile(path.relative(path.dirname(dir), file), fs.readFileSync(file, 'utf8')));
    }
  }
  return resources;
}

/**
 * The models of a schema folder: resource files plus each section's inline model, with the checks that need
 * all of them (unique names and tables, relation targets). Sections that point at a resource get its fields.
 */
export function resolveModels(resources: ResourceSpec[], sections: SectionSpec[]): ResourceSpec[] {
  const byName = new Map<string, ResourceSpec>();
  const tables = new Map<string, string>();
  const add = (spec: ResourceSpec, pointer: string) => {
    if (byName.has(spec.name)) fail(spec.file, pointer, `model name "${spec.name}" is declared twice (also in ${byName.get(spec.name)!.file})`);
    if (tables.has(spec.table)) fail(spec.file, pointer, `table "${spec.table}" is declared twice (also in ${tables.get(spec.table)})`);
    byName.set(spec.name, spec);
    tables.set(spec.table, spec.file);
  };
  resources.forEach((spec) => add(spec, '/name'));
  for (const section of sections) {
    if (section.model.resource) {
      const resource = byName.get(section.model.resource) ?? fail(section.file, '/model/resource', `unknown resource "${section.model.resource}"`);
      // A section over platform-owned rows is platform-owned itself (its area and its `readBy` reads are checked so).
      if (resource.platformOwned) section.model.tenant ??= 'platform';
      if ((section.model.tenant === 'platform') !== Boolean(resource.platformOwned)) {
        fail(section.file, '/model/tenant', `"platform" goes with a platform-owned resource (tenant "platform" in ${resource.file})`);
      }
      // The section may add derived (read-only) fields beside the resource's own.
      section.fields = { ...resource.fields, ...(section.fields ?? {}) };
      section.required ??= resource.required;
    } else {
      add(inlineModel(section), '/model/table');
    }
  }
  for (const spec of byName.values()) {
    for (const [name, field] of Object.entries(spec.fields)) {
      for (const key of ['target', 'through'] as const) {
        const target = field[key];
        if (target && !byName.has(target)) fail(spec.file, `/fields/${name}/${key}`, `unknown model "${target}"`);
      }
    }
  }
  return [...byName.values()];
}

/** A section's own model: its fields, stamped and owned by the company unless it says otherwise. */
export function inlineModel(section: SectionSpec): ResourceSpec {
  const tenant = section.model.tenant === undefined || section.model.tenant === true || section.model.tenant === 'shared';
  const indexes = tenant ? [{ fields: ['tenantId'] }] : [];
  if (section.model.tree) indexes.push({ fields: tenant ? ['tenantId', section.model.tree.parentField] : [section.model.tree.parentField] });
  // Declared ones after the derived ones: indexes are named by position (table-sync.ts), so those keep their names.
  indexes.push(...(section.model.indexes ?? []));
  return {
    name: section.id,
    title: section.title,
    table: section.model.table!,
    file: section.file,
    tenant,
    ...(section.model.tenant === 'platform' ? { platformOwned: true } : {}),
    ...(section.model.tenant === 'shared' ? { sharedRead: section.model.sharedWhere ?? { id: null } } : {}),
    timestamps: true,
    userStamps: true,
    softDelete: Boolean(section.model.softDelete),
    fields: section.fields,
    required: section.required,
    indexes,
  };
}
