/**
 * The payment sandbox's routes behind the public /settlement page (spec doc 1 §2 Settlement mock page), mounted
 * only when the sandbox is the gateway.
 */
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { badRequest, conflict, notFound, ok } from '../../http/envelope';
import { yuanOf } from '../../engine/money';
import { formatDateTime } from '../../http/format';
import { SANDBOX_PAGE, SandboxGateway } from '../../providers/payment/sandbox-gateway';
import { PAY_CHANNELS, type PayChannel } from '../../providers/payment/payment-gateway';
import { notPayable, ORDER_STATUS } from './order-settlement';
import { acceptPaymentNotice, orderOfPayment } from './payment-notices';

export const QR_EXPIRED = '支付失败，二维码已过期，请返回重新获取';
const RESULTS = new Set(['success', 'fail']);
const CHANNELS: Record<string, PayChannel> = { wechat: PAY_CHANNELS.wechat, alipay: PAY_CHANNELS.alipay, '1': PAY_CHANNELS.wechat, '2': PAY_CHANNELS.alipay };

/** The real order a signed sandbox link names (400 for a link this server did not sign, 404 for no such order). */
async function linkedOrder(services: Services, gateway: SandboxGateway, ctx: Context) {
  const link = await gateway.readLink(ctx.query);
  const order = await orderOfPayment(services, link.orderSn);
  if (!order) throw notFound('订单不存在');
  return { link, order };
}

/**
 * The sandbox gateway's confirm page (spec doc 1 §2 Settlement mock page), authorised only by the signed link the QR
 * holds (`/settlement?orderSn&expires&sign`, valid 60 s): `GET` of the link is the web app's public /settlement page,
 * which reads the order here; `POST` of the same link with `{"result": "success" | "fail", "channel": "wechat" |
 * "alipay"}` is the payer's choice, which the sandbox turns into a signed notification and feeds through the same
 * verify → settle path as a gateway's callback (POST payOrder/notify).
 */
export function mountSandboxPaymentRoutes(table: RouteTable, services: Services) {
  const gateway = services.payment;
  if (!(gateway instanceof SandboxGateway)) return;
  table.add({
    method: 'GET',
    path: '/api/business/payOrder/sandboxOrder',
    object: 'public',
    action: 'read',
    summary: 'The order a sandbox payment link names (?orderSn&expires&sign of the link): {orderNo, orderSn, name, type, amount, status, expireTime, expired}.',
    handler: async (ctx) => {
      const { link, order } = await linkedOrder(services, gateway, ctx);
      ok(ctx, { orderNo: order.orderNo, orderSn: order.orderSn, name: order.name, type: order.type, amount: yuanOf(order.amount), status: order.status, expireTime: formatDateTime(link.expiresAt), expired: link.expired });
    },
  });
  table.add({
    method: 'POST',
    path: SANDBOX_PAGE,
    object: 'public',
    action: 'pay',
    summary: 'The sandbox’s pay button on its signed link: body {result: success | fail, channel: wechat | alipay}; an expired link (60 s) is 409 and changes nothing.',
    handler: async (ctx) => {
      const { link, order } = await linkedOrder(services, gateway, ctx);
      if (link.expired) throw conflict(QR_EXPIRED);
      const body = ((ctx.request as any).body ?? {}) as Record<string, unknown>;
      const result = body.result;
      if (typeof result !== 'string' || !RESULTS.has(result)) throw badRequest('请选择支付结果', ['result']);
      const channel = CHANNELS[String(body.channel ?? 'wechat')];
      if (!channel) throw badRequest('请选择支付方式', ['channel']);
      if (order.status !== ORDER_STATUS.unpaid) throw notPayable(order.status);
      const signed = await gateway.notification({ orderSn: order.orderSn, result: result as 'success' | 'fail', amountFen: Number(order.amount), channel });
      const outcome = await acceptPaymentNotice(services, await gateway.verify(signed));
      if (result === 'success' && !outcome.settled) throw notPayable(outcome.status);
      ok(ctx, { result, status: outcome.status, orderNo: order.orderNo }, result === 'success' ? '支付成功' : '支付失败');
    },
  });
}
