import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { asTenant } from '../../context/request-context';
import { badRequest, conflict } from '../../http/envelope';
import { formatDateTime } from '../../http/format';
import { CERTIFIABLE, MESSAGES, NAME_EDITABLE, STATUS } from './company-rules';

/**
 * Company certification: a request row in `plt_authentication` per submission, the company's
 * authenticationStatus moved with it. Every move is gated by one conditional UPDATE (from the states
 * the rule allows), so two submissions or two reviews racing cannot both pass. A submission, like a review, moves
 * the request and the company in one transaction.
 */

export interface Submission {
  companyName: string;
  businessLicense: string;
}

/** Why a move from `status` is refused, or undefined when it is allowed. */
function refusal(status: number, renamed: boolean): string | undefined {
  if (!CERTIFIABLE.includes(status)) return status === STATUS.PENDING ? MESSAGES.pending : MESSAGES.notCertifiable;
  if (renamed && !NAME_EDITABLE.includes(status)) return MESSAGES.nameLocked;
  return undefined;
}

/**
 * Submits (or resubmits) certification for the actor's company: status 0, 1 or 2 → 4, the request row and a rename
 * of the root department in one transaction (a failure after the gate leaves everything as it was).
 */
export async function submitCertification(services: Services, actor: Actor, input: Submission): Promise<void> {
  const companies = services.data.rows('Company');
  try {
    await services.data.transaction(async () => {
      // Company is scoped by its id: in the caller's context this finds the caller's own company only.
      const company = await companies.findById(actor.tenantId, { raw: true });
      const renamed = input.companyName !== company.companyName;
      const early = refusal(Number(company.authenticationStatus), renamed);
      if (early) throw conflict(early);
      const moved = await companies.update(
        { authenticationStatus: STATUS.PENDING, businessLicense: input.businessLicense, companyName: input.companyName },
        { where: { id: actor.tenantId, authenticationStatus: renamed ? NAME_EDITABLE : CERTIFIABLE } },
      );
      if (moved !== 1) {
        const now = await companies.findById(actor.tenantId, { attributes: ['authenticationStatus'], raw: true });
        throw conflict(refusal(Number(now.authenticationStatus), renamed) ?? MESSAGES.pending);
      }
      await services.data.rows('Certification').create({ ...input, status: STATUS.PENDING, submitterId: actor.accountId, submitterName: actor.name, crtTime: new Date() });
      if (renamed) await renameRootDepartment(services, actor.tenantId, input.companyName);
    });
  } finally {
    forgetCompanyCaches(services, actor.tenantId);
  }
}

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

/** The company's status and its latest request, as selectAuth answers them (certify's answer). */
export async function certificationState(services: Services, tenantId: number) {
  const company = await services.data.rows('Company').findById(tenantId, { attributes: ['authenticationStatus'], raw: true });
  const status = Number(company?.authenticationStatus ?? 0);
  return { authenticationStatus: status, ...(await latestRequest(services, status)) };
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
