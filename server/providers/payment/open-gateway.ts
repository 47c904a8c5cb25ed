import type { ServerConfig } from '../../../config/server';
import type { Database } from '../../db/database';
import type { PaymentGateway } from './payment-gateway';
import { paymentSecret } from './payment-secret';
import { SandboxGateway } from './sandbox-gateway';

/** The payment gateway the config names (PAYMENT_GATEWAY): the sandbox is the embedded default and the only one built. */
export function openPaymentGateway(config: ServerConfig['payment'], db: Database): PaymentGateway {
  return new SandboxGateway(paymentSecret(db, config.secret), config.qrSeconds);
}
