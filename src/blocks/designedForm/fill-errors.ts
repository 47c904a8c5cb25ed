/** A refused submission's answer (400: `msg` the first message, `data` every error `{field, message}`) as rjsf's extra errors by field. */
import type { ErrorSchema } from '@rjsf/utils';

export interface FieldError {
  field?: string;
  message?: string;
}

/** The errors naming a field of the form, by key; the others (and a message without field errors) go to the top. */
export function serverErrors(data: unknown, keys: string[], fallback?: string): { byField: ErrorSchema; top?: string } {
  const list: FieldError[] = Array.isArray(data) ? data : [];
  const byField: Record<string, { __errors: string[] }> = {};
  const rest: string[] = [];
  for (const error of list) {
    const key = String(error?.field ?? '').replace(/^[./]+/, '').split(/[./[]/)[0];
    const text = String(error?.message ?? '').trim();
    if (!text) continue;
    if (keys.includes(key)) (byField[key] ??= { __errors: [] }).__errors.push(text);
    else rest.push(text);
  }
  const top = rest.length ? rest.join('；') : Object.keys(byField).length ? undefined : fallback;
  return { byField: byField as ErrorSchema, top };
}
