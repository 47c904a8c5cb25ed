import type { GrantCondition } from '../../permissions/grant-conditions';
import { asTenant } from '../../context/request-context';
import { ORDER_TYPE } from './order-pricing';

/**
 * Who may pay an order by QR (and poll it): an order of the company is paid with the 我的订单 grant (`order`, action
 * `pay`), a top-up with 余额管理's 充值 (`balance`, action `topUp`). The order's type decides, so the routes name this
 * condition (`orderPayer`) instead of one object; an unknown order passes here and is the handler's 404.
 */
export const orderPayer: GrantCondition = {
  message: '您没有权限执行该操作',
  actorOnly: false,
  holds: async (actor, services, ctx) => {
    const orderSn = ctx?.query.orderSn;
    if (typeof orderSn !== 'string' || !orderSn) return true;
    // asTenant: the guard checks conditions before it opens the request's tenant context.
    const order = (await asTenant(actor.tenantId, () => services.data.rows('Order').findOne({ where: { orderSn }, attributes: ['type'], raw: true }))) as any;
    if (!order) return true;
    const [object, action] = Number(order.type) === ORDER_TYPE.topUp ? ['balance', 'topUp'] : ['order', 'pay'];
    return services.enforcers.can(actor.tenantId, actor.accountId, object, action);
  },
};
