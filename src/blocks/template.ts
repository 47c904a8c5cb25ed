/**
 * `{field}` templates of block props (texts, confirmations, card lines, query values): `{a.b}` reads a nested
 * value, `{field|fallback}` shows the fallback when the value is empty.
 */
type Row = Record<string, unknown>;

const PLACEHOLDER = /\{([A-Za-z_][\w.]*)(?:\|([^}]*))?\}/g;
const WHOLE = /^\{([A-Za-z_][\w.]*)\}$/;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The value at a dotted path of a record. */
export function valueAt(record: Row | undefined, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Row)[key];
  }
  return current;
}

/** The template with each placeholder replaced by the record's value (text). */
export function fillTemplate(template: string, record: Row | undefined): string {
  return template.replace(PLACEHOLDER, (_, path: string, fallback?: string) => {
    const value = valueAt(record, path);
    return isEmpty(value) ? fallback ?? '' : String(value);
  });
}

/** A link's route with each placeholder replaced by the record's value, URL-encoded (a value cannot add parameters). */
export function fillLink(template: string, record: Row | undefined): string {
  return template.replace(PLACEHOLDER, (_, path: string, fallback?: string) => {
    const value = valueAt(record, path);
    return encodeURIComponent(isEmpty(value) ? fallback ?? '' : String(value));
  });
}

/** A prop value: a string that is one placeholder becomes the record's value as it is (a number stays a number). */
export function fillValue(value: unknown, record: Row | undefined): unknown {
  if (typeof value !== 'string') return value;
  const whole = WHOLE.exec(value);
  if (whole) return valueAt(record, whole[1]);
  return fillTemplate(value, record);
}

/** Every value of an object filled from the record (query parameters, bodies). */
export function fillValues(values: Record<string, unknown> | undefined, record: Row | undefined): Record<string, unknown> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, fillValue(value, record)]));
}
