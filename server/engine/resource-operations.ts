import { Op, type Includeable, type WhereOptions } from 'sequelize';
import { transaction } from '../context/transaction-context';
import type { Context } from 'koa';
import type { Services } from '../services';
import type { AnyModel } from '../db/database';
import { badRequest, notFound, ok } from '../http/envelope';
import { toWire } from '../http/format';
import { stampsAsMembers } from './person-stamps';
import { readId, readIds, readPaging } from './paging';
import { searchWhere } from './section-queries';
import { yuanOf } from './money';
import { scopeWhere } from './row-scope-query';
import type { ResourceSpec } from './resource-types';
import type { HookContext, SectionHooks } from './section-hooks';
import { projected } from './projection';
import { resourceCreateHandler } from './resource-create';
import { resourceExportHandler } from './resource-export';
import type { FieldSpec, OperationSpec, SectionSpec } from './section-types';

/**
 * Operations of a section that run over another declared resource (`resource` on the operation): the generic list,
 * a create (`runs: create`, resource-create.ts), or an association action (list, candidates, add, remove) over a belongsToMany field of that resource. Rows are
 * the caller's company's (the data layer scopes every query); the route's permission is the section's object and
 * the operation's action. Search, filters (`rel.field` reaches a belongsTo target) and order are declared; derived
 * fields come from the section's `decorateOperation` hook, link rules from its `beforeAssociate` hook.
 */

type Filters = NonNullable<SectionSpec['filters']>;
type Condition = Record<string, unknown>;

const MAX_ROWS = 1000;
const MESSAGES = { add: '添加成功!', remove: '移除成功!' } as const;
export const RESOURCE_VERBS = new Set(['list', 'candidates', 'add', 'remove']);

/** The belongsTo field whose association alias is `alias` (`app` for `appId` declared with `as: app`). */
export function relationOf(spec: ResourceSpec, alias: string): [string, FieldSpec] | undefined {
  return Object.entries(spec.fields).find(([name, field]) => field.type === 'belongsTo' && (field.as ?? name.replace(/Id$/, '')) === alias);
}

/** A resource seen as the section shape searchWhere reads (fields, filters, search). */
const asSection = (spec: ResourceSpec, filters: Filters, search: string[] = []) => ({ id: spec.name, fields: spec.fields, filters, search }) as unknown as SectionSpec;

/** Declared filters and fixed conditions split into the listed rows' own and those of each belongsTo target (`rel.field`). */
function byRelation(filters: Filters, fixed: Condition) {
  const own = { filters: {} as Filters, fixed: {} as Condition };
  const related = new Map<string, { filters: Filters; fixed: Condition }>();
  const part = (name: string) => {
    const dot = name.indexOf('.');
    if (dot < 0) return { into: own, field: name };
    const alias = name.slice(0, dot);
    if (!related.has(alias)) related.set(alias, { filters: {}, fixed: {} });
    return { into: related.get(alias)!, field: name.slice(dot + 1) };
  };
  for (const [name, filter] of Object.entries(filters)) {
    const { into, field } = part(name);
    into.filters[field] = filter;
  }
  for (const [name, value] of Object.entries(fixed)) {
    const { into, field } = part(name);
    into.fixed[field] = value;
  }
  return { own, related };
}

/**
 * The conditions on a resource's rows: its declared search and filters from the query, the fixed `where`, and for
 * `rel.field` names, the ids of the belongsTo target's rows that match (one query on the target).
 */
async function rowConditions(ctx: Context, services: Services, spec: ResourceSpec, operation: OperationSpec, withQuery: boolean): Promise<WhereOptions[]> {
  const { models, specs } = services.db;
  const query = withQuery ? ctx.query : {};
  const { own, related } = byRelation(withQuery ? operation.resource!.filters ?? {} : {}, (operation.where ?? {}) as Condition);
  const conditions: WhereOptions[] = [searchWhere(asSection(spec, own.filters, withQuery ? operation.resource!.search : []), models[spec.name], query), own.fixed];
  for (const [alias, { filters, fixed }] of related) {
    const [column, field] = relationOf(spec, alias)!;
    const target = models[field.target!];
    const filter = searchWhere(asSection(specs[field.target!], filters), target, query);
    if (!Reflect.ownKeys(filter).length && !Object.keys(fixed).length) continue;
    const hits = await target.findAll({ where: { [Op.and]: [filter, fixed] }, attributes: ['id'], raw: true });
    conditions.push({ [column]: (hits as any[]).map((hit) => hit.id) });
  }
  return conditions;
}

