/**
 * Paying from the company's balance: an unpaid order (payOrder), or a template ordered and paid at once, each
 * proven by the payer's login password.
 */
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import type { Repository } from '../../engine/repository';
import { badRequest, conflict } from '../../http/envelope';
import { positiveInteger } from '../../engine/paging';
import { checkLoginPassword } from '../personal/login-password-check';
import { createOrder } from './order-creation';
import { notPayable, ORDER_STATUS, PAY_METHOD, settleOrder } from './order-settlement';
import { ORDER_TYPE } from './order-pricing';

export const WRONG_PASSWORD = '密码错误';
/** A top-up moves money into the balance: paid from the balance itself it would only write −x / +x. */
export const TOP_UP_NEEDS_CHANNEL = '充值订单请使用微信或支付宝支付';

/**
 * The login password proves the payer (with the lockout of logins). Checked before the payment's transaction:
 * a wrong try must count even though the payment rolls back.
 */
async function provePayer(services: Services, actor: Actor, password: unknown, emptyMessage: string) {
  if (typeof password !== 'string' || !password) throw badRequest(emptyMessage, ['password']);
  await oneAtATime(actor.accountId, () => checkLoginPassword(services, actor.accountId, password, WRONG_PASSWORD, 'password'));
}

/**
 * An account's password checks in this process, one after another. Each check takes one of the lockout's tries
 * before the password hash is checked, so a burst of right-password payments (a double click, a retrying client) would otherwise
 * hold several tries at once and lock the account; in turn, each right password gives its try back first.
 */
const checking = new Map<number, Promise<unknown>>();
async function oneAtATime<T>(accountId: number, work: () => Promise<T>): Promise<T> {
  const before = checking.get(accountId) ?? Promise.resolve();
  const turn = before.then(work, work);
  const settled = turn.catch(() => undefined);
  checking.set(accountId, settled);
  try {
    return await turn;
  } finally {
    if (checking.get(accountId) === settled) checking.delete(accountId);
  }
}

const payerOf = (actor: Actor) => ({ method: PAY_METHOD.balance, operator: { accountId: actor.accountId, name: actor.name } });

/**
 * Pays an unpaid order of the company from its balance (payOrder). Answers the paid order row. `orders`: those
 * the caller's grant reaches (`services.data.caller`); another order is one that does not exist.
 */
export async function payWithBalance(services: Services, actor: Actor, orderId: unknown, password: unknown, orders: Repository) {
  const id = positiveInteger(orderId);
  if (!id) throw badRequest('请选择订单', ['id']);
  await provePayer(services, actor, password, '请输入密码!');
  return services.data.transaction(async () => {
    const order = await orders.get(id, '订单不存在', { raw: true });
    if (Number(order.type) === ORDER_TYPE.topUp) throw conflict(TOP_UP_NEEDS_CHANNEL);
    if (order.status !== ORDER_STATUS.unpaid) throw notPayable(order.status);
    if (!(await settleOrder(services, order, payerOf(actor)))) {
      const now = await orders.findById(id, { attributes: ['status'], raw: true });
      throw notPayable(now.status);
    }
    return orders.findById(id);
  });
}

/** Orders and pays at once from the balance (a website template): nothing is left behind when the payment fails. */
export async function buyWithBalance(services: Services, actor: Actor, body: Record<string, unknown>) {
  await provePayer(services, actor, body.password, '密码不能为空');
  return services.data.transaction(async () => {
    const order = await createOrder(services, body);
    const plain = order.get({ plain: true }) as any;
    if (!(await settleOrder(services, plain, payerOf(actor)))) throw notPayable(ORDER_STATUS.paid);
    return services.data.rows('Order').findById(plain.id);
  });
}
