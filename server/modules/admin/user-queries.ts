import { Op, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { badRequest, ok } from '../../http/envelope';
import { readPaging } from '../../engine/paging';
import { contains } from '../../db/like';
import { departIndex, MEMBER_ATTRIBUTES, subtreeIds, toUserRows } from './user-rows';

export const ACTIVE = 0;
export const REMOVED = 1;

const tenantOf = (ctx: Context) => (ctx.state.actor as Actor).tenantId;

/** `name` (contains) and, for current users, `departId` with every department under it. */
export async function userFilters(ctx: Context, services: Services, status: number): Promise<WhereOptions | null> {
  const where: Record<string | symbol, unknown> = { status };
  const name = ctx.query.name;
  if (name !== undefined && name !== '') {
    if (typeof name !== 'string' || name.length > 50) throw badRequest('用户名格式不正确', ['name']);
    const text = name.trim();
    if (text) where[Op.and] = [contains(services.db.models.Membership, 'name', text)];
  }
  const depart = ctx.query.departId;
  if (depart !== undefined && depart !== '') {
    const id = Number(depart);
    if (typeof depart !== 'string' || !Number.isSafeInteger(id) || id < 1) throw badRequest('部门参数不正确', ['departId']);
    const ids = subtreeIds(await departIndex(services, tenantOf(ctx)), id);
    if (!ids.length) return null; // not a live department of this company: nobody is in it
    where.departId = ids.length === 1 ? ids[0] : ids;
  }
  return where;
}

async function page(ctx: Context, services: Services, status: number, order: [string, string][]) {
  const { limit, offset } = readPaging(ctx.query);
  const where = await userFilters(ctx, services, status);
  if (!where) return { records: [], total: 0 };
  const { Membership } = services.db.models;
  const [total, rows] = await Promise.all([
    Membership.count({ where }),
    Membership.findAll({ where, attributes: MEMBER_ATTRIBUTES, order, limit, offset, raw: true }),
  ]);
  return { records: await toUserRows(services, tenantOf(ctx), rows), total };
}

/** The company's seat limit (sys_company.authorizationNumber). */
export async function authorizationNumber(services: Services, tenantId: number): Promise<number> {
  const company = await services.db.models.Company.findByPk(tenantId, { attributes: ['authorizationNumber'], raw: true });
  return Number((company as any)?.authorizationNumber ?? 0);
}

// Identity numbers of the tenant's enforcer and department index: each is replaced when roles, grants or
// departments change, so a cached page built from older ones is never read again.
const identities = new WeakMap<object, number>();
let lastIdentity = 0;
const identityOf = (value: object) => {
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = ++lastIdentity));
  return id;
};
const loading = new Map<string, Promise<unknown>>();
// Bumped by every membership write of this module, so a read after a write never joins a load begun before it.
const generations = new Map<number, number>();

/** Called by the user writes (at the change and again after commit). */
export function userListChanged(tenantId: number): void {
  generations.set(tenantId, (generations.get(tenantId) ?? 0) + 1);
}

/**
 * A list page from the section read cache (cacheSeconds; dropped at once by every write of 用户管理 in this
 * process, and whenever the tenant's policy or departments change). Concurrent misses share one load.
 */
async function cachedPage(ctx: Context, services: Services, name: string, load: () => Promise<unknown>) {
  const tenantId = tenantOf(ctx);
  const [enforcer, departs] = await Promise.all([services.enforcers.forTenant(tenantId), departIndex(services, tenantId)]);
  const key = `${name}:${generations.get(tenantId) ?? 0}:${identityOf(enforcer)}:${identityOf(departs)}?${ctx.querystring}`;
  return services.caches.sectionReads.read('user', tenantId, key, () => {
    const shared = `${tenantId}:${key}`;
    let pending = loading.get(shared);
    if (!pending) {
      pending = load().finally(() => loading.delete(shared));
      loading.set(shared, pending);
    }
    return pending;
  });
}

export const userReads = {
  /** selectPage: current users, newest first. */
  async list(ctx: Context, services: Services) {
    ok(ctx, await cachedPage(ctx, services, 'list', () => page(ctx, services, ACTIVE, [['id', 'DESC']])));
  },
  /** selectDelUser: removed users, most recently removed first. */
  async deletedList(ctx: Context, services: Services) {
    ok(ctx, await cachedPage(ctx, services, 'deletedList', () => page(ctx, services, REMOVED, [['removedAt', 'DESC'], ['id', 'DESC']])));
  },
  /** selectUserCount: `{count, delCount, authorizationNumber, remaining}` (remaining never below 0). */
  async count(ctx: Context, services: Services) {
    const groups = (await services.db.models.Membership.count({ group: ['status'] })) as unknown as { status: number; count: number }[];
    const of = (status: number) => Number(groups.find((g) => Number(g.status) === status)?.count ?? 0);
    const seats = await authorizationNumber(services, tenantOf(ctx));
    const count = of(ACTIVE);
    ok(ctx, { count, delCount: of(REMOVED), authorizationNumber: seats, remaining: Math.max(0, seats - count) });
  },
};
