import type { ServerModule } from '../../engine/area-types';
import { orderHooks } from './order-section';
import { balanceHooks } from './balance-section';
import { serviceAccountHooks } from './service-account';
import { mountQrPaymentRoutes } from './qr-payment-routes';
import { mountSandboxPaymentRoutes } from './sandbox-payment-routes';
import { orderPayer } from './payment-grant';

/**
 * Commerce (issue 9): orders priced by the server, the wallet and its ledger (wallet-ledger.ts: the only place a
 * balance changes), settlement (order-settlement.ts: paid once, whoever calls), what paying gives
 * (order-fulfilment.ts), payment by QR through the gateway (qr-payment-routes.ts, payment-notices.ts; the sandbox's page:
 * sandbox-payment-routes.ts). The sections 我的订单 and 余额管理 are declared in schemas/admin/; the remaining
 * service counts every member reads, in schemas/company/serviceAccount.json (service-account.ts).
 */
const commerce: ServerModule = {
  hooks: { order: orderHooks, balance: balanceHooks, serviceAccount: serviceAccountHooks },
  conditions: { orderPayer },
  mounts: [mountQrPaymentRoutes, mountSandboxPaymentRoutes],
};

export default commerce;
