import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { asSystem, asTenant } from '../../context/request-context';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { formatDateTime } from '../../http/format';
import { CERTIFIABLE, MESSAGES, NAME_EDITABLE, STATUS } from './company-rules';

/**
 * Company certification: a request row in `plt_authentication` per submission, the company's
 * authenticationStatus moved with it. Every move is gated by one conditional UPDATE (from the states
 * the rule allows), so two submissions or two reviews racing cannot both pass; the statements after
 * the gate are undone if they fail. (No multi-statement transaction here: on SQLite each Sequelize
 * transaction opens its own connection, and two racing read-then-write transactions end in
 * SQLITE_BUSY instead of one clean 409.)
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

/** Submits (or resubmits) certification for the actor's company: status 0, 1 or 2 → 4. */
export async function submitCertification(services: Services, actor: Actor, input: Submission): Promise<void> {
  const companies = services.data.rows('Company');
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
  try {
    await services.data.rows('Certification').create({ ...input, status: STATUS.PENDING, submitterId: actor.accountId, submitterName: actor.name, crtTime: new Date() });
    if (renamed) await renameRootDepartment(services, actor.tenantId, input.companyName);
  } catch (error) {
    const { authenticationStatus, businessLicense, companyName } = company;
    await companies.update({ authenticationStatus, businessLicense, companyName }, { where: { id: actor.tenantId, authenticationStatus: STATUS.PENDING } });
    throw error;
  } finally {
    forgetCompanyCaches(services, actor.tenantId);
  }
}

export type Review = { approve: true } | { approve: false; reason: string };

const NOTHING_PENDING = '该企业没有待审核的认证申请';
const ALREADY_REVIEWED = '该认证申请已审核，请勿重复操作';

/** The rejection reason the company will read; approving has none. */
function reasonOf(review: Review): string | null {
  if (review.approve) return null;
  const reason = String(review.reason ?? '').trim();
  if (!reason || reason.length > 500) throw badRequest('请填写驳回原因（不超过500个字符）', ['reason']);
  return reason;
}

/**
 * The platform operator's decision on one certification request (the operator console's approve and reject):
 * approve (→ 1) or reject with a reason (→ 2, shown to the company). An unknown id is 404, a request that is
 * no longer awaiting review 409.
 */
export async function reviewRequest(services: Services, requestId: number, review: Review, reviewer: string): Promise<void> {
  const reason = reasonOf(review);
  // asSystem: the operator reviews requests of every company; the row itself says whose it is.
  const request = await asSystem(() => services.data.rows('Certification').findById(requestId, { raw: true }));
  if (!request) throw notFound('认证申请不存在');
  await decide(services, request, reason, reviewer, ALREADY_REVIEWED);
}

/** The same decision on a company's pending request, by company (for scripts and tests). */
export async function reviewCertification(services: Services, tenantId: number, review: Review, reviewer = '平台审核员'): Promise<void> {
  const reason = reasonOf(review);
  const request = await asTenant(tenantId, () => services.data.rows('Certification').findOne({ where: { status: STATUS.PENDING }, order: [['id', 'DESC']], raw: true }));
  if (!request) throw conflict(NOTHING_PENDING);
  await decide(services, request, reason, reviewer, NOTHING_PENDING);
}

/**
 * Moves the request and its company out of "awaiting review" together, each gated by a conditional UPDATE
 * from status 4 (a second decision racing this one finds nothing to move: `refused`, 409).
 */
async function decide(services: Services, request: { id: number; tenantId: number; status: number }, reason: string | null, reviewer: string, refused: string) {
  const status = reason === null ? STATUS.CERTIFIED : STATUS.REJECTED;
  const companies = services.data.rows('Company');
  const certifications = services.data.rows('Certification');
  if (Number(request.status) !== STATUS.PENDING) throw conflict(refused);
  await asTenant(request.tenantId, async () => {
    const reviewed = await certifications.update({ status, reason, reviewer, reviewTime: new Date() }, { where: { id: request.id, status: STATUS.PENDING } });
    if (reviewed !== 1) throw conflict(refused);
    // Inside the request's company: Company is scoped by its id, so only that company's row can move.
    const moved = await companies.update({ authenticationStatus: status }, { where: { id: request.tenantId, authenticationStatus: STATUS.PENDING } });
    if (moved !== 1) {
      await certifications.update({ status: STATUS.PENDING, reason: null, reviewer: null, reviewTime: null }, { where: { id: request.id } });
      throw conflict(refused);
    }
  });
}

/** GET selectAuth: the company's status, and the latest request with its rejection reason. */
export async function certificationState(services: Services, tenantId: number) {
  const company = await services.data.rows('Company').findById(tenantId, { attributes: ['authenticationStatus'], raw: true });
  const row = await services.data.rows('Certification').findOne({ order: [['id', 'DESC']], raw: true });
  const status = Number(company?.authenticationStatus ?? 0);
  return {
    authenticationStatus: status,
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
