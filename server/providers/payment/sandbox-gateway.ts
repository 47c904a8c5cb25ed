import { createHmac, randomUUID } from 'node:crypto';
import { badRequest } from '../../http/envelope';
import { safeEqual } from '../../auth/secrets';
import { PAY_CHANNELS, type PayChannel, type PaymentGateway, type PaymentNotice, type PaymentOrder, type PaymentStart } from './payment-gateway';

/** The sandbox's confirm page: a public page of the web app (GET) and the sandbox's pay button (POST), one url. */
export const SANDBOX_PAGE = '/settlement';
export const BAD_LINK = '支付链接无效';
export const BAD_SIGNATURE = '支付通知签名无效';

export interface SandboxLink {
  orderSn: string;
  expiresAt: Date;
  expired: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** A notification's signed text: its fields but `sign`, sorted by name, `name=value` joined by `&` (as Alipay signs). */
const canonical = (fields: Record<string, string>) =>
  Object.keys(fields)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
const NOTICE_FIELDS = ['notifyId', 'orderSn', 'result', 'amount', 'channel'] as const;

/**
 * The embedded payment gateway. Its QR holds a link to its confirm page (`/settlement?orderSn&expires&sign`) signed
 * with HMAC-SHA256 and valid for `qrSeconds`; paying there makes a notification signed the way a gateway signs its
 * callback, which the server verifies (`verify`) and settles exactly as it would a real gateway's.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(private secret: () => Promise<string>, private qrSeconds: number, private now: () => number = Date.now) {}

  private async hmac(purpose: 'link' | 'notice', value: string): Promise<string> {
    return createHmac('sha256', await this.secret()).update(`${purpose}|${value}`).digest('hex');
  }

  async start(order: PaymentOrder, origin: string): Promise<PaymentStart> {
    const expires = this.now() + this.qrSeconds * 1000;
    const sign = await this.hmac('link', `${order.orderSn}|${expires}`);
    const query = new URLSearchParams({ orderSn: order.orderSn, expires: String(expires), sign });
    return { url: `${origin}${SANDBOX_PAGE}?${query}`, expiresAt: new Date(expires) };
  }

  /** The order and expiry a link names, when this server signed it (400 支付链接无效 otherwise); expired or not. */
  async readLink(query: Record<string, unknown>): Promise<SandboxLink> {
    const orderSn = text(query.orderSn);
    const expires = text(query.expires);
    const sign = text(query.sign);
    if (!orderSn || !expires || !/^\d{1,15}$/.test(expires) || !sign) throw badRequest(BAD_LINK);
    if (!safeEqual(sign, await this.hmac('link', `${orderSn}|${expires}`))) throw badRequest(BAD_LINK);
    return { orderSn, expiresAt: new Date(Number(expires)), expired: Number(expires) <= this.now() };
  }

  /** The callback body the sandbox posts for a payer's choice: a fresh notification id, signed. */
  async notification(notice: Omit<PaymentNotice, 'notifyId'>): Promise<Record<string, string>> {
    const fields: Record<string, string> = { notifyId: randomUUID(), orderSn: notice.orderSn, result: notice.result, amount: String(notice.amountFen), channel: String(notice.channel) };
    return { ...fields, sign: await this.hmac('notice', canonical(fields)) };
  }

  async verify(body: unknown): Promise<PaymentNotice> {
    const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const name of NOTICE_FIELDS) {
      const value = text(raw[name]);
      if (value === undefined) throw badRequest(BAD_SIGNATURE);
      fields[name] = value;
    }
    const sign = text(raw.sign);
    if (!sign || !safeEqual(sign, await this.hmac('notice', canonical(fields)))) throw badRequest(BAD_SIGNATURE);
    const channel = Number(fields.channel) as PayChannel;
    if ((fields.result !== 'success' && fields.result !== 'fail') || !/^\d{1,12}$/.test(fields.amount) || !Object.values(PAY_CHANNELS).includes(channel)) {
      throw badRequest(BAD_SIGNATURE);
    }
    return { notifyId: fields.notifyId, orderSn: fields.orderSn, result: fields.result, amountFen: Number(fields.amount), channel };
  }
}
