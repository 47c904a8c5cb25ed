import { asSystem, asTenant } from '../../server/context/request-context';
import { tenantWhere } from '../../server/db/tenant-scope';
import { creditWallet, FLOW_TYPE } from '../../server/modules/commerce/wallet-ledger';
import type { TestServer } from './test-server';

/**
 * Money fixtures for the commerce tests, through the product's own code: a top-up is creditWallet in a transaction
 * (balance and ledger row together), catalogue rows are written as the seeds write them.
 */
export async function topUp(server: TestServer, tenantId: number, fen: number) {
  await asTenant(tenantId, () =>
    server.services.data.transaction(() => creditWallet(server.services, { type: FLOW_TYPE.topUp, amountFen: fen, remark: '测试充值' })),
  );
}

/** The wallet's balance and the sum of its ledger, in fen: the two must always agree. */
export async function balanceAndLedger(server: TestServer, tenantId: number) {
  const { Wallet, TransactionFlow } = server.services.db.models;
  return asTenant(tenantId, async () => {
    const wallet = (await Wallet.findOne({ raw: true })) as any;
    // sum runs no hook: the tenant condition is passed (tenant-scope.ts).
    const sum = Number((await TransactionFlow.sum('amount', { where: tenantWhere(TransactionFlow) })) ?? 0);
    const rows = await TransactionFlow.count();
    return { balance: wallet ? Number(wallet.balance) : 0, ledger: sum, rows };
  });
}

/** A counted service of its own (SMS-like) with one package, so the tests do not depend on the seeded catalogue. */
export async function testService(server: TestServer, code: string, packs: { qty: number; priceFen: number; unit?: string }[], kind = 1, counter: string | null = 'smsCount') {
  const { AppCatalog, CatalogPackage } = server.services.db.models;
  return asSystem(async () => {
    const item = (await AppCatalog.findOne({ where: { code } })) ?? (await AppCatalog.create({ code, name: `测试服务${code}`, kind, serverType: kind === 1 ? 1 : null, counter, userCount: 0, helpCount: 0, sort: 999 }));
    for (const pack of packs) {
      const where = { appId: item.get('id'), qty: pack.qty };
      if (!(await CatalogPackage.findOne({ where }))) await CatalogPackage.create({ ...where, unit: pack.unit ?? '条', price: pack.priceFen, sort: 0 });
    }
    return item.get('id') as number;
  });
}
