import { Op, type FindOptions, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../services';
import type { AnyModel } from '../db/database';
import { notFound } from '../http/envelope';
import { scopeWhere } from './row-scope-query';

/**
 * The rows a caller may act on, for hand-written handlers and module routes: the company (applied by the data
 * layer), merged with the row scope of the grant the guard found for the route (`ctx.state.grant`), as the engine's
 * generic handlers merge it (docs/security.md, "Row scopes"). A handler asks for "the rows this caller may change" and
 * never finds a row by its id alone; a row outside the grant's scope is answered as one that does not exist.
 *
 * `sectionId` is the section whose grant the route checks (its `object`); `model` the rows read when they are not
 * the section's own (e.g. notices in approval under 通知公告设置), with the resource's declared scope columns.
 */
export interface CallerRows {
  sectionId: string;
  model?: AnyModel;
}

function target(services: Services, { sectionId, model }: CallerRows) {
  const section = services.sections.find((s) => s.id === sectionId);
  if (!section) throw new Error(`caller rows: no section "${sectionId}"`);
  return { section, model: model ?? services.db.sections[sectionId] };
}

/** The grant's row scope as a condition on the rows ({} when the grant reaches every row of the company). */
export async function callerWhere(ctx: Context, services: Services, rows: CallerRows): Promise<WhereOptions> {
  const { section, model } = target(services, rows);
  return scopeWhere(ctx, services, section, model);
}

/** `where` merged with the caller's scope. */
export async function withinCaller(ctx: Context, services: Services, rows: CallerRows, where: WhereOptions = {}): Promise<WhereOptions> {
  return { [Op.and]: [where, await callerWhere(ctx, services, rows)] };
}

/** The rows of `options.where` that the caller may act on. */
export async function rowsCallerMay(ctx: Context, services: Services, rows: CallerRows, options: FindOptions = {}): Promise<any[]> {
  const { model } = target(services, rows);
  return model.findAll({ ...options, where: await withinCaller(ctx, services, rows, options.where) });
}

/** How many rows of `where` the caller may act on. */
export async function countCallerMay(ctx: Context, services: Services, rows: CallerRows, where: WhereOptions = {}, options: { paranoid?: boolean } = {}): Promise<number> {
  const { model } = target(services, rows);
  return model.count({ ...options, where: await withinCaller(ctx, services, rows, where) });
}

/** One row by id that the caller may act on, else 404 with `message` (the row's own not-found text). */
export async function findCallerRow(ctx: Context, services: Services, rows: CallerRows, id: number, message?: string, options: FindOptions = {}): Promise<any> {
  const { model } = target(services, rows);
  const row = await model.findOne({ ...options, where: await withinCaller(ctx, services, rows, { [Op.and]: [{ id }, options.where ?? {}] }) });
  if (!row) throw notFound(message);
  return row;
}

/** Every id the caller may act on, all or none: one id outside the scope (or missing) answers 404 and changes nothing. */
export async function allCallerMay(ctx: Context, services: Services, rows: CallerRows, ids: number[], message?: string, options: FindOptions = {}): Promise<any[]> {
  const unique = [...new Set(ids)];
  const found = await rowsCallerMay(ctx, services, rows, { ...options, where: { [Op.and]: [{ id: unique }, options.where ?? {}] } });
  if (found.length !== unique.length) throw notFound(message);
  return found;
}
