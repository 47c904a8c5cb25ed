import type { ServerConfig } from '../../../config/server';
import type { Database } from '../../db/database';
import type { PaymentGateway } from './payment-gateway';
import { paymentSecret } from './payment-secret';
import { SandboxGateway } from './sandbox-gateway';
import { NoChannelGateway } from './no-channel-gateway';

/**
 * The payment gateway the config names: the sandbox (the demo's; production's only with PAYMENT_SANDBOX=1) or no
 * channel at all (production's default). A real gateway is one more PaymentGateway chosen here.
 */
export function openPaymentGateway(config: ServerConfig['payment'], db: Database): PaymentGateway {
  switch (config.gateway) {
    case 'sandbox':
      return new SandboxGateway(paymentSecret(db, config.secret), config.qrSeconds);
    case 'none':
      return new NoChannelGateway();
  }
}
