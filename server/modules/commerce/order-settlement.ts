import type { Services } from '../../services';
import { conflict } from '../../http/envelope';
import { fulfilOrder, type PaidOrder, type Payer } from './order-fulfilment';
import { debitWallet, FLOW_TYPE } from './wallet-ledger';

/** Order.payMethod. */
export const PAY_METHOD = { balance: 0, wechat: 1, alipay: 2 } as const;
export const ORDER_STATUS = { unpaid: 0, paid: 1, cancelled: 2 } as const;

export interface Payment {
  method: (typeof PAY_METHOD)[keyof typeof PAY_METHOD];
  /** Who pays: the signed-in member paying from the balance; none for a gateway's callback (then the order's creator). */
  operator?: Payer;
}

/**
 * The member an order's ledger row names as 操作人 when a gateway's callback pays it: the one who placed the order (and
 * was shown its QR), as its user stamps recorded them. None for an order placed by no one (seeds, platform jobs).
 */
export function orderPlacer(order: PaidOrder): Payer | undefined {
  const accountId = Number(order.crtUserId);
  return order.crtUserId != null && Number.isSafeInteger(accountId) ? { accountId, name: order.crtUserName ?? '' } : undefined;
}

/**
 * Marks an unpaid order paid — one conditional UPDATE (`status = 0`), so of any number of concurrent settlements
 * (a double click, 50 parallel calls, a replayed gateway callback) exactly one goes on — then takes the balance
 * (balance payments) and gives what was bought, all in the caller's transaction: a refused debit rolls the status
 * back too. The ledger row names the payer (orderPlacer when the payment names none). Answers false when the order
 * was no longer unpaid.
 */
export async function settleOrder(services: Services, order: PaidOrder, payment: Payment): Promise<boolean> {
  const changed = await services.data.rows('Order').update(
    { status: ORDER_STATUS.paid, payMethod: payment.method, payTime: new Date() },
    { where: { id: order.id, status: ORDER_STATUS.unpaid } },
  );
  if (!changed) return false;
  const payer = payment.operator ?? orderPlacer(order);
  if (payment.method === PAY_METHOD.balance) {
    await debitWallet(services, { type: FLOW_TYPE.purchase, amountFen: Number(order.amount), order, operator: payer, remark: `购买${order.name ?? ''}` });
  }
  await fulfilOrder(services, order, payer);
  return true;
}

/** The 409 for an order that cannot be paid in its state. */
export function notPayable(status: number) {
  return conflict(status === ORDER_STATUS.paid ? '订单已支付，请勿重复支付' : '订单已取消，无法支付');
}
