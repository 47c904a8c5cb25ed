import type { ServerModule } from '../../engine/area-types';
import { orderHooks } from './order-section';
import { balanceHooks } from './balance-section';
import { mountServiceAccountRoutes } from './service-account-routes';
import { mountQrPaymentRoutes } from './qr-payment-routes';
import { mountSandboxPaymentRoutes } from './sandbox-payment-routes';
import { orderPayer } from './payment-grant';

/**
 * Commerce (issue 9): orders priced by the server, the wallet and its ledger (wallet-ledger.ts: the only place a
 * balance changes), settlement (order-settlement.ts: paid once, whoever calls), what paying gives
 * (order-fulfilment.ts), payment by QR through the gateway (qr-payment-routes.ts, payment-notices.ts; the sandbox's page:
 * sandbox-payment-routes.ts). The sections 我的订单 and 余额管理 are declared in schemas/admin/.
 */
const commerce: ServerModule = {
  hooks: { order: orderHooks, balance: balanceHooks },
  conditions: { orderPayer },
  mounts: [mountServiceAccountRoutes, mountQrPaymentRoutes, mountSandboxPaymentRoutes],
};

export default commerce;
