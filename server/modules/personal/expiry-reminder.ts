import type { SectionHooks } from '../../engine/section-hooks';
import { companyExpiry } from './company-expiry';

/**
 * 到期提醒 (spec doc 1 §2 Expiry reminder; its path is not in the spec): section expiryReminder
 * (schemas/company/expiryReminder.json), the caller's company read by every member — whether its time is over and
 * the text the console's reminder modal shows when front/info says `invalid: 1`.
 */
export const expiryReminderHooks: SectionHooks = {
  async decorate(rows, { services }) {
    for (const row of rows) Object.assign(row, await companyExpiry(services, row.id));
  },
};
