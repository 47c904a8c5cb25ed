import type { SectionHooks } from '../../engine/section-hooks';
import { answerDescribe, companyAppWire } from './app-subscriptions';
import { lowestPrice, packagesByApp } from './catalogue-packages';

/**
 * 应用中心's catalogue (section catalogue, schemas/company/catalogue.json, read under the purchase grant): each item
 * with its packages and lowest price; the cloud apps (massage) with the company's subscription to each, the cloud
 * services (findAll) in four groups by service type (0 value-added, 1 resource packs, 2 system maintenance, 3 hardware).
 */
export const catalogueHooks: SectionHooks = {
  async decorate(rows, { services }) {
    const packages = await packagesByApp(services, rows.map((row) => row.id));
    for (const row of rows) {
      const voList = packages.get(row.id) ?? [];
      answerDescribe(row);
      Object.assign(row, { price: lowestPrice(voList), voList });
    }
  },
  decorateOperation: {
    async massage(rows, { services }) {
      const subscriptions = (await services.data.rows('AppSubscription').findAll({ where: { appId: rows.map((row) => row.id) }, raw: true })) as any[];
      const byApp = new Map(subscriptions.map((subscription) => [subscription.appId, subscription]));
      for (const row of rows) {
        const subscription = byApp.get(row.id);
        row.subscription = subscription ? companyAppWire(subscription, row, 0) : null;
      }
    },
  },
};
