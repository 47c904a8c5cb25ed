/**
 * A payment gateway (WeChat Pay, Alipay, a bank's aggregated QR): the server starts a payment for an order and the
 * gateway later notifies the result. The demo's is the sandbox (sandbox-gateway.ts), a local confirm page; production's
 * default is no channel (no-channel-gateway.ts: 409 未配置支付渠道). A real gateway implements the same two calls, is
 * chosen in open-gateway.ts, and its callback goes through the same verify → settle path
 * (server/modules/commerce/payment-notices.ts).
 */
export interface PaymentOrder {
  orderSn: string;
  /** Fen. */
  amountFen: number;
  name: string;
}

export interface PaymentStart {
  /** What the payer's phone opens: the QR's content. */
  url: string;
  /** After this the url is refused (the QR's validity, 60 s). */
  expiresAt: Date;
}

export const PAY_CHANNELS = { wechat: 1, alipay: 2 } as const;
export type PayChannel = (typeof PAY_CHANNELS)[keyof typeof PAY_CHANNELS];

/** A verified notification of the gateway. */
export interface PaymentNotice {
  /** The gateway's id of this notification: recorded once, so a replay does nothing. */
  notifyId: string;
  orderSn: string;
  result: 'success' | 'fail';
  /** Fen the gateway says it took (checked against the order). */
  amountFen: number;
  channel: PayChannel;
}

export interface PaymentGateway {
  readonly name: string;
  /** Starts a payment of the order; `origin` is the server's address as the payer reaches it (http://host:port). */
  start(order: PaymentOrder, origin: string): Promise<PaymentStart>;
  /** The notification in a callback's body, when its signature holds; a 400 (支付通知签名无效) otherwise. */
  verify(body: unknown): Promise<PaymentNotice>;
}
