/**
 * A verified payment gateway notification applied once: recorded by its id in the settlement's transaction, so a
 * replayed or duplicate callback does nothing.
 */
import { UniqueConstraintError } from 'sequelize';
import type { Services } from '../../services';
import type { PaymentNotice } from '../../providers/payment/payment-gateway';
import { asSystem, asTenant } from '../../context/request-context';
import { notFound } from '../../http/envelope';
import { settleOrder } from './order-settlement';

export interface NoticeOutcome {
  /** This notification paid the order. */
  settled: boolean;
  /** The notification had been handled before (a replay or a duplicate): nothing was done. */
  duplicate: boolean;
  /** The order's status after it. */
  status: number;
}

/** The order a gateway names by its number, whichever company owns it (with its tenantId). */
export async function orderOfPayment(services: Services, orderSn: string) {
  // asSystem: a gateway's callback names the order by its gateway number only; the row says whose it is.
  return (await asSystem(() => services.data.rows('Order').findOne({ where: { orderSn }, raw: true }))) as Record<string, any> | null;
}

/**
 * A verified gateway notification, settled once: the notification id is recorded (PaymentNotice, unique) in the same
 * transaction as the settlement, so a replayed or duplicated callback — even one arriving at the same moment on
 * another instance — clashes on the id and does nothing; settleOrder pays an order once whoever calls. A success
 * whose amount is not the order's is recorded and pays nothing. Unknown order: 404.
 */
export async function acceptPaymentNotice(services: Services, notice: PaymentNotice): Promise<NoticeOutcome> {
  const order = await orderOfPayment(services, notice.orderSn);
  if (!order) throw notFound('订单不存在');
  return asTenant(Number(order.tenantId), async () => {
    let outcome: NoticeOutcome;
    try {
      outcome = await services.data.transaction(async () => {
        const row = await services.data.rows('PaymentNotice').create({ notifyId: notice.notifyId, orderSn: notice.orderSn, orderId: order.id, result: notice.result, channel: notice.channel, amount: notice.amountFen, settled: 0 });
        const pays = notice.result === 'success' && notice.amountFen === Number(order.amount);
        const settled = pays && (await settleOrder(services, order as any, { method: notice.channel }));
        if (settled) await row.update({ settled: 1 });
        return { settled, duplicate: false, status: 0 };
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
      outcome = { settled: false, duplicate: true, status: 0 };
    }
    if (notice.result === 'success' && notice.amountFen !== Number(order.amount)) {
      console.warn(`[payment] notification ${notice.notifyId}: ${notice.amountFen} fen for order ${order.orderNo} of ${order.amount} fen, not settled`);
    }
    const now = (await services.data.rows('Order').findById(order.id, { attributes: ['status'], raw: true })) as any;
    return { ...outcome, status: Number(now?.status ?? order.status) };
  });
}