/** One page (or all, up to 1,000) of a resource's rows: declared search, filters, fixed conditions, order. */
async function listRows(ctx: Context, services: Services, spec: ResourceSpec, operation: OperationSpec, extra: WhereOptions) {
  const { models } = services.db;
  const model = models[spec.name];
  const declared = operation.resource!;
  const conditions = [...(await rowConditions(ctx, services, spec, operation, true)), extra];
  const include: Includeable[] = [];
  const order = (operation.order ?? [['id', 'ASC']]).map(([name, direction]) => {
    const dot = name.indexOf('.');
    if (dot < 0) return [name, direction];
    const alias = name.slice(0, dot);
    const target = models[relationOf(spec, alias)![1].target!];
    if (!include.some((item: any) => item.as === alias)) include.push({ model: target, as: alias, attributes: [] });
    return [{ model: target, as: alias }, name.slice(dot + 1), direction];
  }) as any;
  const query = { where: { [Op.and]: conditions }, include, order };
  if (declared.paged === false) return { rows: await model.findAll({ ...query, limit: Math.min(declared.max ?? MAX_ROWS, MAX_ROWS) }) };
  const { limit, offset } = readPaging(ctx.query);
  const { rows, count } = await model.findAndCountAll({ ...query, limit, offset });
  return { rows, total: count };
}

