import type { SectionHooks } from '../../engine/section-hooks';
import { answerDescribe, companyAppWire, usedSeats } from './app-subscriptions';

/**
 * 应用详情 (section appDetail, schemas/company/appDetail.json; its path, GET plt-server/select/{id}, is not in the
 * spec): a catalogue item read by every member, with the caller's company's subscription to it and its used seats.
 */
export const appDetailHooks: SectionHooks = {
  async decorate(rows, { services }) {
    const subscriptions = (await services.data.rows('AppSubscription').findAll({ where: { appId: rows.map((row) => row.id) }, raw: true })) as any[];
    const byApp = new Map(subscriptions.map((subscription) => [subscription.appId, subscription]));
    const used = await usedSeats(services, [...byApp.keys()]);
    for (const row of rows) {
      const subscription = byApp.get(row.id);
      answerDescribe(row);
      row.subscription = subscription ? companyAppWire(subscription, row, used.get(row.id) ?? 0) : null;
    }
  },
};
