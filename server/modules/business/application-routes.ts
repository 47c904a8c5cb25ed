import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { badRequest, conflict, forbidden, notFound, ok } from '../../http/envelope';
import { APP_STATUS, effectiveStatus, mayUseApp } from './app-subscriptions';

/**
 * Entering an app, a call of any member (object `session`, mounted by 应用管理's hooks). The workbench's 我的应用 is
 * section myApps, an item's detail section appDetail.
 */
export function mountApplicationRoutes(table: RouteTable, services: Services) {
  const subscriptionRows = services.data.rows('AppSubscription');
  const catalogueRows = services.data.rows('AppCatalog');

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
