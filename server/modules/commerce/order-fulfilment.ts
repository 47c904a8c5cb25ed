/**
 * What a paid order gives the company, inside the payment's transaction: an app or service subscription (with
 * its counters), a website template, or a balance top-up.
 */
import type { Services } from '../../services';
import { ORDER_TYPE } from './order-pricing';
import { creditWallet, FLOW_TYPE } from './wallet-ledger';

export interface PaidOrder {
  id: number;
  orderNo: string;
  name?: string;
  type: number;
  cid: number | null;
  qty: number;
  unit: string | null;
  amount: number | string;
  /** The user stamps of who placed it (an account id and name). */
  crtUserId?: number | string | null;
  crtUserName?: string | null;
}

/** Who a ledger row names as 操作人 (TransactionFlow.operatorId/operatorName). */
export interface Payer {
  accountId: number;
  name: string;
}

const MONTHS_PER_UNIT: Record<string, number> = { 月: 1, 年: 12 };

/** `from` plus whole months (a subscription's term). */
function addMonths(from: Date, months: number): Date {
  const next = new Date(from.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * The company's subscription of an app or service: made on the first purchase, extended by a renewal from its end
 * (or from now when it has lapsed); a package without a term (counted packs, hardware) leaves the end as it is.
 */
async function subscribe(services: Services, appId: number, months: number | undefined) {
  const subscriptions = services.data.rows('AppSubscription');
  const now = new Date();
  const found = await subscriptions.findOne({ where: { appId }, lock: true });
  if (!found) {
    await subscriptions.create({ appId, status: 2, startTime: now, endTime: months ? addMonths(now, months) : null });
    return;
  }
  const end = found.get('endTime') as Date | null;
  const values: Record<string, unknown> = { status: 2 };
  if (months) values.endTime = addMonths(end && end > now ? end : now, months);
  await found.update(values);
}

/** What paying an order gives the company, in the payment's transaction; a top-up's ledger row names `payer`. */
export async function fulfilOrder(services: Services, order: PaidOrder, payer?: Payer): Promise<void> {
  const months = order.unit ? MONTHS_PER_UNIT[order.unit] * order.qty || undefined : undefined;
  switch (order.type) {
    case ORDER_TYPE.app:
      await subscribe(services, order.cid!, months);
      return;
    case ORDER_TYPE.service: {
      const item = (await services.data.rows('AppCatalog').findById(order.cid!, { attributes: ['counter'], raw: true })) as any;
      if (item?.counter) {
        await services.data.rows('ServiceAccount').bulkCreate([{ smsCount: 0, waybillCount: 0, queryCount: 0 }], { ignoreDuplicates: true });
        // increment runs no hook: the repository adds the tenant condition (Repository.increment).
        await services.data.rows('ServiceAccount').increment(item.counter, { by: order.qty });
      }
      await subscribe(services, order.cid!, months);
      return;
    }
    case ORDER_TYPE.template:
      await services.data.rows('WebTemplatePurchase').create({ templateId: order.cid, orderId: order.id });
      return;
    case ORDER_TYPE.topUp:
      await creditWallet(services, { type: FLOW_TYPE.topUp, amountFen: Number(order.amount), order, operator: payer, remark: '在线充值' });
      return;
    default:
      throw new Error(`order ${order.id} of unknown type ${order.type}`);
  }
}
