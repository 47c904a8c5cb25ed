import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { notFound, ok } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { catalogueWire, companyAppWire } from './app-subscriptions';
import { lowestPrice, packagesByApp } from './catalogue-packages';
import { PURCHASE_OBJECT } from './purchase-grant';

/** Service types (spec doc 2 §3): the application centre's four groups and the keys findAll answers them under. */
const SERVICE_GROUPS = ['serverListO', 'serverListT', 'serverListR', 'serverListF'] as const;

/**
 * 应用中心 (spec doc 1 §2): the platform catalogue with packages, for members holding the company's purchase grant
 * (`purchase`, schemas/appCenter/area.json; administrators by default). The catalogue itself is platform data
 * (AppCatalog, CatalogPackage: no tenant); what is the company's (its subscriptions) is read in its tenant.
 */
export function mountCatalogueRoutes(table: RouteTable, services: Services) {
  const catalogueRows = services.data.rows('AppCatalog');
  const subscriptionRows = services.data.rows('AppSubscription');

  const catalogue = async (kind: number) => {
    const rows = (await catalogueRows.findAll({ where: { kind }, order: [['sort', 'ASC'], ['id', 'ASC']], raw: true })) as any[];
    const packages = await packagesByApp(services, rows.map((row) => row.id));
    return rows.map((row) => {
      const voList = packages.get(row.id) ?? [];
      return { ...catalogueWire(row), counter: row.counter ?? null, price: lowestPrice(voList), voList };
    });
  };

  // Cloud apps (tab 0) with the company's subscription to each (null when it has none: 申请试用 offered).
  table.add({
    method: 'GET',
    path: '/api/business/plt-application/massage',
    object: PURCHASE_OBJECT,
    action: 'read',
    summary: '应用中心：云应用目录（含套餐与本企业的开通情况）',
    handler: async (ctx) => {
      const apps = await catalogue(0);
      const subscriptions = new Map(((await subscriptionRows.findAll({ raw: true })) as any[]).map((row) => [row.appId, row]));
      ok(
        ctx,
        apps.map((app) => {
          const subscription = subscriptions.get(app.id);
          return { ...app, subscription: subscription ? companyAppWire(subscription, app, 0) : null };
        }),
      );
    },
  });

  // Cloud services (tab 1) grouped by service type: 0 value-added, 1 resource packs, 2 system maintenance, 3 hardware.
  table.add({
    method: 'GET',
    path: '/api/business/plt-server/findAll',
    object: PURCHASE_OBJECT,
    action: 'read',
    summary: '应用中心：云服务目录，按服务类型分组（增值、资源包、系统运维、硬件）',
    handler: async (ctx) => {
      const items = await catalogue(1);
      ok(ctx, Object.fromEntries(SERVICE_GROUPS.map((key, type) => [key, items.filter((item) => item.serverType === type)])));
    },
  });

  // The purchase page's packages (spec doc 1 §7): a service or an app with `voList` (qty, unit, price in yuan) by sort.
  table.add({
    method: 'GET',
    path: '/api/business/server-company/selectByUseId/:id',
    object: PURCHASE_OBJECT,
    action: 'read',
    summary: '购买：服务（或应用）及其套餐 voList',
    handler: async (ctx) => {
      const row: any = await catalogueRows.findById(readId(ctx.params.id), { raw: true });
      if (!row) throw notFound('服务不存在');
      const voList = (await packagesByApp(services, [row.id])).get(row.id) ?? [];
      ok(ctx, { ...catalogueWire(row), counter: row.counter ?? null, price: lowestPrice(voList), voList });
    },
  });
}
