import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { ok } from '../../http/envelope';

/** The company's remaining service counts (spec: server-company/selectLessCount, `lessCount` the SMS count). */
export function mountServiceAccountRoutes(table: RouteTable, services: Services) {
  table.add({
    method: 'GET',
    path: '/api/business/server-company/selectLessCount',
    object: 'session',
    action: 'read',
    summary: 'Remaining counts of the company’s services: lessCount (SMS), waybillCount, queryCount.',
    handler: async (ctx) => {
      const row = (await services.data.rows('ServiceAccount').findOne({ attributes: ['smsCount', 'waybillCount', 'queryCount'], raw: true })) as any;
      ok(ctx, { lessCount: row?.smsCount ?? 0, waybillCount: row?.waybillCount ?? 0, queryCount: row?.queryCount ?? 0 });
    },
  });
}
