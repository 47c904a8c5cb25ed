/**
 * A section's own operations (SectionHooks `handlers`) built once per server as closures over its services and
 * section, then served by operation name.
 */
import type { Context } from 'koa';
import type { Services } from '../services';
import type { SectionSpec } from './section-types';
import type { SectionHooks } from './section-hooks';

export type RouteHandler = (ctx: Context) => Promise<void>;

/**
 * SectionHooks `handlers` (a section's own operations) built as closures over the services and the section (shared helpers, validators compiled from the file's fields): built once per
 * server on first use, served by operation name. `names` are the operations the factory answers.
 */
export function boundHandlers<K extends string>(
  names: readonly K[],
  build: (services: Services, section: SectionSpec) => Record<K, RouteHandler>,
): NonNullable<SectionHooks['handlers']> {
  const built = new WeakMap<Services, Record<K, RouteHandler>>();
  const handlersOf = (services: Services, section: SectionSpec) => {
    let found = built.get(services);
    if (!found) built.set(services, (found = build(services, section)));
    return found;
  };
  return Object.fromEntries(names.map((name) => [name, (ctx: Context, { services, section }: { services: Services; section: SectionSpec }) => handlersOf(services, section)[name](ctx)]));
}
