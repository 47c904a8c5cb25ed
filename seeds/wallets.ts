import type { SeedContext } from './areas';
import { asTenant } from '../server/context/request-context';
import { creditWallet, FLOW_TYPE } from '../server/modules/commerce/wallet-ledger';
import { newOrderNo, newOrderSn } from '../server/modules/commerce/order-numbers';
import { ORDER_STATUS, PAY_METHOD, settleOrder } from '../server/modules/commerce/order-settlement';

/** Opening balances and service counts of the demo companies: the balance through a top-up with its ledger row. */
const OPENING: Record<string, { balanceFen: number; smsCount: number }> = {
  演示科技有限公司: { balanceFen: 200_000, smsCount: 500 },
  示例制造有限公司: { balanceFen: 50_000, smsCount: 100 },
};

/** A few orders of an SMS pack in each state, the paid one settled like a real payment (debit, ledger, count). */
async function seedOrders(context: SeedContext) {
  const { AppCatalog, CatalogPackage, Order } = context.services.db.models;
  const sms = (await AppCatalog.findOne({ where: { counter: 'smsCount' }, order: [['id', 'ASC']], raw: true })) as any;
  const pack = sms && ((await CatalogPackage.findOne({ where: { appId: sms.id }, order: [['qty', 'ASC']], raw: true })) as any);
  if (!pack) return;
  const make = (status: number) =>
    Order.create({ orderNo: newOrderNo(), orderSn: newOrderSn(), name: sms.name, type: 1, cid: sms.id, packageId: pack.id, qty: pack.qty, unit: pack.unit, amount: pack.price, buyType: 0, status });
  const paid = await make(ORDER_STATUS.unpaid);
  await settleOrder(context.services, paid.get({ plain: true }) as any, { method: PAY_METHOD.balance, operator: { accountId: 0, name: '系统' } });
  await make(ORDER_STATUS.unpaid);
  await make(ORDER_STATUS.cancelled);
}

export async function seedWallets(context: SeedContext) {
  const { services, tenants } = context;
  for (const [name, opening] of Object.entries(OPENING)) {
    const tenantId = tenants.get(name);
    if (!tenantId) continue;
    await asTenant(tenantId, async () => {
      await creditWallet(services, { type: FLOW_TYPE.topUp, amountFen: opening.balanceFen, remark: '演示账户初始余额' });
      await services.db.models.ServiceAccount.create({ smsCount: opening.smsCount, waybillCount: 0, queryCount: 0 });
      await seedOrders(context);
    });
  }
}