/** Rows on the wire: no tenant, joined aliases or private fields; money in yuan; then the operation's decorate hook and its `answers`. */
export async function wire(rows: any[], spec: ResourceSpec, hooks: SectionHooks, context: HookContext, answers?: string[]) {
  const fields = Object.entries(spec.fields);
  const privateFields = fields.filter(([, f]) => f.private).map(([name]) => name);
  const aliases = fields.filter(([, f]) => f.type === 'belongsTo').map(([name, f]) => f.as ?? name.replace(/Id$/, ''));
  const money = fields.filter(([, f]) => f.type === 'money').map(([name]) => name);
  const plain = rows.map((row) => {
    const out = toWire(row.get ? row.get({ plain: true }) : row);
    for (const name of privateFields) delete out[name];
    // An include used only to filter or order (attributes: []) leaves an empty object under its alias.
    for (const alias of aliases) if (out[alias] !== null && typeof out[alias] === 'object') delete out[alias];
    for (const name of money) out[name] = yuanOf(out[name]);
    return out;
  });
  await stampsAsMembers(context.ctx, context.services, plain);
  await hooks.decorateOperation?.[context.operation!]?.(plain, context);
  return answers ? plain.map((row) => projected(row, answers)) : plain;
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

export function resourceOperationHandler(services: Services, section: SectionSpec, hooks: SectionHooks, name: string, spec: OperationSpec) {
  const declared = spec.resource!;
  const verb = spec.association?.verb;
  if (verb && !RESOURCE_VERBS.has(verb)) throw new Error(`section ${section.id}: operation "${name}" over a resource cannot "${verb}"`);
  const answer = (ctx: Context, result: { rows: any[]; total?: number }, listed: ResourceSpec) =>
    wire(result.rows, listed, hooks, { ctx, services, section, operation: name }, spec.answers).then((rows) => ok(ctx, result.total === undefined ? rows : { records: rows, total: result.total }));

  if (spec.runs === 'create') return resourceCreateHandler(services, section, hooks, name, spec, wire);
  /** The section's row rule (`rowWhere`) for this operation: a condition on the rows of the resource it runs over. */
  const ruleWhere = async (ctx: Context): Promise<WhereOptions> => (hooks.rowWhere ? hooks.rowWhere({ ctx, services, section, operation: name }) : {});
  if (spec.runs === 'export') {
    const listed = () => services.db.specs[declared.name];
    const rowWhere = async (ctx: Context) => [
      ...(await rowConditions(ctx, services, listed(), spec, true)),
      await scopeWhere(ctx, services, section, services.db.models[declared.name]),
      await ruleWhere(ctx),
    ];
    return resourceExportHandler(services, section, hooks, name, spec, wire, rowWhere);
  }
  if (!spec.association) {
    return async (ctx: Context) => {
      await hooks.beforeList?.({ ctx, services, section, operation: name });
      const listed = services.db.specs[declared.name];
      // The rows the caller's grant reaches (its row scope over the listed resource, unless they are not the
      // section's rows: rowScope false) and the section's row rule.
      const rowScope = declared.rowScope === false ? {} : await scopeWhere(ctx, services, section, services.db.models[declared.name]);
      const scope = [rowScope, await ruleWhere(ctx)];
      await answer(ctx, await listRows(ctx, services, listed, spec, { [Op.and]: scope }), listed);
    };
  }

  const { field: fieldName } = spec.association;
  const ownerParam = declared.ownerParam ?? 'id';
  const idsParam = declared.idsParam ?? 'ids';
  return async (ctx: Context) => {
    const { models, specs } = services.db;
    const ownerSpec = specs[declared.name];
    const field = ownerSpec.fields[fieldName];
    const [target, targetSpec, through] = [models[field.target!], specs[field.target!], models[field.through!]];
    const [sourceKey, targetKey] = [field.sourceKey ?? 'id', field.targetKey ?? 'id'];
    const body = (ctx.request.body ?? {}) as Record<string, any>;

    const rawOwner = ctx.params.id ?? body[ownerParam] ?? ctx.query[ownerParam];
    if (isMissing(rawOwner)) throw badRequest(declared.ownerMessage ?? `请选择${ownerSpec.title}`, [ownerParam]);
    const ownerId = readId(rawOwner);
    const ids = verb === 'add' || verb === 'remove' ? targetIds(body[idsParam], declared.idsMessage ?? `请选择${field.title}`, idsParam) : [];
    // The owner and the linked rows: those the caller's grant reaches (its row scope), as any other read.
    const ownerScope = { [Op.and]: [await scopeWhere(ctx, services, section, models[declared.name]), await ruleWhere(ctx)] };
    const targetScope = await scopeWhere(ctx, services, section, target);
    const owner = await models[declared.name].findOne({ where: { [Op.and]: [{ [declared.ownerKey ?? 'id']: ownerId }, ownerScope] } });
    if (!owner) throw notFound();
    const ownerValue = owner.get(sourceKey);
    const links = { [field.foreignKey!]: ownerValue };

    if (verb === 'list' || verb === 'candidates') {
      const linked = (await through.findAll({ where: links, attributes: [field.otherKey!], raw: true })).map((row: any) => row[field.otherKey!]);
      const extra = verb === 'list' ? { [targetKey]: linked } : linked.length ? { [targetKey]: { [Op.notIn]: linked } } : {};
      await answer(ctx, await listRows(ctx, services, targetSpec, spec, { [Op.and]: [extra, targetScope] }), targetSpec);
      return;
    }

    const targets = await target.findAll({ where: { [Op.and]: [{ [targetKey]: ids }, targetScope, ...(await rowConditions(ctx, services, targetSpec, spec, false))] } });
    if (targets.length !== ids.length) throw notFound(`${field.title}不存在`);
    const values = targets.map((row: any) => row.get(targetKey));
    await transaction(services.db.sequelize, async () => {
      await hooks.beforeAssociate?.(owner, { field: fieldName, verb: verb as 'add' | 'remove', ids, targets }, { ctx, services, section, operation: name });
      if (verb === 'remove') {
        await through.destroy({ where: { ...links, [field.otherKey!]: values } });
        return;
      }
      const existing = new Set((await through.findAll({ where: { ...links, [field.otherKey!]: values }, attributes: [field.otherKey!], raw: true })).map((row: any) => row[field.otherKey!]));
      for (const value of values) if (!existing.has(value)) await through.create({ ...links, [field.otherKey!]: value });
    });
    ok(ctx, null, declared.success ?? MESSAGES[verb as 'add' | 'remove']);
  };
}

/** The target ids of add/remove: an array of ids or of {id} objects (the spec's userDTOList), or a comma list. */
export function targetIds(value: unknown, emptyMessage: string, param: string): number[] {
  if (isMissing(value) || (Array.isArray(value) && value.length === 0)) throw badRequest(emptyMessage, [param]);
  if (!Array.isArray(value) && typeof value !== 'string' && typeof value !== 'number') throw badRequest('请求格式不正确', [param]);
  return readIds(Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? (item as any).id : item)) : value);
}
