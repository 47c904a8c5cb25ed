import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import fieldSchema from '../../schemas/_meta/field.schema.json';
import sectionSchema from '../../schemas/_meta/section.schema.json';
import resourceSchema from '../../schemas/_meta/resource.schema.json';
import pageSchema from '../../schemas/_meta/page.schema.json';

/** Where the generated types live: under src/ so the web app and the server (tsx) import the same file. */
export const GENERATED_TYPES_FILE = path.resolve(__dirname, '../../shared/schema-types.generated.ts');

const BANNER = `/* eslint-disable */
/**
 * The types of schema files (section, resource, field, page), generated from schemas/_meta/*.schema.json by
 * \`npm run schemas:types\`. Do not edit: change the meta-schema and run the script (a unit test fails when
 * this file is not what the script would write now).
 */`;

/** Root type names by meta-schema $id (their titles are prose). */
const ROOT_NAMES: Record<string, string> = {
  'field.schema.json': 'Field',
  'section.schema.json': 'SectionFile',
  'resource.schema.json': 'ResourceFile',
  'page.schema.json': 'PageFile',
};

const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);
const SHAPE_KEYS = ['type', 'enum', 'const', '$ref', 'oneOf', 'anyOf', 'allOf', 'properties', 'items', 'tsType'];

/**
 * Adjusts a meta-schema for the generator only: a key that allows any value (`"default": {"description": ...}`) is
 * `unknown`, not an object type; a `$ref` with a description beside it names the referenced type instead of
 * declaring a copy of it.
 */
function forTypes(schema: any): any {
  if (Array.isArray(schema)) return schema.map(forTypes);
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref };
  const out: Record<string, any> = {};
  for (const [key, value] of Object.entries(schema)) {
    if ((key === 'properties' || key === 'definitions' || key === 'patternProperties') && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, isObject(sub) && !SHAPE_KEYS.some((k) => k in sub) ? { ...sub, tsType: 'unknown' } : forTypes(sub)]),
      );
    } else {
      out[key] = forTypes(value);
    }
  }
  return out;
}

/** The TypeScript source of the schema-file types, as `npm run schemas:types` writes it. */
export async function generateSchemaTypes(): Promise<string> {
  const byId: Record<string, unknown> = {
    'field.schema.json': fieldSchema,
    'section.schema.json': sectionSchema,
    'resource.schema.json': resourceSchema,
    'page.schema.json': pageSchema,
  };
  const root = {
    title: 'SchemaFiles',
    description: 'Every kind of schema file.',
    type: 'object',
    additionalProperties: false,
    properties: {
      section: { $ref: 'section.schema.json' },
      resource: { $ref: 'resource.schema.json' },
      field: { $ref: 'field.schema.json' },
      page: { $ref: 'page.schema.json' },
    },
  };
  const source = await compile(root as JSONSchema, 'SchemaFiles', {
    bannerComment: BANNER,
    cwd: path.resolve(__dirname, '../../schemas/_meta'),
    declareExternallyReferenced: true,
    ignoreMinAndMaxItems: true,
    unknownAny: true,
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 140 },
    $refOptions: {
      resolve: {
        file: false,
        http: false,
        metaSchemas: {
          order: 1,
          canRead: (file: { url: string }) => path.basename(file.url) in byId,
          read: (file: { url: string }) => JSON.stringify(forTypes(byId[path.basename(file.url)])),
        },
      } as any,
    },
    customName: (schema) => (typeof schema.$id === 'string' ? ROOT_NAMES[schema.$id] : undefined),
  });
  return source;
}
