/**
 * The body of 表单设计's create and update: name and description by the resource's field rules, the designed schema
 * and uiSchema through designed-schema-check.ts (against the widgets the client registers), the audience shaped.
 * Status and version are never taken from a body.
 */
import { compileValidator, type Validate } from '../../engine/validator';
import { CLIENT_MANIFEST } from '../../engine/client-manifest';
import { badRequest } from '../../http/envelope';
import type { HookContext } from '../../engine/section-hooks';
import type { SectionSpec } from '../../engine/section-types';
import { checkDesignedSchema } from './designed-schema-check';
import { checkAudience, readAudience } from './audience';

const EMPTY_SCHEMA = { type: 'object', properties: {} };
const validators = new WeakMap<SectionSpec, { create: Validate; update: Validate }>();

/** name and description, by the section's (the resource's) definitions; compiled once per loaded section. */
function textsOf(section: SectionSpec) {
  let pair = validators.get(section);
  if (!pair) {
    const fields = { name: section.fields.name, description: section.fields.description };
    pair = { create: compileValidator({ fields, required: ['name'] }), update: compileValidator({ fields }, { partial: true }) };
    validators.set(section, pair);
  }
  return pair;
}

/** readInput of the generic create and update: the values to write (update: only those the body names). */
export function readFormInput(body: unknown, operation: 'create' | 'update', { section }: HookContext): Record<string, any> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求格式不正确', []);
  const given = body as Record<string, unknown>;
  const texts = textsOf(section)[operation](given);
  const values: Record<string, any> = {};
  if (texts.name !== undefined) values.name = texts.name;
  if (texts.description !== undefined) values.description = texts.description;
  if (operation === 'create' || given.schema !== undefined || given.uiSchema !== undefined) {
    // An update naming only one of the two is checked with the stored other in beforeUpdate (designValues).
    if (operation === 'create' || given.schema !== undefined) values.schema = given.schema ?? EMPTY_SCHEMA;
    if (given.uiSchema !== undefined) values.uiSchema = given.uiSchema;
    if (values.schema !== undefined) Object.assign(values, checkDesignedSchema(values.schema, values.uiSchema, CLIENT_MANIFEST.designedFormWidgets));
  }
  if (operation === 'create' || given.audience !== undefined) values.audience = readAudience(given.audience);
  return values;
}

/** The values as written: the design checked again beside the stored schema when the body named only the uiSchema; the audience's people the company's. */
export async function designValues(values: Record<string, any>, context: HookContext, stored?: Record<string, any>): Promise<Record<string, any>> {
  const out = { ...values };
  if (stored && out.uiSchema !== undefined && out.schema === undefined) Object.assign(out, checkDesignedSchema(stored.schema, out.uiSchema, CLIENT_MANIFEST.designedFormWidgets));
  if (out.audience) await checkAudience(context.services, out.audience);
  return out;
}
