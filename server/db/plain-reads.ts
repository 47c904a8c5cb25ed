/**
 * The reads of a list page: its rows as plain objects, and its count with a key naming the where exactly, for
 * the counts kept in the section read cache.
 */
import type { WhereOptions } from 'sequelize';
import type { AnyModel } from './database';

export interface PageRead {
  where: WhereOptions;
  order: any;
  limit: number;
  offset: number;
  paranoid: boolean;
}

/** A page of rows as plain objects with the values model instances hold (`instance.get({plain: true})`). */
export async function readPlainRows(model: AnyModel, read: PageRead): Promise<Record<string, any>[]> {
  const rows = await model.findAll({ where: read.where, order: read.order, limit: read.limit, offset: read.offset, paranoid: read.paranoid });
  return rows.map((row: any) => row.get({ plain: true }));
}

/**
 * The rows a list's where matches, as a count to run and a key that names the where exactly (operators, values,
 * literals, soft delete): a cache of counts, kept per tenant, can key on it. The tenant condition is added by the
 * data layer (tenant-scope.ts) when the count runs.
 */
export function countQuery(model: AnyModel, where: WhereOptions, paranoid: boolean): { key: string; count: () => Promise<number> } {
  return {
    key: `${model.name}|${paranoid}|${whereKey(where)}`,
    count: () => model.count({ where, paranoid }),
  };
}

/** A text that names a where: plain objects by their keys (operator symbols included), other objects by their class and values. */
export function whereKey(value: unknown): string {
  if (value === undefined) return 'u';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? String(value);
  if (value instanceof Date) return `D${value.toISOString()}`;
  if (Buffer.isBuffer(value)) return `B${value.toString('hex')}`;
  if (Array.isArray(value)) return `[${value.map(whereKey).join(',')}]`;
  const keys: (string | symbol)[] = [...Object.keys(value), ...Object.getOwnPropertySymbols(value)];
  const prototype = Object.getPrototypeOf(value);
  const kind = prototype === Object.prototype || prototype === null ? '' : (value.constructor?.name ?? '?');
  return `${kind}{${keys.map((key) => `${String(key)}:${whereKey((value as any)[key])}`).join(',')}}`;
}
