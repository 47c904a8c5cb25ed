import type { SectionHooks } from '../../engine/section-hooks';
import { companyAppWire, usedSeats } from './app-subscriptions';

/**
 * 应用详情 (section appDetail, schemas/company/appDetail.json; its path, GET plt-server/select/{id}, is not in the
 * spec): a catalogue item read by every member, with the caller's company's subscription to it and its used seats.
 */
export const appDetailHooks: SectionHooks = {
  async decorate(rows, { services }) {
    for (const row of rows) {
      row.describe = row.description;
      const subscription = await services.data.rows('AppSubscription').findOne({ where: { appId: row.id }, raw: true });
      const used = subscription ? (await usedSeats(services, [row.id])).get(row.id) ?? 0 : 0;
      row.subscription = subscription ? companyAppWire(subscription, row, used) : null;
    }
  },
};
