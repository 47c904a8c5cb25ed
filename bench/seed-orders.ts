import type { Services } from '../server/services';
import { asTenant } from '../server/context/request-context';
import { creditWallet, FLOW_TYPE } from '../server/modules/commerce/wallet-ledger';
import { newOrderSn } from '../server/modules/commerce/order-numbers';

export const BIG_ORDERS = 100_000;

/** The SMS pack the payOrder target buys: catalogue id, package quantity and price in yuan. */
export interface BenchPackage {
  cid: number;
  qty: number;
  amount: number;
}

/**
 * The 10,000-member company's 100,000 orders (unpaid and cancelled, spread over a year, bulk inserts) for the order
 * list, and a balance (a top-up with its ledger row) for the payOrder target. Answers the pack that target buys.
 */
export async function seedBigOrders(services: Services, tenantId: number): Promise<BenchPackage> {
  const { AppCatalog, CatalogPackage, Order } = services.db.models;
  const sms = (await AppCatalog.findOne({ where: { counter: 'smsCount' }, order: [['id', 'ASC']], raw: true })) as any;
  const pack = (await CatalogPackage.findOne({ where: { appId: sms.id }, order: [['qty', 'ASC']], raw: true })) as any;
  const started = Date.now();
  await services.data.transaction(() =>
    asTenant(tenantId, async () => {
      await creditWallet(services, { type: FLOW_TYPE.topUp, amountFen: 1_000_000_000, remark: '压测充值' });
      const yearAgo = Date.now() - 365 * 86_400_000;
      for (let start = 0; start < BIG_ORDERS; start += 2000) {
        const rows = Array.from({ length: Math.min(2000, BIG_ORDERS - start) }, (_, i) => {
          const n = start + i;
          const crtTime = new Date(yearAgo + Math.floor((n / BIG_ORDERS) * 365 * 86_400_000));
          return { tenantId, orderNo: `B${String(n).padStart(19, '0')}`, orderSn: newOrderSn() + n, name: sms.name, type: 1, cid: sms.id, packageId: pack.id, qty: pack.qty, unit: pack.unit, amount: pack.price, buyType: 0, status: n % 5 === 0 ? 2 : 0, crtTime, updTime: crtTime };
        });
        await Order.bulkCreate(rows);
      }
    }),
  );
  process.stderr.write(`  seeded ${BIG_ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return { cid: sms.id, qty: pack.qty, amount: Number(pack.price) / 100 };
}
