/**
 * 费用统计 (schemas/service/feeStatistics.json): the company's SMS packs are its paid orders of a service item whose
 * AppCatalog.counter is smsCount. 账单 (`billList`) and 明细 (`detailList`) list them, the month filter on updTime;
 * 明细's lessCount is derived here, not stored: the company's remaining ServiceAccount.smsCount spread over its packs
 * newest first (sends use the oldest pack first), so the packs' lessCount add up to the remaining count while it is
 * no more than what the packs gave. `lessCount` (`remaining`) answers the totals for the gauge.
 */
import { Op } from 'sequelize';
import type { Services } from '../../services';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import { ORDER_STATUS } from '../commerce/order-settlement';
import { ORDER_TYPE } from '../commerce/order-pricing';

async function smsItems(services: Services): Promise<{ id: number; name: string; code: string; kind: number; counter: string }[]> {
  return (await services.data.rows('AppCatalog').findAll({ where: { counter: 'smsCount' }, attributes: ['id', 'name', 'code', 'kind', 'counter'], order: [['id', 'ASC']], raw: true })) as any[];
}

async function smsItemIds(services: Services): Promise<number[]> {
  return (await smsItems(services)).map((item) => Number(item.id));
}

/** The condition naming the company's SMS packs among its orders. */
async function packWhere(services: Services) {
  return { type: ORDER_TYPE.service, status: ORDER_STATUS.paid, cid: { [Op.in]: await smsItemIds(services) } };
}

/** Every SMS pack of the company, newest first (id order is purchase order), with the remaining count. */
async function packsOf(services: Services) {
  const packs = (await services.data.rows('Order').findAll({ where: await packWhere(services), attributes: ['id', 'qty'], order: [['id', 'DESC']], raw: true })) as any[];
  const account = (await services.data.rows('ServiceAccount').findOne({ attributes: ['smsCount'], raw: true })) as any;
  return { packs, remaining: Number(account?.smsCount ?? 0) };
}

/** lessCount by order id: the remaining count filling the newest packs first. */
export function allocate(packs: { id: number; qty: number }[], remaining: number): Map<number, number> {
  const less = new Map<number, number>();
  let left = remaining;
  for (const pack of packs) {
    const take = Math.max(0, Math.min(Number(pack.qty), left));
    less.set(Number(pack.id), take);
    left -= take;
  }
  return less;
}

async function subscriptionEnd(services: Services): Promise<Date | null> {
  const ids = await smsItemIds(services);
  if (!ids.length) return null;
  const found = (await services.data.rows('AppSubscription').findOne({ where: { appId: { [Op.in]: ids } }, attributes: ['endTime'], raw: true })) as any;
  return found?.endTime ?? null;
}

export const feeStatisticsHooks: SectionHooks = {
  async rowWhere(context: HookContext) {
    return context.operation === 'remaining' ? {} : packWhere(context.services);
  },
  async decorate(rows, { services }) {
    if (!rows.length) return;
    const { packs, remaining } = await packsOf(services);
    const less = allocate(packs, remaining);
    const endTime = await subscriptionEnd(services);
    for (const row of rows) {
      row.totalCount = Number(row.qty);
      row.lessCount = less.get(Number(row.id)) ?? 0;
      row.endTime = endTime;
      row.packStatus = row.lessCount > 0 ? 0 : 1;
    }
  },
  decorateOperation: {
    async remaining(rows, { services }) {
      const { packs } = await packsOf(services);
      const [item] = await smsItems(services);
      const bought = packs.reduce((sum, pack) => sum + Number(pack.qty), 0);
      for (const row of rows) {
        row.lessCount = Number(row.smsCount ?? 0);
        // An opening balance outside any pack still counts: the total is never below what is left.
        row.totalCount = Math.max(bought, row.lessCount);
        row.percent = row.totalCount ? Math.round((row.lessCount * 100) / row.totalCount) : 0;
        // 立即购买 opens the SMS item's purchase flow, which reads the item from `data`.
        row.buyData = item ? JSON.stringify({ id: Number(item.id), name: item.name, code: item.code, kind: Number(item.kind), counter: item.counter }) : null;
      }
    },
  },
};
