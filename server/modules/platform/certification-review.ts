import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import type { SectionSpec } from '../../engine/section-types';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { asSystem, asTenant } from '../../context/request-context';
import { notFound } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { FILE_URL_PREFIX } from '../../providers/storage/upload-service';
import { companyFollowsReview } from '../admin/company-certification';
import { sendStoredFile } from '../storage/send-stored-file';

/**
 * 企业认证审核 (schemas/platform/certificationReview.json): the operator's queue of certification requests of
 * every company (the generic list, `model.acrossTenants`), approve and reject with a reason (declared transitions
 * of the request: 4 → 1 or 2; the company follows in afterTransition), and the submitted licence. The guard has
 * already decided the operator may take the action (platform domain); these hooks only carry it out, across
 * companies on purpose.
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

/** The licence image of a request: stored files are served to their own company only, so operators read it here. */
function mountLicence(table: RouteTable, services: Services, section: SectionSpec) {
  table.add({
    method: 'GET',
    path: `${section.api.base}/licence/:id`,
    object: section.id,
    action: 'read',
    summary: '查看认证申请的营业执照',
    contentType: 'image/*',
    handler: async (ctx) => {
      const id = readId(ctx.params.id);
      // asSystem: an operator action reads a request of whichever company submitted it (one the caller's grant reaches).
      const row = await asSystem(() => services.data.caller(ctx, { sectionId: section.id }).get(id, '认证申请不存在', { attributes: ['tenantId', 'businessLicense'], raw: true }));
      const prefix = `${FILE_URL_PREFIX}/${row.tenantId}/`;
      if (!String(row.businessLicense).startsWith(prefix)) throw notFound('文件不存在');
      // asTenant: the licence is a file of the submitting company, opened as that company's.
      sendStoredFile(ctx, await asTenant(row.tenantId, () => services.files.open(String(row.tenantId), row.businessLicense.slice(prefix.length))));
    },
  });
}

export const certificationReviewHooks: SectionHooks = {
  decorate: (rows, { section }) => void rows.forEach((row) => withLicence(section, row)),
  afterTransition: companyFollows,
  routes(table, services, section) {
    mountLicence(table, services, section);
  },
};
