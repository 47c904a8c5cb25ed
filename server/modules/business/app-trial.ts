/**
 * 申请试用 in the application centre: a 7-day trial subscription of a cloud app for a company that has none for it
 * yet.
 */
import { UniqueConstraintError } from 'sequelize';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { badRequest, conflict, notFound, ok } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { formatDateTime } from '../../http/format';
import { APP_STATUS, companyAppWire, effectiveStatus } from './app-subscriptions';
import { PURCHASE_OBJECT } from './purchase-grant';

export const TRIAL_DAYS = 7;
const DAY = 24 * 3600 * 1000;

/** Why a company that already has the app gets no trial: what its subscription is now. */
function alreadyHas(subscription: any): string {
  const end = formatDateTime(subscription.endTime);
  const status = effectiveStatus(subscription);
  if (status === APP_STATUS.inUse) return end ? `已开通该应用，到期时间：${end}` : '已开通该应用';
  if (status === APP_STATUS.expired) return `已开通过该应用（${end ?? ''}到期），请续费后使用`;
  return '已开通该应用，当前已停用，请在应用管理中启用';
}

/**
 * 申请试用 (application centre, cloud apps): a 7-day trial subscription (status 2, now to now + 7 days) for a company
 * that has none for the app; one that has one (in use, expired or disabled) is told so (409) and nothing changes.
 * The spec opens an external QQ chat here instead (README). Path not in the spec: POST plt-application/applyTrial {id}.
 */
export function mountAppTrial(table: RouteTable, services: Services) {
  const catalogue = services.data.rows('AppCatalog');
  const subscriptions = services.data.rows('AppSubscription');
  table.add({
    method: 'POST',
    path: '/api/business/plt-application/applyTrial',
    object: PURCHASE_OBJECT,
    action: 'trial',
    menu: '应用中心',
    operation: '申请试用',
    summary: '申请试用：为本企业开通 7 天试用（已开通则拒绝）',
    handler: async (ctx) => {
      const id = readId((ctx.request.body as any)?.id, '请选择应用');
      const app: any = await catalogue.findById(id, { raw: true });
      if (!app) throw notFound('应用不存在');
      if (app.kind !== 0) throw badRequest('云服务请直接购买', ['id']);
      const created = await services.data.transaction(async () => {
        const existing = await subscriptions.findOne({ where: { appId: id } });
        if (existing) throw conflict(alreadyHas(existing));
        const now = Date.now();
        try {
          return await subscriptions.create({ appId: id, status: APP_STATUS.inUse, startTime: new Date(now), endTime: new Date(now + TRIAL_DAYS * DAY) });
        } catch (error) {
          // Two requests at once: the unique (company, app) index lets one through.
          if (error instanceof UniqueConstraintError) throw conflict('已开通该应用');
          throw error;
        }
      });
      ok(ctx, companyAppWire(created.get({ plain: true }), app, 0), `申请试用成功，试用期 ${TRIAL_DAYS} 天`);
    },
  });
}
