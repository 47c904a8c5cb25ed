import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { badRequest, conflict, forbidden, notFound, ok } from '../../http/envelope';
import { APP_STATUS, catalogueByIds, effectiveStatus, mayUseApp } from './app-subscriptions';

/**
 * Any member's calls around the apps (object `session`, mounted by 应用管理's hooks): the workbench's 我的应用 and
 * entering an app. The path the spec leaves open: my apps is GET plt-application/myApps (an item's detail is section
 * appDetail).
 */
export function mountApplicationRoutes(table: RouteTable, services: Services) {
  const subscriptionRows = services.data.rows('AppSubscription');
  const catalogueRows = services.data.rows('AppCatalog');
  const assignmentRows = services.data.rows('UserApp');

  // The workbench's 我的应用 (spec doc 1 §2): the company's apps in use that this member may use (an administrator
  // every one, a member those assigned to them in 应用权限), in catalogue order.
  table.add({
    method: 'GET',
    path: '/api/business/plt-application/myApps',
    object: 'session',
    action: 'read',
    summary: '我的应用：本企业使用中、本人可用的应用',
    handler: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      const subscriptions = (await subscriptionRows.findAll({ where: { status: APP_STATUS.inUse }, raw: true })) as any[];
      let usable = subscriptions.filter((subscription) => effectiveStatus(subscription) === APP_STATUS.inUse);
      if (!actor.isCompanyAdmin) {
        const assigned = new Set(((await assignmentRows.findAll({ where: { membershipId: actor.membershipId }, attributes: ['appId'], raw: true })) as any[]).map((row) => row.appId));
        usable = usable.filter((subscription) => assigned.has(subscription.appId));
      }
      const catalogue = await catalogueByIds(services, usable.map((subscription) => subscription.appId));
      const apps = usable
        .map((subscription) => catalogue.get(subscription.appId))
        .filter((app) => app && app.kind === 0)
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id);
      ok(ctx, apps.map((app) => ({ appId: app.id, code: app.code, appName: app.name, imageUrl: app.logo ?? null, hrefUrl: app.hrefUrl ?? null })));
    },
  });

  // Entering an app (spec doc 1 §7): the URL to open, only in status 2 and for a member allowed to use it.
  table.add({
    method: 'GET',
    path: '/api/business/plt-user/beforeLogin',
    object: 'session',
    action: 'read',
    summary: '进入应用：可用时答复应用地址',
    handler: async (ctx) => {
      const name = typeof ctx.query.name === 'string' ? ctx.query.name.trim() : '';
      if (!name) throw badRequest('请选择应用', ['name']);
      const app: any = await catalogueRows.findOne({ where: { name }, raw: true });
      if (!app) throw notFound('应用不存在');
      const subscription = await subscriptionRows.findOne({ where: { appId: app.id }, raw: true });
      if (!subscription) throw conflict('贵公司尚未开通该应用，请先到应用中心添加');
      const status = effectiveStatus(subscription);
      if (status === APP_STATUS.expired) throw conflict('该应用已过期，请续费后再使用!');
      if (status !== APP_STATUS.inUse) throw conflict('该应用已停用，请联系管理员启用!');
      if (!(await mayUseApp(services, ctx.state.actor as Actor, app.id))) throw forbidden('您没有该应用的使用权限，请联系管理员授权!');
      ok(ctx, app.hrefUrl ?? `/apps/${app.code}`);
    },
  });
}
