import type { Context } from 'koa';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { SectionSpec } from '../../engine/section-types';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { asSystem } from '../../context/request-context';
import { notFound, ok } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { compileValidator, type Validate } from '../../engine/validator';
import { confirmTransfer, rejectTransfer } from '../commerce/bank-transfer-review';
import { transferWire } from '../commerce/bank-transfers';

/**
 * 对公转账确认 (schemas/platform/transferReview.json): the operator's queue of the bank transfers companies recorded
 * (the generic list across companies), 确认到账 (credits the balance once: commerce/bank-transfer-review.ts) and 驳回
 * with a reason. The guard has already decided the operator may take the action.
 */
async function companyNames(services: Services, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  // asSystem: the operator's list shows the companies of the transfers it lists.
  const companies = (await asSystem(() => services.data.rows('Company').findAll({ where: { id: [...new Set(ids)] }, attributes: ['id', 'companyName'], raw: true }))) as any[];
  return new Map(companies.map((company) => [company.id, company.companyName]));
}

async function reviewed(services: Services, id: number) {
  // asSystem: the row of whichever company recorded it.
  const row = (await asSystem(() => services.data.rows('BankTransfer').findById(id, { raw: true }))) as any;
  if (!row) throw notFound('转账记录不存在');
  const names = await companyNames(services, [row.tenantId]);
  return { ...transferWire(row), companyId: row.tenantId, companyName: names.get(row.tenantId) ?? null };
}

const reviewerOf = (ctx: Context) => {
  const actor = ctx.state.actor as Actor;
  return { accountId: actor.accountId, name: actor.name };
};

const rejectRules = new WeakMap<SectionSpec, Validate>();
function readReason(section: SectionSpec, body: unknown): string {
  let validate = rejectRules.get(section);
  if (!validate) rejectRules.set(section, (validate = compileValidator({ fields: { reason: section.fields.reason }, required: ['reason'] })));
  return validate(body).reason;
}

async function confirm(ctx: Context, { services }: HookContext) {
  const id = readId(ctx.params.id);
  await confirmTransfer(services, id, reviewerOf(ctx));
  ok(ctx, await reviewed(services, id), '已确认到账!');
}

async function reject(ctx: Context, { services, section }: HookContext) {
  const id = readId(ctx.params.id);
  const reason = readReason(section, ctx.request.body);
  await rejectTransfer(services, id, reason, reviewerOf(ctx));
  ok(ctx, await reviewed(services, id), '已驳回!');
}

export const transferReviewHooks: SectionHooks = {
  async decorate(rows, { services }) {
    const names = await companyNames(services, rows.map((row) => row.companyId));
    for (const row of rows) row.companyName = names.get(row.companyId) ?? null;
  },
  handlers: { confirm, reject },
};
