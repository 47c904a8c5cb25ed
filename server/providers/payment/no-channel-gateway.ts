/**
 * The payment gateway production runs with until a real channel is configured: it refuses to start a payment and
 * believes no callback.
 */
import { conflict } from '../../http/envelope';
import type { PaymentGateway, PaymentNotice, PaymentStart } from './payment-gateway';

export const NO_CHANNEL = '未配置支付渠道';

/**
 * Production's gateway until a real one is plugged in (PAYMENT_SANDBOX=1 runs the sandbox instead): nothing can be
 * paid by QR and no callback is believed, so no order is ever settled without a payment.
 */
export class NoChannelGateway implements PaymentGateway {
  readonly name = 'none';

  async start(): Promise<PaymentStart> {
    throw conflict(NO_CHANNEL);
  }

  async verify(): Promise<PaymentNotice> {
    throw conflict(NO_CHANNEL);
  }
}
