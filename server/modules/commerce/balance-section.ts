import type { Context } from 'koa';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import { ok } from '../../http/envelope';
import { createTopUpOrder } from './order-creation';
import { orderWire } from './order-wire';
import { PLATFORM_PAYEE } from './platform-payee';
import { bankTransferHooks } from './bank-transfers';

/**
 * 余额管理 (schemas/admin/balance.json; spec doc 2 §2): the ledger (generic list and xlsx export of TransactionFlow)
 * and top-up orders. The balance is read by every member (the purchase pages show it: section wallet,
 * schemas/company/wallet.json, `transaction-flow/selectBalance`); a top-up needs
 * the section's 充值 grant. Bank-transfer records (BankTransfer): listed by the generic list over the resource, recorded
 * and exported in bank-transfers.ts.
 */
/** A top-up order of ?amount yuan (0.01–1,000,000), paid by QR (the operation topUp: 余额管理/充值). */
async function topUp(ctx: Context, { services }: HookContext) {
  const order = orderWire(await services.data.transaction(() => createTopUpOrder(services, ctx.query.amount)));
  ok(ctx, { id: order.id, orderNo: order.orderNo, orderSn: order.orderSn, amount: order.amount });
}

export const balanceHooks: SectionHooks = {
  ...bankTransferHooks,
  handlers: { topUp },
  routes(table, services, section) {
    table.add({
      method: 'GET',
      path: `${section.api.base}/payee`,
      object: 'session',
      action: 'read',
      summary: 'The platform’s bank account for top-ups by bank transfer (any signed-in member): payeeName, payeeBank, payeeAccount, arrival, payeeNote.',
      handler: async (ctx: Context) => ok(ctx, PLATFORM_PAYEE),
    });
  },
};
