import type { WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../services';
import { scopeWhere } from './row-scope-query';
import { modelRows, sectionRows, type Repository } from './repository';

/**
 * The rows a caller may act on, for hand-written handlers and module routes: the company (applied by the data
 * layer), merged with the row scope of the grant the guard found for the route (`ctx.state.grant`), as the engine's
 * generic handlers merge it (docs/security.md, "Row scopes"). A row outside the grant's scope is answered as one
 * that does not exist.
 *
 * `sectionId` is the section whose grant the route checks (its `object`); `resource` the model read when the rows
 * are not the section's own (e.g. notices in approval under 通知公告设置), with that resource's declared scope columns.
 */
export interface CallerRows {
  sectionId: string;
  resource?: string;
}

function target(services: Services, { sectionId, resource }: CallerRows) {
  const section = services.sections.find((s) => s.id === sectionId);
  if (!section) throw new Error(`caller rows: no section "${sectionId}"`);
  const model = resource ? services.db.models[resource] : services.db.sections[sectionId];
  if (!model) throw new Error(`caller rows: no model for "${resource ?? sectionId}"`);
  return { section, model };
}

/** The grant's row scope as a condition on the rows ({} when the grant reaches every row of the company). */
export async function callerWhere(ctx: Context, services: Services, rows: CallerRows): Promise<WhereOptions> {
  const { section, model } = target(services, rows);
  return scopeWhere(ctx, services, section, model);
}

/** The repository of the rows this caller may act on: every read, update, delete and restore is within the scope. */
export function callerRepository(ctx: Context, services: Services, rows: CallerRows): Repository {
  const base = rows.resource ? modelRows(services.db, rows.resource) : sectionRows(services.db, rows.sectionId);
  return base.narrowed(() => callerWhere(ctx, services, rows));
}
