import type { Services } from '../../services';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { positiveInteger } from '../../engine/paging';

/** Order.type (labels in schemas/commerce/resources/order.json). */
export const ORDER_TYPE = { app: 0, service: 1, template: 2, topUp: 3 } as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
/** Order.buyType: the spec's 新购 0 and 续费 1, and 充值 2 for a top-up (neither). */
export const BUY_TYPE = { new: 0, renewal: 1, topUp: 2 } as const;

export interface PricedOrder {
  type: OrderType;
  cid: number;
  packageId: number | null;
  name: string;
  qty: number;
  unit: string;
  amountFen: number;
  /** New purchase, or renewal (the company already has the app or service). */
  buyType: typeof BUY_TYPE.new | typeof BUY_TYPE.renewal;
}

/**
 * What the catalogue says an order costs: the package of the app or service with that quantity, or the template's
 * price. The client's amount is only compared with it, never used (order-creation.ts).
 */
export async function priceOrder(services: Services, input: Record<string, unknown>): Promise<PricedOrder> {
  const type = Number(input.type);
  if (type !== ORDER_TYPE.app && type !== ORDER_TYPE.service && type !== ORDER_TYPE.template) throw badRequest('订单类型不正确', ['type']);
  const cid = positiveInteger(input.cid);
  if (!cid) throw badRequest('请选择产品', ['cid']);

  if (type === ORDER_TYPE.template) {
    const template = (await services.data.rows('WebTemplate').findById(cid, { attributes: ['id', 'name', 'price'], raw: true })) as any;
    if (!template) throw notFound('模板不存在');
    if (await services.data.rows('WebTemplatePurchase').count({ where: { templateId: cid } })) throw conflict('已购买该模板');
    return { type, cid, packageId: null, name: template.name, qty: 1, unit: '套', amountFen: Number(template.price), buyType: BUY_TYPE.new };
  }

  const item = (await services.data.rows('AppCatalog').findById(cid, { attributes: ['id', 'name', 'kind'], raw: true })) as any;
  if (!item || item.kind !== type) throw notFound(type === ORDER_TYPE.app ? '应用不存在' : '服务不存在');
  const qty = positiveInteger(input.qty);
  if (!qty) throw badRequest('请选择套餐', ['qty']);
  const pack = (await services.data.rows('CatalogPackage').findOne({ where: { appId: cid, qty }, attributes: ['id', 'qty', 'unit', 'price'], raw: true })) as any;
  if (!pack) throw badRequest('请选择套餐', ['qty']);
  const owned = await services.data.rows('AppSubscription').count({ where: { appId: cid } });
  return { type, cid, packageId: pack.id, name: item.name, qty, unit: pack.unit, amountFen: Number(pack.price), buyType: owned ? BUY_TYPE.renewal : BUY_TYPE.new };
}
