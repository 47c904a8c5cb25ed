import type { SectionHooks } from '../engine/section-hooks';
import { SERVER_MODULES } from '.';

/** Section id → its business rules. A registry that refuses duplicates, like the client's value types. */
const registry = new Map<string, SectionHooks>();

export function registerHooks(sectionId: string, hooks: SectionHooks) {
  if (registry.has(sectionId)) throw new Error(`hooks registered twice for section ${sectionId}`);
  registry.set(sectionId, hooks);
}

export const hooksFor = (sectionId: string) => registry.get(sectionId) ?? {};

/** The section ids that have hooks (a test checks each names a section file). */
export const hookedSections = () => [...registry.keys()];

// Every discovered module's hooks (server/modules/<name>/index.ts), by section id.
for (const { module } of SERVER_MODULES) {
  for (const [sectionId, hooks] of Object.entries(module.hooks ?? {})) registerHooks(sectionId, hooks);
}
