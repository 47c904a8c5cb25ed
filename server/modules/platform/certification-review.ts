import type { Context } from 'koa';
import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import type { SectionSpec } from '../../engine/section-types';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { asSystem, asTenant } from '../../context/request-context';
import { notFound, ok } from '../../http/envelope';
import { toWire } from '../../http/format';
import { readId } from '../../engine/paging';
import { compileValidator, type Validate } from '../../engine/validator';
import { FILE_URL_PREFIX } from '../../providers/storage/upload-service';
import { reviewRequest } from '../admin/company-certification';

/**
 * 企业认证审核 (schemas/platform/certificationReview.json): the operator's queue of certification requests of
 * every company (the generic list, `model.acrossTenants`), approve, reject with a reason, and the submitted
 * licence. The guard has already decided the operator may take the action (platform domain); these hooks only
 * carry it out, across companies on purpose.
 */
const licenceUrl = (section: SectionSpec, id: number) => `${section.api.base}/licence/${id}`;

/** A request on the wire carries the operator's url of its licence. */
const withLicence = (section: SectionSpec, row: Record<string, any>) => Object.assign(row, { licenceUrl: licenceUrl(section, row.id) });

async function submission(services: Services, section: SectionSpec, id: number) {
  // asSystem: an operator action reads a request of whichever company submitted it.
  const row = await asSystem(() => services.data.rows('Certification').findById(id, { attributes: ['id', 'tenantId', 'companyName', 'submitterName', 'crtTime', 'status', 'reason', 'reviewer', 'reviewTime'] }));
  if (!row) throw notFound('认证申请不存在');
  const plain = row.get({ plain: true });
  return withLicence(section, { ...toWire(plain), companyId: plain.tenantId });
}

const rejectRules = new WeakMap<SectionSpec, Validate>();
/** The reject body: the reason as the section file declares it (its messages are the client form's too). */
function readReason(section: SectionSpec, body: unknown): string {
  let validate = rejectRules.get(section);
  if (!validate) rejectRules.set(section, (validate = compileValidator({ fields: { reason: section.fields.reason }, required: ['reason'] })));
  return validate(body).reason;
}

async function approve(ctx: Context, { services, section }: HookContext) {
  const id = readId(ctx.params.id);
  await reviewRequest(services, id, { approve: true }, (ctx.state.actor as Actor).name);
  ok(ctx, await submission(services, section, id), '审核通过!');
}

async function reject(ctx: Context, { services, section }: HookContext) {
  const id = readId(ctx.params.id);
  const reason = readReason(section, ctx.request.body);
  await reviewRequest(services, id, { approve: false, reason }, (ctx.state.actor as Actor).name);
  ok(ctx, await submission(services, section, id), '已驳回!');
}

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
      const { data, mime } = await asTenant(row.tenantId, () => services.files.open(String(row.tenantId), row.businessLicense.slice(prefix.length)));
      ctx.set('Cache-Control', 'private, max-age=86400, immutable');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.type = mime;
      ctx.body = data;
    },
  });
}

export const certificationReviewHooks: SectionHooks = {
  decorate: (rows, { section }) => void rows.forEach((row) => withLicence(section, row)),
  handlers: { approve, reject },
  routes(table, services, section) {
    mountLicence(table, services, section);
  },
};
