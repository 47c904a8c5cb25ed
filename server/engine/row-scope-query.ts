/**
 * A grant's row scope (全部, 本人, 本部门, 本部门及以下, a declared filter) and field whitelist applied to a section's
 * queries and answers; used by the guard and the generic operations.
 */
import { Op, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../services';
import type { Actor } from '../context/request-context';
import type { AnyModel } from '../db/database';
import { UNLIMITED, type RowGrant, type RowScope } from '../permissions/row-grant';
import type { SectionSpec } from './section-types';

const NOTHING: WhereOptions = { id: { [Op.in]: [] } };

export const grantOf = (ctx: Context): RowGrant => (ctx.state.grant as RowGrant | undefined) ?? UNLIMITED;

/** Whether the grant limits rows or fields, so answers differ per user (and may not be shared in a cache). */
export const isLimited = (grant: RowGrant) => grant.scopes !== null || grant.fields !== null;

/**
 * Which column names a row's creator and department: declared by the section for its own rows (or by the resource
 * for rows another section's operation reads, e.g. notices approved under 通知公告设置), else the engine's stamps.
 */
export function scopeColumns(services: Services, section: SectionSpec, model: AnyModel) {
  const attributes = model.getAttributes();
  const own = services.db.sections[section.id] === model;
  if (own && section.model.companyWide) return { owner: undefined, depart: undefined };
  const declared = own ? section.model : services.db.specs[model.name] ?? {};
  const owner = declared.ownerField ?? (attributes.crtUserId ? 'crtUserId' : undefined);
  const depart = declared.departField ?? (attributes.departId ? 'departId' : undefined);
  return { owner, depart };
}

async function departIds(services: Services, actor: Actor, tree: boolean): Promise<number[]> {
  const membership = await services.db.models.Membership.findByPk(actor.membershipId, { attributes: ['departId'], raw: true });
  const own = (membership as any)?.departId as number | null;
  if (!own) return [];
  if (!tree) return [own];
  // The departments are the tree section a member's department field points at (Membership.departId → depart).
  // Deleted departments under it count too: they stay in the subtree for its deleted list and their restore.
  const target = services.sections.find((section) => section.id === services.db.specs.Membership.fields.departId.target)!;
  const parentField = target.model.tree!.parentField;
  const rows = (await services.db.sections[target.id].findAll({ attributes: ['id', parentField], paranoid: false, raw: true })) as any[];
  const children = new Map<number, number[]>();
  for (const row of rows) children.set(row[parentField], [...(children.get(row[parentField]) ?? []), row.id]);
  const ids: number[] = [];
  for (const stack = [own]; stack.length; ) {
    const id = stack.pop()!;
    ids.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}

/** One scope as a condition on the section's rows; a scope the model cannot express reaches no row (fail closed). */
async function scopeCondition(services: Services, section: SectionSpec, model: AnyModel, actor: Actor, scope: RowScope): Promise<WhereOptions> {
  const { owner, depart } = scopeColumns(services, section, model);
  if (scope === 'all') return {};
  if (scope === 'own') return owner ? { [owner]: actor.accountId } : NOTHING;
  if (scope === 'depart' || scope === 'departTree') {
    const ids = await departIds(services, actor, scope === 'departTree');
    if (depart) return { [depart]: ids };
    if (!owner) return NOTHING;
    // Rows created by members of those departments.
    const members = await services.db.models.Membership.findAll({ where: { departId: ids }, attributes: ['accountId'], raw: true });
    return { [owner]: (members as any[]).map((m) => m.accountId) };
  }
  const filter = section.rowFilters?.[scope.slice('filter:'.length)];
  if (!filter) return NOTHING;
  if (filter.in) return { [filter.field]: filter.in };
  if (filter.ne !== undefined) return { [filter.field]: { [Op.ne]: filter.ne } };
  return { [filter.field]: filter.eq };
}

/** Whether a scope can name any row of the model: its columns (creator, department) or a declared filter. */
function expressible(section: SectionSpec, columns: { owner?: string; depart?: string }, scope: RowScope): boolean {
  if (scope === 'all') return true;
  if (scope === 'own') return Boolean(columns.owner);
  if (scope === 'depart' || scope === 'departTree') return Boolean(columns.depart || columns.owner);
  return Boolean(section.rowFilters?.[scope.slice('filter:'.length)]);
}

/** The refusal of a route whose section's rows no scope of the grant can name (company-wide data): 403. */
export const OUTSIDE_DATA_SCOPE = '您的数据范围不包含该功能的数据';

/**
 * Whether a limited grant reaches no row of the section at all, because its rows name no creator or department
 * (company-wide data: the company, its balance, its roles): the guard then refuses every route of the section.
 */
export function scopeReachesNothing(services: Services, section: SectionSpec, grant: RowGrant): boolean {
  if (!grant.scopes) return false;
  const model = services.db.sections[section.id];
  if (!model) return false;
  const columns = scopeColumns(services, section, model);
  return !grant.scopes.some((scope) => expressible(section, columns, scope));
}

/** The grant's row scope as a where condition for the section's model ({} when every row is allowed). */
export async function scopeWhere(ctx: Context, services: Services, section: SectionSpec, model: AnyModel): Promise<WhereOptions> {
  const { scopes } = grantOf(ctx);
  if (!scopes) return {};
  const actor = ctx.state.actor as Actor;
  const conditions = await Promise.all(scopes.map((scope) => scopeCondition(services, section, model, actor, scope)));
  return conditions.length ? { [Op.or]: conditions } : NOTHING;
}

/** The grant's field whitelist applied to a row on its way out (the id always stays). */
export function keepGrantedFields(grant: RowGrant, row: Record<string, any>, alwaysKeep: string[]): Record<string, any> {
  if (!grant.fields) return row;
  const keep = new Set([...grant.fields, 'id', ...alwaysKeep]);
  return Object.fromEntries(Object.entries(row).filter(([key]) => keep.has(key)));
}

/** Values of a write limited to the granted fields (others are dropped, as the list never showed them). */
export function grantedValues(grant: RowGrant, values: Record<string, any>): Record<string, any> {
  if (!grant.fields) return values;
  const allowed = new Set(grant.fields);
  return Object.fromEntries(Object.entries(values).filter(([key]) => allowed.has(key)));
}
