/**
 * The generic summary (`"runs": "summary"` with a `summary` declaration): declared measures — counts of rows matching
 * a column → value map, sums of number fields — over the rows the generic list would read, as one object, or one row
 * per group (`groupBy`) paged (every group with `paged: false`); beside them the same measures over the period a month
 * before (`previous`); or an xlsx of the rows (`download`). The operation's decorateOperation hook may add to the
 * answered rows (用户管理's seat figures beside its member counts). Only Sequelize's findAll with COUNT/SUM attributes and `group`: the tenant scope's find
 * hooks apply, and SQLite and MySQL answer alike.
 */
import { Op, col, fn, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../services';
import type { AnyModel } from '../db/database';
import { ok } from '../http/envelope';
import { readPaging } from './paging';
import { EXPORT_PAGE_ROWS, sendXlsx, type ExportColumn } from './xlsx-export';
import { previousQuery } from './summary-period';
import type { OperationSpec, SectionSpec } from './section-types';

/** The most groups a summary declared `paged: false` answers. */
const UNPAGED_GROUPS = 1000;

export type SummarySpec = NonNullable<OperationSpec['summary']>;
type Measure = SummarySpec['measures'][string];
type Row = Record<string, unknown>;

/** What a summary reads: the generic list's where (filters, scope, rowWhere) for a query. */
export type WhereOfQuery = (ctx: Context, query: Record<string, unknown>) => Promise<WhereOptions[]>;

/** A count measure's condition: its column → value map (an array: one of them), and one of its `anyOf` maps. */
function countWhere(count: NonNullable<Measure['count']>): WhereOptions {
  const { anyOf, ...columns } = count as Record<string, unknown> & { anyOf?: Record<string, unknown>[] };
  const conditions: WhereOptions[] = [columns as WhereOptions];
  if (anyOf) conditions.push({ [Op.or]: anyOf as WhereOptions[] });
  return { [Op.and]: conditions };
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const groupKey = (groupBy: string[], row: Row) => JSON.stringify(groupBy.map((column) => row[column] ?? null));

/**
 * The measures over `where`, by group (the key of groupBy's values; '' without groupBy): one query summing every
 * `sum` measure, one counting per `count` measure. A group with no matching row counts 0.
 */
async function measured(model: AnyModel, measures: SummarySpec['measures'], where: WhereOptions, groupBy: string[] = []): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>();
  const add = (rows: Row[], names: string[]) => {
    for (const row of rows) {
      const key = groupKey(groupBy, row);
      const values = out.get(key) ?? {};
      for (const name of names) values[name] = Number(row[name] ?? 0) || 0;
      out.set(key, values);
    }
  };
  const columnOf = (name: string) => model.getAttributes()[name]?.field ?? name;
  const group = groupBy.length ? groupBy.map(columnOf) : undefined;
  const sums = Object.entries(measures).filter(([, measure]) => measure.sum);
  if (sums.length) {
    const attributes = [...groupBy, ...sums.map(([name, measure]) => [fn('SUM', col(columnOf(measure.sum!))), name] as [ReturnType<typeof fn>, string])];
    add((await model.findAll({ attributes, where, group, raw: true })) as Row[], sums.map(([name]) => name));
  }
  for (const [name, measure] of Object.entries(measures)) {
    if (!measure.count) continue;
    const attributes = [...groupBy, [fn('COUNT', col(columnOf(model.primaryKeyAttribute))), name] as [ReturnType<typeof fn>, string]];
    add((await model.findAll({ attributes, where: { [Op.and]: [where, countWhere(measure.count)] }, group, raw: true })) as Row[], [name]);
  }
  return out;
}

/** Every measure of a group, 0 where nothing matched; with the previous period's under their prefixed names. */
function answered(measures: SummarySpec['measures'], now?: Record<string, number>, previous?: { prefix: string; values?: Record<string, number> }): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const name of Object.keys(measures)) out[name] = now?.[name] ?? 0;
  if (previous) for (const name of Object.keys(measures)) out[previous.prefix + capitalised(name)] = previous.values ? (previous.values[name] ?? 0) : null;
  return out;
}

/** The operation's decorateOperation hook over the answered rows (one row for an ungrouped summary). */
export type DecorateSummary = (rows: Row[], ctx: Context) => Promise<void> | void;

