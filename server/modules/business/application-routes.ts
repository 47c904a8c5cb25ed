import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { SectionHooks } from '../../engine/section-hooks';
import { boundHandlers } from '../../engine/bound-handlers';
import type { Actor } from '../../context/request-context';
import { asSystem } from '../../context/request-context';
import { badRequest, conflict, forbidden, notFound, ok } from '../../http/envelope';
import { readId, readPaging } from '../../engine/paging';
import { bodyId, bodyObject } from '../admin/id-lists';
import {
  APP_STATUS,
  catalogueWire,
  companyApps,
  companyAppWire,
  effectiveStatus,
  mayUseApp,
  usedSeats,
} from './app-subscriptions';

/**
 * 应用管理 (section `application`, schemas/admin/application.json): the company's apps and their status, by
 * operation name. Paths the spec leaves open: the list is GET plt-application/list.
 */
export const applicationHooks: SectionHooks = {
  handlers: boundHandlers(['list', 'update'], (services) => {
    const { AppSubscription } = services.db.models;
    return {
      list: async (ctx) => {
        const selectType = ctx.query.selectType === undefined || ctx.query.selectType === '' ? 0 : Number(ctx.query.selectType);
        if (selectType !== 0 && selectType !== 1) throw badRequest('参数selectType不正确', ['selectType']);
        const { limit, offset } = readPaging(ctx.query);
        const name = typeof ctx.query.name === 'string' ? ctx.query.name : undefined;
        const found = await companyApps(services, { kind: selectType, name });
        const page = found.slice(offset, offset + limit);
        const used = await usedSeats(services, page.map(({ app }) => app.id));
        ok(ctx, { records: page.map(({ subscription, app }) => companyAppWire(subscription, app, used.get(app.id) ?? 0)), total: found.length });
      },

      update: async (ctx) => {
        const body = bodyObject(ctx.request.body);
        const id = bodyId(body, 'id', '请选择应用');
        const status = Number(body.status);
        if (status !== APP_STATUS.inUse && status !== APP_STATUS.disabled) throw badRequest('应用状态不正确', ['status']);
        await services.db.sequelize.transaction(async (transaction) => {
          const subscription = await AppSubscription.findOne({ where: { id }, transaction });
          if (!subscription) throw notFound('应用不存在或未开通');
          if (status === APP_STATUS.inUse && effectiveStatus({ status: APP_STATUS.inUse, endTime: subscription.endTime }) !== APP_STATUS.inUse) {
            throw conflict('该应用已过期，请续费后再启用');
          }
          await subscription.update({ status, updUserName: (ctx.state.actor as Actor).name }, { transaction });
        });
        ok(ctx, null, '操作成功!');
      },
    };
  }),
};

/**
 * Any member's calls around the apps (object `session`): the catalogue detail, and entering an app.
 * Path the spec leaves open: the detail is GET plt-server/select/{id}.
 */
export function mountApplicationRoutes(table: RouteTable, services: Services) {
  const { AppSubscription, AppCatalog } = services.db.models;

  table.add({
    method: 'GET',
    path: '/api/business/plt-server/select/:id',
    object: 'session',
    action: 'read',
    handler: async (ctx) => {
      // asSystem: the app catalogue is platform data shared by every company (plt_app_catalog is not tenant-scoped: a no-op).
      const app = await asSystem(() => AppCatalog.findByPk(readId(ctx.params.id), { raw: true }));
      if (!app) throw notFound('应用不存在');
      const subscription = await AppSubscription.findOne({ where: { appId: (app as any).id }, raw: true });
      const used = subscription ? (await usedSeats(services, [(app as any).id])).get((app as any).id) ?? 0 : 0;
      ok(ctx, { ...catalogueWire(app), subscription: subscription ? companyAppWire(subscription, app, used) : null });
    },
  });

  // Entering an app (spec doc 1 §7): the URL to open, only in status 2 and for a member allowed to use it.
  table.add({
    method: 'GET',
    path: '/api/business/plt-user/beforeLogin',
    object: 'session',
    action: 'read',
    handler: async (ctx) => {
      const name = typeof ctx.query.name === 'string' ? ctx.query.name.trim() : '';
      if (!name) throw badRequest('请选择应用', ['name']);
      // asSystem: the app catalogue is platform data shared by every company (plt_app_catalog is not tenant-scoped: a no-op).
      const app: any = await asSystem(() => AppCatalog.findOne({ where: { name }, raw: true }));
      if (!app) throw notFound('应用不存在');
      const subscription = await AppSubscription.findOne({ where: { appId: app.id }, raw: true });
      if (!subscription) throw conflict('贵公司尚未开通该应用，请先到应用中心添加');
      const status = effectiveStatus(subscription);
      if (status === APP_STATUS.expired) throw conflict('该应用已过期，请续费后再使用!');
      if (status !== APP_STATUS.inUse) throw conflict('该应用已停用，请联系管理员启用!');
      if (!(await mayUseApp(services, ctx.state.actor as Actor, app.id))) throw forbidden('您没有该应用的使用权限，请联系管理员授权!');
      ok(ctx, app.hrefUrl ?? `/apps/${app.code}`);
    },
  });
}
