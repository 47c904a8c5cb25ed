import type { SectionHooks } from '../../engine/section-hooks';
import { badRequest, conflict } from '../../http/envelope';
import { APP_STATUS, decorateSubscriptions, effectiveStatus } from './app-subscriptions';
import { mountApplicationRoutes } from './application-routes';

/**
 * 应用管理 (schemas/admin/application.json on the AppSubscription resource): the company's apps, listed by the
 * generic list filtered and ordered by their catalogue entries (`app.kind`, `app.name`, `app.sort`) and changed by
 * the generic update. The rules are hooks — which statuses a company may set and that an expired app is not
 * enabled (`beforeUpdate`), the app's name, logo, address, current status and seats in use (`decorate`) — and the
 * members' calls around the apps (catalogue detail, entering an app) are its routes.
 */

/** Only in use (2) and disabled (4) are set by hand; expired (3) follows from the end time. */
async function beforeUpdate(row: any, values: Record<string, any>) {
  const status = Number(values.status);
  if (status !== APP_STATUS.inUse && status !== APP_STATUS.disabled) throw badRequest('应用状态不正确', ['status']);
  if (status === APP_STATUS.inUse && effectiveStatus({ status, endTime: row.endTime }) !== APP_STATUS.inUse) {
    throw conflict('该应用已过期，请续费后再启用');
  }
}

const decorate: NonNullable<SectionHooks['decorate']> = (rows, { services }) => decorateSubscriptions(services, rows);

export const applicationHooks: SectionHooks = {
  beforeUpdate,
  decorate,
  decorateOperation: { list: decorate },
  routes: (table, services) => mountApplicationRoutes(table, services),
};