/** What a summary operation declares and reads: its `summary`, the list's where for a query, `paged`, its decorateOperation hook. */
export interface SummaryOperation {
  spec: SummarySpec;
  whereOf: WhereOfQuery;
  paged?: boolean;
  decorate?: DecorateSummary;
}

/** The handler of a summary operation over `model`. */
export function summaryHandler(services: Services, section: SectionSpec, model: AnyModel, { spec, whereOf, paged, decorate }: SummaryOperation) {
  const groupBy = spec.groupBy ?? [];
  const order = groupBy.map((column) => [column, 'ASC'] as [string, string]);

  /** The measures (and the previous period's) of the given groups, or of the whole where without groupBy. */
  async function rowsOf(where: WhereOptions, previousWhere: WhereOptions | null | undefined, groups: Row[]): Promise<Row[]> {
    const first = groupBy[0];
    // The page's groups by their first column (a group of rows without a value: IS NULL, which IN never matches).
    const values = [...new Set(groups.map((g) => g[first]))];
    const firstIn: WhereOptions = { [Op.or]: [{ [first]: { [Op.in]: values.filter((v) => v !== null && v !== undefined) } }, ...(values.some((v) => v === null || v === undefined) ? [{ [first]: null }] : [])] };
    const within = (base: WhereOptions) => (first ? { [Op.and]: [base, firstIn] } : base);
    const now = await measured(model, spec.measures, within(where), groupBy);
    const before = previousWhere ? await measured(model, spec.measures, within(previousWhere), groupBy) : undefined;
    const previous = spec.previous && { prefix: spec.previous.prefix, values: undefined as Record<string, number> | undefined };
    return groups.map((group) => {
      const key = groupKey(groupBy, group);
      const then = previous && { ...previous, values: before ? before.get(key) ?? {} : undefined };
      return { ...group, ...answered(spec.measures, now.get(key), then) };
    });
  }

  /** One page of groups, in the first group column's order. */
  const groupsOf = async (where: WhereOptions, limit: number, offset: number) =>
    (await model.findAll({ attributes: groupBy, where, group: groupBy, order, limit, offset, raw: true })) as Row[];

  return async (ctx: Context) => {
    const query = ctx.query as Record<string, unknown>;
    const where: WhereOptions = { [Op.and]: await whereOf(ctx, query) };
    const shifted = spec.previous ? previousQuery(section, spec.previous, query) : undefined;
    const previousWhere = shifted ? { [Op.and]: await whereOf(ctx, shifted) } : undefined;

    if (spec.download) {
      const columns: ExportColumn[] = [
        ...groupBy.map((column) => ({ field: column, title: section.fields[column]?.title ?? column })),
        ...Object.entries(spec.measures).map(([name, measure]) => ({ field: name, title: measure.title ?? name })),
      ];
      async function* pages() {
        if (!groupBy.length) {
          yield await rowsOf(where, previousWhere, [{}]);
          return;
        }
        for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
          const groups = await groupsOf(where, EXPORT_PAGE_ROWS, offset);
          if (groups.length) yield await rowsOf(where, previousWhere, groups);
          if (groups.length < EXPORT_PAGE_ROWS) return;
        }
      }
      return sendXlsx(ctx, services, { fileName: spec.download.fileName ?? section.title, columns, pages });
    }
    const decorated = async (rows: Row[]) => {
      await decorate?.(rows, ctx);
      return rows;
    };
    if (!groupBy.length) return ok(ctx, (await decorated(await rowsOf(where, previousWhere, [{}])))[0]);
    // `paged: false`: every group (up to UNPAGED_GROUPS) as an array, for a filter's choices with their counts.
    if (paged === false) return ok(ctx, await decorated(await rowsOf(where, previousWhere, await groupsOf(where, UNPAGED_GROUPS, 0))));
    const { limit, offset } = readPaging(query);
    const groups = await groupsOf(where, limit, offset);
    const total = ((await model.findAll({ attributes: groupBy, where, group: groupBy, raw: true })) as Row[]).length;
    ok(ctx, { records: groups.length ? await decorated(await rowsOf(where, previousWhere, groups)) : [], total });
  };
}
