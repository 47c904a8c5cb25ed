import { Op } from 'sequelize';
import type { Context } from 'koa';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { SectionSpec } from '../../engine/section-types';
import { compileValidator, type Validate } from '../../engine/validator';
import { readPaging } from '../../engine/paging';
import { badRequest, conflict, notFound, ok } from '../../http/envelope';
import { toWire } from '../../http/format';
import { contains } from '../../db/like';
import { bodyId, bodyObject } from '../admin/id-lists';
import { APP_STATUS, decorateSubscriptions, effectiveStatus } from './app-subscriptions';
import { mountApplicationRoutes } from './application-routes';

/**
 * 应用管理 (schemas/admin/application.json on the AppSubscription resource): the company's apps. The rules are
 * hooks — which statuses a company may set and that an expired app is not enabled (`beforeUpdate`), the app's
 * name, logo, address, current status and seats in use (`decorate`) — and the members' calls around the apps
 * (catalogue detail, entering an app) are its routes. Two operations stay handlers, each for one thing the
 * generic action cannot say yet (see the comments on them).
 */

/** Only in use (2) and disabled (4) are set by hand; expired (3) follows from the end time. */
async function beforeUpdate(row: any, values: Record<string, any>) {
  const status = Number(values.status);
  if (status !== APP_STATUS.inUse && status !== APP_STATUS.disabled) throw badRequest('应用状态不正确', ['status']);
  if (status === APP_STATUS.inUse && effectiveStatus({ status, endTime: row.endTime }) !== APP_STATUS.inUse) {
    throw conflict('该应用已过期，请续费后再启用');
  }
}

async function wire(rows: any[], context: HookContext) {
  const plain = rows.map((row) => {
    const { app: _joined, ...own } = toWire(row.get({ plain: true }));
    return own;
  });
  await applicationHooks.decorate!(plain, context);
  return plain;
}

/** `selectType` (spec: 0 apps, 1 value-added services): the catalogue kind listed. */
function readKind(query: Record<string, unknown>): number {
  const raw = query.selectType;
  const kind = raw === undefined || raw === '' ? 0 : Number(raw);
  if (kind !== 0 && kind !== 1) throw badRequest('参数selectType不正确', ['selectType']);
  return kind;
}

/**
 * GET plt-application/list: the generic list (paged in the database, the section's `decorate`), filtered and
 * ordered by the catalogue entry each subscription points at (kind, name, catalogue order). A handler until the
 * generic list filters and sorts by a belongsTo target's fields.
 */
async function list(ctx: Context, context: HookContext) {
  const { AppSubscription, AppCatalog } = context.services.db.models;
  const kind = readKind(ctx.query);
  const { limit, offset } = readPaging(ctx.query);
  const name = typeof ctx.query.name === 'string' ? ctx.query.name.trim() : '';
  const entries = await AppCatalog.findAll({ where: { kind, ...(name ? { [Op.and]: [contains(AppCatalog, 'name', name)] } : {}) }, attributes: ['id'], raw: true });
  const appIds = (entries as any[]).map((entry) => entry.id);
  const { rows, count } = await AppSubscription.findAndCountAll({
    where: { appId: appIds },
    include: [{ model: AppCatalog, as: 'app', attributes: [] }],
    order: [[{ model: AppCatalog, as: 'app' }, 'sort', 'ASC'], ['appId', 'ASC']],
    limit,
    offset,
  });
  ok(ctx, { records: await wire(rows, context), total: count });
}

const statusRules = new WeakMap<SectionSpec, Validate>();
function readStatus(section: SectionSpec, body: unknown) {
  let validate = statusRules.get(section);
  if (!validate) statusRules.set(section, (validate = compileValidator({ fields: { status: section.fields.status }, required: ['status'] })));
  return validate(body);
}

/**
 * POST plt-application/update `{id, status}`: the generic update with the section's `beforeUpdate`. A handler
 * because the spec's answers differ from the generic one's: a missing id reads 请选择应用, success 操作成功!.
 */
async function update(ctx: Context, context: HookContext) {
  const body = bodyObject(ctx.request.body);
  const id = bodyId(body, 'id', '请选择应用');
  const values = readStatus(context.section, body);
  const { services } = context;
  await services.db.sequelize.transaction(async () => {
    const row = await services.db.models.AppSubscription.findOne({ where: { id } });
    if (!row) throw notFound('应用不存在或未开通');
    await applicationHooks.beforeUpdate!(row, values, context);
    await row.update(values);
  });
  ok(ctx, null, '操作成功!');
}

export const applicationHooks: SectionHooks = {
  beforeUpdate,
  decorate: (rows, { services }) => decorateSubscriptions(services, rows),
  handlers: { list, update },
  routes: (table, services) => mountApplicationRoutes(table, services),
};
