import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import { requireNoticesOn } from './notice-feature';
import { noticesOut } from './notice-rows';
import { remindScope, tellIssuer } from './notice-messages';

/**
 * Approval of notices whose category needs it (通知公告设置 `needApproval`): operations of the noticeSetting section
 * with action `audit` (审核 in the permission dialog): `GET /api/business/plt-user-notice/auditList` (page, limit: the
 * company's notices in approval, 2), a generic list over UserNotice with the hooks below; the decisions are declared
 * transitions of the notice (noticeSetting.json): `POST .../approve` {id} (2 → 1 issued, or 3 awaiting issue while
 * its release time is in the future; the scope is reminded), `POST .../reject` {id, reason} (2 → 4 with the reason).
 * The issuer gets a reminder of the decision. Every call is refused while 通知公告 is off.
 */
const APPROVE = 'approveNotice';
const AWAITING_ISSUE = 3;

/**
 * auditList is the generic list over UserNotice (noticeSetting.json: status 2, newest first, the grant's row scope);
 * its rows, and the decisions' answers, go out as every notice does (noticesOut: scope members, people as member
 * ids, Shanghai times).
 */
async function noticesAsOut(rows: Record<string, any>[], { services }: HookContext) {
  const out = await noticesOut(services, rows);
  rows.forEach((row, i) => {
    for (const key of Object.keys(row)) delete row[key];
    Object.assign(row, out[i]);
  });
}

/** In the decision's transaction: 通知公告 must be on; an approval waits (3) for a release time still to come. */
async function beforeDecision(row: any, values: Record<string, any>, { services, operation }: HookContext) {
  await requireNoticesOn(services);
  if (operation === APPROVE && new Date(row.get('releaseTime')).getTime() > Date.now()) return { ...values, status: AWAITING_ISSUE };
  return values;
}

/** After the move, in its transaction: the issuer is told the decision; an approved notice's scope is reminded. */
async function afterDecision(moved: any, _input: Record<string, any>, { services, operation }: HookContext) {
  const plain = moved.get({ plain: true });
  await tellIssuer(services, plain);
  if (operation === APPROVE) await remindScope(services, plain);
}

/** The noticeSetting section's approval: the queue (a generic list with these hooks) and the decisions (transitions). */
export const noticeApprovalHooks: Pick<SectionHooks, 'beforeList' | 'decorateOperation' | 'beforeTransition' | 'afterTransition'> = {
  // The queue is refused while 通知公告 is off, like every notice call.
  beforeList: ({ services, operation }) => (operation === 'auditList' ? requireNoticesOn(services) : undefined),
  decorateOperation: { auditList: noticesAsOut, approveNotice: noticesAsOut, rejectNotice: noticesAsOut },
  beforeTransition: beforeDecision,
  afterTransition: afterDecision,
};
