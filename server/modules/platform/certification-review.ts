import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import type { SectionSpec } from '../../engine/section-types';
import { companyFollowsReview } from '../admin/company-certification';

/**
 * 企业认证审核 (schemas/platform/certificationReview.json): the operator's queue of certification requests of
 * every company (the generic list, `model.acrossTenants`), approve and reject with a reason (declared transitions
 * of the request: 4 → 1 or 2; the company follows in afterTransition), and the submitted licence (the declared
 * file read licence/{id}, `runs: file`). The guard has already decided the operator may take the action (platform
 * domain); these hooks only carry it out, across companies on purpose.
 */
const licenceUrl = (section: SectionSpec, id: number) => `${section.api.base}/licence/${id}`;

/** A request on the wire carries the operator's url of its licence. */
const withLicence = (section: SectionSpec, row: Record<string, any>) => Object.assign(row, { licenceUrl: licenceUrl(section, row.id) });

/**
 * The company moves with its request (approve: certified, reject: rejected), in the request's transaction and
 * company; a company no longer awaiting review refuses with the decision's declared `conflict` and nothing moves.
 */
const companyFollows = (row: any, _input: Record<string, any>, { services, section, operation }: HookContext) =>
  companyFollowsReview(services, Number(row.get('tenantId')), Number(row.get('status')), section.api.operations![operation!].transition!.conflict!);

export const certificationReviewHooks: SectionHooks = {
  decorate: (rows, { section }) => void rows.forEach((row) => withLicence(section, row)),
  afterTransition: companyFollows,
};
