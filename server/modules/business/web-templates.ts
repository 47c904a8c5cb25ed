import type { SectionHooks } from '../../engine/section-hooks';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { badRequest, conflict, notFound, ok } from '../../http/envelope';
import { buyWithBalance } from '../commerce/balance-purchase';
import { ORDER_TYPE } from '../commerce/order-pricing';
import { readId } from '../../engine/paging';
import { formatDateTime } from '../../http/format';
import { PURCHASE_OBJECT } from './purchase-grant';
import { platformFileForCompanies } from '../../providers/storage/upload-service';

/** spec doc 2 §4: a template the company has not bought leads to the prompt to buy it. */
export const NOT_PURCHASED = '您还未购买该模板，是否前往购买?';

/**
 * 网站模板 (schemas/platform/webTemplate.json over WebTemplate, platform-owned: operators write it, every company
 * reads it through plt-web-template/list and select, with the operators' images at the companies' url). A template's link is what a purchase buys: the companies'
 * reads leave it out, and plt-web-template-log/select/{id} answers it to a company that bought the template.
 */
export const webTemplateHooks: SectionHooks = {
  decorate(rows, { operation }) {
    if (!operation) return;
    for (const row of rows) {
      delete row.link;
      // The operators' uploads, at the url companies read them from.
      row.cover = platformFileForCompanies(row.cover);
      row.content = platformFileForCompanies(row.content);
    }
  },
};

/**
 * Whether the company bought a template (path of spec doc 2 §7; not bought is a non-success answer, 409) and buying
 * one with the balance (path not in the spec: POST plt-web-template-log/buy {password, cid, type: 2, amount}).
 */
export function mountWebTemplatePurchases(table: RouteTable, services: Services) {
  const templates = services.data.rows('WebTemplate');
  const purchases = services.data.rows('WebTemplatePurchase');
  table.add({
    method: 'GET',
    path: '/api/business/plt-web-template-log/select/:id',
    object: PURCHASE_OBJECT,
    action: 'read',
    summary: '网站模板付费状态：已购买答复模板地址，未购买答复 409',
    handler: async (ctx) => {
      const template: any = await templates.findById(readId(ctx.params.id), { raw: true });
      if (!template) throw notFound('模板不存在');
      const purchase: any = await purchases.findOne({ where: { templateId: template.id }, raw: true });
      if (!purchase) throw conflict(NOT_PURCHASED);
      ok(ctx, { id: purchase.id, templateId: template.id, name: template.name, link: template.link, orderId: purchase.orderId, crtTime: formatDateTime(purchase.crtTime) });
    },
  });

  // The order is priced and paid by the commerce core (balance-purchase.ts): the login password (with the lockout)
  // first, then order, debit with its ledger row and the purchase record in one transaction; a stale amount is 409.
  table.add({
    method: 'POST',
    path: '/api/business/plt-web-template-log/buy',
    object: PURCHASE_OBJECT,
    action: 'buy',
    menu: '模板下载',
    operation: '购买模板',
    summary: '用账户余额购买网站模板（登录密码；金额须与模板价格一致）',
    handler: async (ctx) => {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      if (typeof body.password !== 'string' || !body.password) throw badRequest('密码不能为空', ['password']);
      if (String(body.type) !== String(ORDER_TYPE.template)) throw badRequest('购买类型不正确', ['type']);
      const cid = readId(body.cid, '请选择模板', 'cid');
      if (body.amount === undefined || body.amount === null || body.amount === '') throw badRequest('订单金额不正确', ['amount']);
      const order: any = await buyWithBalance(services, ctx.state.actor as Actor, { type: ORDER_TYPE.template, cid, qty: 1, amount: body.amount, password: body.password });
      const plain = order.get({ plain: true });
      ok(ctx, { orderId: plain.id, orderNo: plain.orderNo, templateId: cid }, '购买模板成功!');
    },
  });
}
