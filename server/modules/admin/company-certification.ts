import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { asTenant } from '../../context/request-context';
import { badRequest, conflict } from '../../http/envelope';
import { formatDateTime } from '../../http/format';
import { afterCommit } from '../../context/transaction-context';
import type { SectionHooks } from '../../engine/section-hooks';
import { CERTIFIABLE, MESSAGES, NAME_EDITABLE, STATUS } from './company-rules';
import { logAs } from './operation-log-text';

/**
 * Company certification: a request row in `plt_authentication` per submission, the company's
 * authenticationStatus moved with it. Every move is gated by one conditional UPDATE (from the states
 * the rule allows), so two submissions or two reviews racing cannot both pass. A submission, like a review, moves
 * the request and the company in one transaction (a failure after the gate leaves everything as it was).
 */

/** Why a move from `status` is refused, or undefined when it is allowed. */
function refusal(status: number, renamed: boolean): string | undefined {
  if (!CERTIFIABLE.includes(status)) return status === STATUS.PENDING ? MESSAGES.pending : MESSAGES.notCertifiable;
  if (renamed && !NAME_EDITABLE.includes(status)) return MESSAGES.nameLocked;
  return undefined;
}

/**
 * 企业认证 (POST plt-company/save) is the company's declared transition 0, 1 or 2 → 4 with the licence and name as its
 * input (schemas/admin/company.json); these hooks add its rules. Before the move, in its transaction: the state's own
 * refusal (awaiting review, or a state that cannot certify) and the name locked once rejected, then a rename of the
 * root department. After it: the request row. The states that allow a rename (0, 1) move only to 4, which the
 * conditional UPDATE excludes, so a rename allowed here is still allowed when the row moves.
 */
export const certificationHooks: Pick<SectionHooks, 'beforeTransition' | 'afterTransition'> = {
  async beforeTransition(row, values, { ctx, services, operation }) {
    if (operation !== 'certify') return;
    const company = row.get({ plain: true });
    const renamed = values.companyName !== company.companyName;
    const refused = refusal(Number(company.authenticationStatus), renamed);
    if (refused) throw conflict(refused);
    if (renamed) await renameRootDepartment(services, company.id, values.companyName);
    // The header shows the name: forget it now and again once the move is committed.
    forgetCompanyCaches(services, company.id);
    afterCommit(() => forgetCompanyCaches(services, company.id));
    logAs(ctx, '提交企业认证');
  },
  async afterTransition(_moved, input, { ctx, services, operation }) {
    if (operation !== 'certify') return;
    const actor = ctx.state.actor as Actor;
    await services.data.rows('Certification').create({
      companyName: input.companyName,
      businessLicense: input.businessLicense,
      status: STATUS.PENDING,
      submitterId: actor.accountId,
      submitterName: actor.name,
      crtTime: new Date(),
    });
  },
};

export type Review = { approve: true } | { approve: false; reason: string };

const NOTHING_PENDING = '该企业没有待审核的认证申请';

/** The rejection reason the company will read; approving has none. */
function reasonOf(review: Review): string | null {
  if (review.approve) return null;
  const reason = String(review.reason ?? '').trim();
  if (!reason || reason.length > 500) throw badRequest('请填写驳回原因（不超过500个字符）', ['reason']);
  return reason;
}

/**
 * The company follows its request's decision (the operator console's approve and reject are declared transitions of
 * certificationReview, whose afterTransition this is): out of "awaiting review" to certified (1) or rejected (2) by
 * one conditional UPDATE, in the request's transaction and company. If the company is no longer awaiting review,
 * 409 `refused` and the request's move is undone with it: both move, or neither does.
 */
export async function companyFollowsReview(services: Services, tenantId: number, status: number, refused: string): Promise<void> {
  // Inside the request's company: Company is scoped by its id, so only that company's row can move.
  const moved = await services.data.rows('Company').update({ authenticationStatus: status }, { where: { id: tenantId, authenticationStatus: STATUS.PENDING } });
  if (moved !== 1) throw conflict(refused);
}

/**
 * The operator's decision on a company's pending request, by company (for scripts and tests): the request and the
 * company move together in one transaction, each gated by a conditional UPDATE from "awaiting review".
 */
export async function reviewCertification(services: Services, tenantId: number, review: Review, reviewer = '平台审核员'): Promise<void> {
  const reason = reasonOf(review);
  const status = reason === null ? STATUS.CERTIFIED : STATUS.REJECTED;
  const certifications = services.data.rows('Certification');
  await asTenant(tenantId, async () => {
    const request = await certifications.findOne({ where: { status: STATUS.PENDING }, order: [['id', 'DESC']], raw: true });
    if (!request) throw conflict(NOTHING_PENDING);
    await services.data.transaction(async () => {
      const reviewed = await certifications.update({ status, reason, reviewer, reviewTime: new Date() }, { where: { id: request.id, status: STATUS.PENDING } });
      if (reviewed !== 1) throw conflict(NOTHING_PENDING);
      await companyFollowsReview(services, tenantId, status, NOTHING_PENDING);
    });
  });
}

/** The latest request's fields that selectAuth answers beside the company's status (its reason only once rejected). */
export async function latestRequest(services: Services, status: number) {
  const row = await services.data.rows('Certification').findOne({ order: [['id', 'DESC']], raw: true });
  return {
    reason: status === STATUS.REJECTED ? row?.reason ?? null : null,
    companyName: row?.companyName ?? null,
    businessLicense: row?.businessLicense ?? null,
    submitterName: row?.submitterName ?? null,
    submitTime: formatDateTime(row?.crtTime),
    reviewTime: formatDateTime(row?.reviewTime),
  };
}

/** The root department carries the company name (as at registration). */
export async function renameRootDepartment(services: Services, tenantId: number, companyName: string) {
  await asTenant(tenantId, () => services.data.section('depart').update({ name: companyName }, { where: { parentId: -1 } }));
}

/** After the name or logo changed: the header profile and the department reads of the company. */
export function forgetCompanyCaches(services: Services, tenantId: number) {
  services.caches.profiles.deletePrefix(`${tenantId}:`);
  services.caches.sectionReads.invalidate('depart', tenantId);
}
