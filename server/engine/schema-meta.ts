import Ajv, { type ErrorObject } from 'ajv';
import fieldSchema from '../../schemas/_meta/field.schema.json';
import sectionSchema from '../../schemas/_meta/section.schema.json';
import resourceSchema from '../../schemas/_meta/resource.schema.json';
import pageSchema from '../../schemas/_meta/page.schema.json';
import sitePageSchema from '../../schemas/_meta/site-page.schema.json';

/** A schema file that does not pass: names the file, the JSON pointer and the reason. */
export class SchemaFileError extends Error {
  constructor(public file: string, public pointer: string, public reason: string) {
    super(`${file} ${pointer || '/'}: ${reason}`);
  }
}

const ajv = new Ajv({ allErrors: false, strict: false });
ajv.addSchema(fieldSchema).addSchema(sectionSchema).addSchema(resourceSchema).addSchema(pageSchema).addSchema(sitePageSchema);

/** Parses a schema file and checks it against one of the meta-schemas (by $id). */
export function metaChecker(id: 'section.schema.json' | 'resource.schema.json' | 'page.schema.json' | 'site-page.schema.json') {
  const check = ajv.getSchema(id)!;
  return (file: string, text: string): any => {
    let json: any;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new SchemaFileError(file, '', `invalid JSON: ${(error as Error).message}`);
    }
    if (!check(json)) throw firstMetaError(file, check.errors ?? []);
    return json;
  };
}

/** A meta-schema failure as file, pointer and reason: the deepest error names the exact place (an `if`/`then` failure also reports its parent). */
export function firstMetaError(file: string, errors: ErrorObject[]): SchemaFileError {
  const first = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
  return new SchemaFileError(file, first.instancePath, `${first.message}${first.params ? ` ${JSON.stringify(first.params)}` : ''}`);
}

/** Checks one field definition made by the engine (a section's `of` field once copied) against the field meta-schema. */
export function checkFieldDefinition(file: string, pointer: string, field: unknown) {
  const check = ajv.getSchema('field.schema.json')!;
  if (check(field)) return;
  const error = firstMetaError(file, check.errors ?? []);
  throw new SchemaFileError(file, `${pointer}${error.pointer}`, error.reason);
}

/** The keys of `keys` that `declaration` sets: what a cross-check names when an operation combines keys it may not. */
export const declaredKeys = <T extends object>(declaration: T, keys: readonly (keyof T & string)[]): string[] => keys.filter((key) => declaration[key] !== undefined);

/** Operation keys that name one row (the path's `:id` aside). */
export const ONE_ROW_KEYS = ['idIn', 'idParam', 'idMessage'] as const;

/** Operation keys by which it acts on rows other than its section's own in the caller's company. */
export const OTHER_ROWS_KEYS = ['resource', 'of', 'parent', 'transition', 'association', 'readBy'] as const;
