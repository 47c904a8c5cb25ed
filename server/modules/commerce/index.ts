import type { ServerModule } from '../../engine/area-types';
import { orderHooks } from './order-section';
import { balanceHooks } from './balance-section';
import { mountServiceAccountRoutes } from './service-account-routes';

/**
 * Commerce (issue 9): orders priced by the server, the wallet and its ledger (wallet-ledger.ts: the only place a
 * balance changes), settlement (order-settlement.ts: paid once, whoever calls), what paying gives
 * (order-fulfilment.ts). The sections 我的订单 and 余额管理 are declared in schemas/admin/.
 */
const commerce: ServerModule = {
  hooks: { order: orderHooks, balance: balanceHooks },
  mounts: [mountServiceAccountRoutes],
};

export default commerce;
