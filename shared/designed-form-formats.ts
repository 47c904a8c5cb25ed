/**
 * The formats and ajv options a designed form's schema is validated with, on the server (ajv 8 + ajv-formats) and in
 * the browser (@rjsf/validator-ajv8's customizeValidator): one place, so both answer the same.
 */

/** The mainland mobile number (format `mobile`). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Formats a designed field may name; `mobile` is ours, the others are ajv-formats'. */
export const DESIGNED_FORM_FORMATS = ['date', 'date-time', 'email', 'mobile'] as const;
export type DesignedFormFormat = (typeof DESIGNED_FORM_FORMATS)[number];

/** The ajv-formats names we load (the rest of ajv-formats stays off). */
export const AJV_FORMATS_USED = ['date', 'date-time', 'email'] as const;

/** Our own formats, as rjsf's `customFormats` takes them (and `ajv.addFormat`). */
export const CUSTOM_FORMATS: Record<string, RegExp> = { mobile: MOBILE_PATTERN };

/** ajv's options for a submission: every error (the form shows them all), patterns as `u` RegExps, no coercion. */
export const DESIGNED_FORM_AJV_OPTIONS = { allErrors: true, unicodeRegExp: true, strict: false, coerceTypes: false, useDefaults: false } as const;
