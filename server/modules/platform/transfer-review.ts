import type { SectionHooks } from '../../engine/section-hooks';
import type { Services } from '../../services';
import { asSystem } from '../../context/request-context';
import { afterTransferReview } from '../commerce/bank-transfer-review';

/**
 * 对公转账确认 (schemas/platform/transferReview.json): the operator's queue of the bank transfers companies recorded
 * (the generic list across companies), 确认到账 and 驳回 with a reason: declared transitions of the transfer, whose
 * afterTransition (commerce/bank-transfer-review.ts) credits the balance once and tells the recorder. The guard has
 * already decided the operator may take the action.
 */
export async function companyNames(services: Services, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  // asSystem: the operator's list shows the companies of the transfers it lists.
  const companies = (await asSystem(() => services.data.rows('Company').findAll({ where: { id: [...new Set(ids)] }, attributes: ['id', 'companyName'], raw: true }))) as any[];
  return new Map(companies.map((company) => [company.id, company.companyName]));
}

export const transferReviewHooks: SectionHooks = {
  async decorate(rows, { services }) {
    const names = await companyNames(services, rows.map((row) => row.companyId));
    for (const row of rows) row.companyName = names.get(row.companyId) ?? null;
  },
  afterTransition: afterTransferReview,
};
