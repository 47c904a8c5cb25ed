import type { SeedContext } from './areas';
import { asTenant } from '../server/context/request-context';
import { creditWallet, FLOW_TYPE } from '../server/modules/commerce/wallet-ledger';

/** Opening balances and service counts of the demo companies: the balance through a top-up with its ledger row. */
const OPENING: Record<string, { balanceFen: number; smsCount: number }> = {
  演示科技有限公司: { balanceFen: 200_000, smsCount: 500 },
  示例制造有限公司: { balanceFen: 50_000, smsCount: 100 },
};

export async function seedWallets({ services, tenants }: SeedContext) {
  for (const [name, opening] of Object.entries(OPENING)) {
    const tenantId = tenants.get(name);
    if (!tenantId) continue;
    await asTenant(tenantId, async () => {
      await creditWallet(services, { type: FLOW_TYPE.topUp, amountFen: opening.balanceFen, remark: '演示账户初始余额' });
      await services.db.models.ServiceAccount.create({ smsCount: opening.smsCount, waybillCount: 0, queryCount: 0 });
    });
  }
}
