import type { Context } from 'koa';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { badRequest, conflict, ok } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { requireNoticesOn } from './notice-feature';
import { noticesOut } from './notice-rows';
import { remindScope, tellIssuer } from './notice-messages';

/**
 * Approval of notices whose category needs it (通知公告设置 `needApproval`): operations of the noticeSetting section
 * with action `audit` (审核 in the permission dialog): `GET /api/business/plt-user-notice/auditList` (page, limit: the
 * company's notices in approval, 2), a generic list over UserNotice with the hooks below; decisions are handlers:
 * `POST .../approve` {id} (→ 1 issued, or 3 awaiting issue while its release time is in the future; the scope is
 * reminded), `POST .../reject` {id, reason} (→ 4 with the reason). The issuer gets a reminder of the decision.
 */
const IN_APPROVAL = 2;

/** Notices in approval that the caller's grant of 审核 reaches: those its row scope names (issued by the caller, their department...). */
const approvable = (ctx: Context, { services, section }: HookContext) => services.data.caller(ctx, { sectionId: section.id, resource: 'UserNotice' });

/**
 * auditList is the generic list over UserNotice (noticeSetting.json: status 2, newest first, the grant's row scope);
 * its rows go out as every notice does (noticesOut: scope members, people as member ids, Shanghai times).
 */
async function noticesAsOut(rows: Record<string, any>[], { services }: HookContext) {
  const out = await noticesOut(services, rows);
  rows.forEach((row, i) => {
    for (const key of Object.keys(row)) delete row[key];
    Object.assign(row, out[i]);
  });
}

async function decide(ctx: Context, context: HookContext, approve: boolean) {
  const { services } = context;
  await requireNoticesOn(services);
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const raw = body.id ?? ctx.query.id;
  if (raw === undefined || raw === null || raw === '') throw badRequest('请选择通知公告', ['id']);
  const id = readId(raw);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!approve && !reason) throw badRequest('请输入驳回原因', ['reason']);
  if (reason.length > 200) throw badRequest('驳回原因不能超过200个字符', ['reason']);
  const actor = ctx.state.actor as Actor;
  const notice = await services.data.transaction(async () => {
    const row = await approvable(ctx, context).get(id, '通知公告不存在或已被删除', { lock: true });
    if (row.status !== IN_APPROVAL) throw conflict('该通知公告不在审批中');
    const status = !approve ? 4 : new Date(row.releaseTime).getTime() > Date.now() ? 3 : 1;
    await row.update({ status, reason: approve ? null : reason, auditorId: actor.accountId, auditorName: actor.name, auditTime: new Date() });
    const plain = row.get({ plain: true });
    await tellIssuer(services, plain);
    if (approve) await remindScope(services, plain);
    return plain;
  });
  ok(ctx, (await noticesOut(services, [notice]))[0], approve ? '审核通过!' : '驳回成功!');
}

/** The noticeSetting section's approval: the queue (a generic list with these hooks) and the decisions (handlers). */
export const noticeApprovalHooks: Pick<SectionHooks, 'beforeList' | 'decorateOperation'> = {
  // The queue is refused while 通知公告 is off, like every notice call.
  beforeList: ({ services, operation }) => (operation === 'auditList' ? requireNoticesOn(services) : undefined),
  decorateOperation: { auditList: noticesAsOut },
};

export const noticeApprovalHandlers = {
  approveNotice: (ctx: Context, context: HookContext) => decide(ctx, context, true),
  rejectNotice: (ctx: Context, context: HookContext) => decide(ctx, context, false),
};
