import { SchemaFileError, checkFieldDefinition } from './schema-meta';
import type { ResourceSpec } from './resource-types';
import type { FieldSpec } from './section-types';

/** Keys of a resource field that belong to its own table, not to a section showing it. */
const OWNER_ONLY = new Set(['unique', 'default']);

/**
 * A section's `{"of": "BankTransfer.status"}` fields become the resource field they name (keys given beside `of`
 * win), so a title, a rule or a status label is written once, in the resource. A field of the section's own
 * resource (`ownResource`) keeps its `unique` and `default`: it is the same column.
 */
export function resolveFieldReferences(fields: Record<string, FieldSpec | { of?: string }>, resources: ResourceSpec[], file: string, ownResource?: string) {
  for (const [name, field] of Object.entries(fields)) {
    if (!('of' in field) || !field.of) continue;
    const { of, ...local } = field;
    const pointer = `/fields/${name}`;
    const [resourceName, fieldName] = of.split('.');
    const resource = resources.find((r) => r.name === resourceName);
    if (!resource) throw new SchemaFileError(file, `${pointer}/of`, `unknown resource "${resourceName}"`);
    const source = resource.fields[fieldName];
    if (!source) throw new SchemaFileError(file, `${pointer}/of`, `"${resourceName}" has no field "${fieldName}"`);
    const copied = resourceName === ownResource ? source : Object.fromEntries(Object.entries(source).filter(([key]) => !OWNER_ONLY.has(key)));
    const resolved = { ...copied, ...local };
    checkFieldDefinition(file, pointer, resolved);
    fields[name] = resolved as FieldSpec;
  }
}
