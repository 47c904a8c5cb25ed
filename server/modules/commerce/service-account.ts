import type { SectionHooks } from '../../engine/section-hooks';

/**
 * The company's remaining service counts (section serviceAccount, schemas/company/serviceAccount.json, read by every
 * member: `GET server-company/selectLessCount`): the spec names the SMS count `lessCount`; 0 each before the company's
 * first purchase.
 */
export const serviceAccountHooks: SectionHooks = {
  decorate(rows) {
    for (const row of rows) row.lessCount = row.smsCount ?? 0;
  },
};
