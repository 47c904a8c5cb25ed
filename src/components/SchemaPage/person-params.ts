import type { SearchFieldDef } from './types';

/** The person search filter's query: the first picked person's member id as the item's parameter (`params[0]`, e.g. editId). */
export function personParams(value: unknown, item: SearchFieldDef): Record<string, string> {
  const first = Array.isArray(value) ? (value[0] as { id?: number } | undefined) : undefined;
  return first?.id !== undefined ? { [item.params?.[0] ?? item.field]: String(first.id) } : {};
}
