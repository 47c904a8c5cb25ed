/**
 * The client's validator of designed forms: ajv through @rjsf/validator-ajv8 with the shared formats and ajv options
 * (shared/designed-form-formats.ts), and the shared Chinese messages (shared/designed-form-errors.ts): the server
 * answers the same ones.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFValidationError } from '@rjsf/utils';
import { transformDesignedFormErrors, type DesignedSchemaLike } from '../../../shared/designed-form-errors';
import { CUSTOM_FORMATS, DESIGNED_FORM_AJV_OPTIONS } from '../../../shared/designed-form-formats';

export const designedFormValidator = customizeValidator({ customFormats: CUSTOM_FORMATS, ajvOptionsOverrides: { ...DESIGNED_FORM_AJV_OPTIONS } });

/** rjsf's errors of a form of this schema, in the server's words. */
export const errorsIn =
  (schema: DesignedSchemaLike) =>
  (errors: RJSFValidationError[]): RJSFValidationError[] =>
    transformDesignedFormErrors(errors as (RJSFValidationError & { stack: string })[], schema);
