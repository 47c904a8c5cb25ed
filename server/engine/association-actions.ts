/**
 * The generic association operations of a section (list, add, remove, set over a belongsToMany field), scoped to
 * the rows the caller may read.
 */
import { Op } from 'sequelize';
import { transaction } from '../context/transaction-context';
import type { Context } from 'koa';
import { scopeWhere } from './row-scope-query';
import type { Services } from '../services';
import { badRequest, notFound, ok } from '../http/envelope';
import { toWire } from '../http/format';
import { readId, readIds } from './paging';
import type { SectionHooks } from './section-hooks';
import type { OperationSpec, SectionSpec } from './section-types';

export type AssociationVerb = 'list' | 'add' | 'remove' | 'set';

const MESSAGES: Record<Exclude<AssociationVerb, 'list'>, string> = { add: '添加成功!', remove: '移除成功!', set: '设置成功!' };

/** The owner's id: from the path (`:id`), else the query or body (`id`). */
function ownerId(ctx: Context, spec: OperationSpec): number {
  if (ctx.params.id !== undefined) return readId(ctx.params.id);
  const body = ctx.request.body as any;
  return readId(spec.idIn === 'body' ? body?.id : ctx.query.id ?? body?.id);
}

/** The target ids of add/remove/set: `ids` as an array in the body or a comma list in the query; set may be empty. */
function targetIds(ctx: Context, verb: AssociationVerb, title: string): number[] {
  const body = ctx.request.body as any;
  const value = Array.isArray(body?.ids) ? body.ids : ctx.query.ids ?? body?.ids;
  if (verb === 'set' && (value === '' || (Array.isArray(value) && value.length === 0))) return [];
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) throw badRequest(`请选择${title}`, ['ids']);
  return readIds(value);
}

/**
 * Generic association actions over a belongsToMany field (NocoBase's add/remove/set, plus list): the owner and
 * every target must be rows the caller's company may read (another company's id answers 404 and nothing
 * changes); the through rows are written by Sequelize's association methods, so the data layer stamps and
 * scopes them like any other write. A section's `beforeAssociate` hook adds its rules (e.g. seats).
 */
export function associationHandler(services: Services, section: SectionSpec, hooks: SectionHooks, name: string, spec: OperationSpec) {
  // 'candidates' needs `resource` (resource-operations.ts); the schema check refuses it here.
  const { field: fieldName, verb } = spec.association! as { field: string; verb: AssociationVerb };
  const field = section.fields[fieldName];
  const model = services.db.sections[section.id];
  const target = services.db.models[field.target!];
  const accessor = fieldName[0].toUpperCase() + fieldName.slice(1);
  return async (ctx: Context) => {
    const owner = await model.findOne({ where: { [Op.and]: [{ id: ownerId(ctx, spec) }, await scopeWhere(ctx, services, section, model)] } });
    if (!owner) throw notFound();
    if (verb === 'list') {
      const rows = await owner[`get${accessor}`]({ joinTableAttributes: [], order: [['id', 'ASC']] });
      ok(ctx, rows.map((row: any) => toWire(row.get({ plain: true }))));
      return;
    }
    const ids = targetIds(ctx, verb, field.title);
    if (ids.length && (await target.count({ where: { id: ids } })) !== ids.length) throw notFound(`${field.title}不存在`);
    await transaction(services.db.sequelize, async () => {
      await hooks.beforeAssociate?.(owner, { field: fieldName, verb, ids }, { ctx, services, section });
      await owner[`${verb}${accessor}`](ids);
    });
    ok(ctx, null, MESSAGES[verb]);
  };
}
