import type { SectionHooks } from '../engine/section-hooks';
import { departHooks } from './admin/depart';

/** Section id → its business rules. A registry that refuses duplicates, like the client's value types. */
const registry = new Map<string, SectionHooks>();

export function registerHooks(sectionId: string, hooks: SectionHooks) {
  if (registry.has(sectionId)) throw new Error(`hooks registered twice for section ${sectionId}`);
  registry.set(sectionId, hooks);
}

export const hooksFor = (sectionId: string) => registry.get(sectionId) ?? {};

registerHooks('depart', departHooks);
