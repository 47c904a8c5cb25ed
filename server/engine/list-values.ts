import type { FieldSpec } from './section-types';

/**
 * Fields with `multiple` (a template's supports, its preview images): a list of the type's values kept in one text
 * column as a comma list, on the wire that way too. Parsing is written once here for the validator, the filters and
 * the reference checks.
 */
export const isListField = (field: FieldSpec) => field.multiple === true;

/** The values of a comma list (or an array of them): trimmed, blanks and repeats dropped, in the order given. */
export function listItems(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map((part) => (typeof part === 'string' || typeof part === 'number' ? String(part) : '\u0000')) : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

/** Whether one value of a list enum field is among its declared values. */
export const isEnumItem = (field: FieldSpec, item: string) => (field.enum ?? []).some((value) => String(value) === item);
