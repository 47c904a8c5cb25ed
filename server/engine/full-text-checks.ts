/**
 * Cross-checks of full-text search (full-text-index.ts, full-text-search.ts): `fullText` names text fields of a
 * platform-owned section (the index has no tenant column), `highlight` names some of them, a `runs: search`
 * operation belongs to a section with `fullText`, and its `countBy` field has an enum.
 */
import { SchemaFileError } from './schema-meta';
import type { SectionSpec } from './section-types';

const TEXT_TYPES = new Set(['string', 'text', undefined]);

export function checkFullText(section: SectionSpec) {
  const fail = (pointer: string, reason: string): never => {
    throw new SchemaFileError(section.file, pointer, reason);
  };
  const fullText = section.fullText;
  if (fullText) {
    if (section.model.tenant !== 'platform') fail('/fullText', 'full-text search indexes platform-owned rows only (model.tenant "platform")');
    for (const field of Object.keys(fullText.fields)) {
      const spec = section.fields[field];
      if (!spec || !TEXT_TYPES.has(spec.type) || spec.virtual || spec.multiple) fail(`/fullText/fields/${field}`, `"${field}" is no stored text field of ${section.id}`);
    }
    for (const field of fullText.highlight ?? []) if (!(field in fullText.fields)) fail('/fullText/highlight', `"${field}" is not one of fullText's fields`);
  }
  for (const [name, operation] of Object.entries(section.api.operations ?? {})) {
    const at = `/api/operations/${name}`;
    if (operation.countBy && operation.runs !== 'search') fail(`${at}/countBy`, 'countBy belongs to a search operation (runs: search)');
    if (operation.runs !== 'search') continue;
    if (!fullText) fail(`${at}/runs`, 'a search operation needs the section\'s "fullText"');
    if (operation.method !== 'GET' || operation.resource || operation.association || operation.transition) fail(at, 'a search is a GET of the section\'s own rows: no resource, association or transition');
    if (operation.countBy && !section.fields[operation.countBy.field]?.enum) fail(`${at}/countBy/field`, `"${operation.countBy.field}" is no enum field of ${section.id}`);
  }
}
