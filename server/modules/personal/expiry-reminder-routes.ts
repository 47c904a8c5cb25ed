import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { ok } from '../../http/envelope';
import { actorOf } from './personal-profile';
import { companyExpiry } from './company-expiry';

/**
 * 到期提醒 (spec doc 1 §2 Expiry reminder; its path is not in the spec): the text the console's reminder modal
 * shows when front/info says `invalid: 1`.
 */
export function mountExpiryReminder(table: RouteTable, services: Services) {
  table.add({
    method: 'GET',
    path: '/api/admin/user/front/expiryReminder',
    object: 'session',
    action: 'read',
    summary: 'The expiry reminder of the caller’s company: invalid (0/1) and the text of the reminder modal.',
    handler: async (ctx) => ok(ctx, await companyExpiry(services, actorOf(ctx).tenantId)),
  });
}
