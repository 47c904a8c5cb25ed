/**
 * New unpaid orders: a purchase priced by the server from the catalogue (the client's amount must match), and a
 * balance top-up of 0.01 to 1,000,000 yuan.
 */
import type { Services } from '../../services';
import { badRequest, conflict } from '../../http/envelope';
import { fenOf } from '../../engine/money';
import { newOrderNo, newOrderSn } from './order-numbers';
import { priceOrder, BUY_TYPE, ORDER_TYPE } from './order-pricing';
import { ORDER_STATUS } from './order-settlement';

export const AMOUNT_MISMATCH = '订单金额与价格不符，请刷新后重试';

/**
 * An unpaid order priced by the server from the catalogue (order-pricing.ts). The client's `amount` (yuan) must
 * equal that price: a stale or altered amount is 409 and makes no order.
 */
export async function createOrder(services: Services, body: Record<string, unknown>) {
  const priced = await priceOrder(services, body);
  const amountFen = fenOf(body.amount);
  if (amountFen === undefined) throw badRequest('订单金额不正确', ['amount']);
  if (amountFen !== priced.amountFen) throw conflict(AMOUNT_MISMATCH);
  return services.data.rows('Order').create({
    orderNo: newOrderNo(),
    orderSn: newOrderSn(),
    name: priced.name,
    type: priced.type,
    cid: priced.cid,
    packageId: priced.packageId,
    qty: priced.qty,
    unit: priced.unit,
    amount: priced.amountFen,
    buyType: priced.buyType,
    status: ORDER_STATUS.unpaid,
  });
}

export const TOP_UP_MIN_FEN = 1;
export const TOP_UP_MAX_FEN = 100_000_000;
export const TOP_UP_INVALID = '请输入正确的充值金额';
export const TOP_UP_TOO_SMALL = '充值金额不能小于0.01元';
export const TOP_UP_TOO_LARGE = '单笔充值金额不能超过1000000元';

/**
 * The top-up's amount in fen. 400: no amount, not a number or negative (请输入正确的充值金额); under 0.01 yuan
 * (0, 0.00, 0.001: 充值金额不能小于0.01元); above 1,000,000 yuan.
 */
function topUpFen(amount: unknown): number {
  const value = typeof amount === 'string' && amount.trim() ? Number(amount) : amount;
  if (typeof value === 'number' && value >= 0 && value * 100 < TOP_UP_MIN_FEN) throw badRequest(TOP_UP_TOO_SMALL, ['amount']);
  const fen = fenOf(amount);
  if (fen === undefined || fen < TOP_UP_MIN_FEN) throw badRequest(TOP_UP_INVALID, ['amount']);
  if (fen > TOP_UP_MAX_FEN) throw badRequest(TOP_UP_TOO_LARGE, ['amount']);
  return fen;
}

/**
 * A top-up order (paid by QR; paying it credits the balance): `amount` in yuan, 0.01 to 1,000,000. Its type says
 * 充值 (buyType 2); it has no unit, and 我的订单 shows its amount as its quantity (order-wire.ts qtyText).
 */
export async function createTopUpOrder(services: Services, amount: unknown) {
  const amountFen = topUpFen(amount);
  return services.data.rows('Order').create({
    orderNo: newOrderNo(),
    orderSn: newOrderSn(),
    name: '余额充值',
    type: ORDER_TYPE.topUp,
    cid: null,
    qty: 1,
    unit: null,
    amount: amountFen,
    buyType: BUY_TYPE.topUp,
    status: ORDER_STATUS.unpaid,
  });
}
