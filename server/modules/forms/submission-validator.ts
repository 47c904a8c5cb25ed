/**
 * A submission's `data` validated by ajv 8 against the schema of the published version it is filled against: the
 * shared formats and options (shared/designed-form-formats.ts), compiled validators kept by version id, errors as the
 * shared Chinese messages (shared/designed-form-errors.ts).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { badRequest } from '../../http/envelope';
import { AJV_FORMATS_USED, CUSTOM_FORMATS, DESIGNED_FORM_AJV_OPTIONS } from '../../../shared/designed-form-formats';
import { designedFormErrors } from '../../../shared/designed-form-errors';

const ajv = new Ajv({ ...DESIGNED_FORM_AJV_OPTIONS });
addFormats(ajv, [...AJV_FORMATS_USED]);
for (const [name, pattern] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, pattern);

/** Compiled validators by version id (a version's schema never changes); the oldest go first past the limit. */
const compiled = new Map<number, ValidateFunction>();
const MAX_COMPILED = 500;

function validatorOf(versionId: number, schema: Record<string, any>): ValidateFunction {
  let validate = compiled.get(versionId);
  if (!validate) {
    // $schema is not needed to validate and ajv 8 would look the draft-07 meta-schema up.
    const { $schema: _ignored, ...rest } = schema;
    validate = ajv.compile({ ...rest, additionalProperties: false });
    if (compiled.size >= MAX_COMPILED) {
      const oldest = compiled.keys().next().value as number;
      // ajv keeps every compiled schema object in its own cache until it is removed.
      ajv.removeSchema(compiled.get(oldest)!.schema as object);
      compiled.delete(oldest);
    }
    compiled.set(versionId, validate);
  }
  return validate;
}

/** Checks `data` against a version's schema: a 400 with the first message and every field's as `[{field, message}]`. */
export function validateSubmission(version: { id: number; schema: Record<string, any>; uiSchema?: Record<string, any> | null }, data: unknown): Record<string, unknown> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw badRequest('请填写表单', [{ field: '', message: '请填写表单' }]);
  const validate = validatorOf(version.id, version.schema);
  if (validate(data)) return data as Record<string, unknown>;
  const errors = designedFormErrors(validate.errors as any, version.schema, version.uiSchema);
  throw badRequest(errors[0]?.message ?? '表单内容格式不正确', errors);
}
