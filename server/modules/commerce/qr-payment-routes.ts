/**
 * Paying by QR (spec doc 1 §2 Pay, doc 2 §2 余额管理 top-up): an unpaid order's QR, its status for the client's
 * poll, and the gateway's notify callback.
 */
import type { Context } from 'koa';
import QRCode from 'qrcode';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { badRequest, conflict, notFound, ok } from '../../http/envelope';
import { fenOf, yuanOf } from '../../engine/money';
import { formatDateTime } from '../../http/format';
import { AMOUNT_MISMATCH } from './order-creation';
import { notPayable, ORDER_STATUS } from './order-settlement';
import { acceptPaymentNotice } from './payment-notices';

const BASE = '/api/business/payOrder';
/** checkIcbcPayStatus's `code` while the order is not paid (HTTP 200: the client's 3 s poll is no error). */
export const NOT_PAID = { code: 4001, msg: '未支付' } as const;
export const CANCELLED = { code: 4002, msg: '订单已取消' } as const;
/** The QR image's size in pixels (spec: QR size 180). */
const QR_PIXELS = 180;

function orderSnOf(ctx: Context): string {
  const orderSn = ctx.query.orderSn;
  if (typeof orderSn !== 'string' || !orderSn.trim()) throw badRequest('请选择订单', ['orderSn']);
  return orderSn.trim();
}

async function companyOrder(services: Services, orderSn: string) {
  const order = (await services.data.rows('Order').findOne({ where: { orderSn }, raw: true })) as Record<string, any> | null;
  if (!order) throw notFound('订单不存在');
  return order;
}

/**
 * Paying by QR (spec doc 1 §2 Pay, doc 2 §2 余额管理 top-up): the QR of an unpaid order of the company, its status for
 * the client's poll, and the gateway's notify callback. The grant depends on the order (payment-grant.ts: 我的订单's
 * 支付, or 余额管理's 充值 for a top-up).
 */
export function mountQrPaymentRoutes(table: RouteTable, services: Services) {
  table.add({
    method: 'GET',
    path: `${BASE}/getQrcodeGenerate`,
    object: 'session',
    action: 'read',
    condition: 'orderPayer',
    summary: 'QR of an unpaid order (?orderSn&orderAmt in yuan, which must be the order’s amount: 409 otherwise): data.result {qrcode (PNG data URL of url), url (the gateway’s page), expireTime}. Valid 60 s.',
    handler: async (ctx) => {
      const orderSn = orderSnOf(ctx);
      const amountFen = fenOf(ctx.query.orderAmt);
      if (amountFen === undefined) throw badRequest('订单金额不正确', ['orderAmt']);
      const order = await companyOrder(services, orderSn);
      if (order.status !== ORDER_STATUS.unpaid) throw notPayable(order.status);
      if (amountFen !== Number(order.amount)) throw conflict(AMOUNT_MISMATCH);
      const start = await services.payment.start({ orderSn, amountFen, name: order.name }, `${ctx.protocol}://${ctx.host}`);
      const qrcode = await QRCode.toDataURL(start.url, { width: QR_PIXELS, margin: 1, errorCorrectionLevel: 'M' });
      ok(ctx, { result: { qrcode, url: start.url, expireTime: formatDateTime(start.expiresAt), orderNo: order.orderNo, amount: yuanOf(order.amount) } });
    },
  });
  table.add({
    method: 'GET',
    path: `${BASE}/checkIcbcPayStatus`,
    object: 'session',
    action: 'read',
    condition: 'orderPayer',
    summary: `Whether the order is paid (?orderSn): code 2000 支付成功 when paid; HTTP 200 with code ${NOT_PAID.code} ${NOT_PAID.msg} while unpaid, ${CANCELLED.code} when cancelled; data {status, payMethod, payTime}.`,
    handler: async (ctx) => {
      const order = await companyOrder(services, orderSnOf(ctx));
      const data = { status: order.status, payMethod: order.payMethod ?? null, payTime: formatDateTime(order.payTime), orderNo: order.orderNo };
      if (order.status === ORDER_STATUS.paid) return ok(ctx, data, '支付成功');
      const answer = order.status === ORDER_STATUS.cancelled ? CANCELLED : NOT_PAID;
      ctx.status = 200;
      ctx.body = { code: answer.code, msg: answer.msg, data };
    },
  });
  table.add({
    method: 'POST',
    path: `${BASE}/notify`,
    object: 'public',
    action: 'notify',
    summary: 'The payment gateway’s callback: a signed notification {notifyId, orderSn, result, amount (fen), channel, sign}; 400 when the signature does not hold; a replay answers success and does nothing.',
    handler: async (ctx) => {
      const notice = await services.payment.verify((ctx.request as any).body);
      const outcome = await acceptPaymentNotice(services, notice);
      ok(ctx, outcome, 'success');
    },
  });
}
