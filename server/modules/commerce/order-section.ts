/**
 * The hooks of 我的订单 (spec doc 2 §2, doc 1 §2 Purchase flow): creating an order the server prices, paying it from
 * the balance, cancelling it, deleting only cancelled ones.
 */
import type { Context } from 'koa';
import type { SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { conflict, ok } from '../../http/envelope';
import { createOrder } from './order-creation';
import { payWithBalance } from './balance-purchase';
import { ORDER_STATUS } from './order-settlement';
import { orderWire, qtyText } from './order-wire';

const actorOf = (ctx: Context) => ctx.state.actor as Actor;
const bodyOf = (ctx: Context) => ((ctx.request as any).body ?? {}) as Record<string, unknown>;

/**
 * 我的订单 (schemas/admin/order.json; spec doc 2 §2, doc 1 §2 Purchase flow): the generic list, get and delete of the
 * company's orders and the transition that cancels one, plus creating an order the server prices and paying it from the balance. The
 * company is the token's; `userId` in a query is ignored. Listed and read orders carry `qtyText` (their 数量 column).
 */
export const orderHooks: SectionHooks = {
  decorate(rows) {
    for (const row of rows) row.qtyText = qtyText(row, row.amount);
  },
  handlers: {
    async create(ctx, { services }) {
      const order = await services.data.transaction(() => createOrder(services, bodyOf(ctx)));
      ok(ctx, orderWire(order), '下单成功!');
    },
    async pay(ctx, { services, section }) {
      const body = bodyOf(ctx);
      // Only an order the caller's grant of 支付 reaches (its row scope): another one does not exist for them.
      const order = await payWithBalance(services, actorOf(ctx), body.id ?? body.orderId, body.password, services.data.caller(ctx, { sectionId: section.id }));
      ok(ctx, orderWire(order), '支付成功');
    },
  },
  // 取消订单 is the declared transition 待支付 → 已取消 (a conditional UPDATE: a cancel racing a payment leaves exactly
  // one of them done, the loser 409 订单已支付，不能取消); an order already cancelled says so.
  beforeTransition(row, _values, { operation }) {
    if (operation === 'cancel' && row.get('status') === ORDER_STATUS.cancelled) throw conflict('订单已取消');
  },
  beforeDelete(row) {
    if (row.get('status') !== ORDER_STATUS.cancelled) throw conflict('只能删除已取消的订单');
  },
};
