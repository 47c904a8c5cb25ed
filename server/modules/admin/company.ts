import type { Context } from 'koa';
import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import type { DeclaredRoute } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { asSystem } from '../../context/request-context';
import { badRequest, conflict, forbidden, notFound, ok } from '../../http/envelope';
import { requireRegion } from '../regions/region-codes';
import { IMAGE_RULES } from '../../providers/storage/upload-service';
import { MESSAGES, NAME_EDITABLE, companyOut, companyValidators } from './company-rules';
import { certificationState, forgetCompanyCaches, renameRootDepartment, submitCertification } from './company-certification';

/**
 * 企业信息设置 (schemas/admin/company.json, menu key `company`): the caller's own company — never one
 * named in the request — read by anyone holding the menu, changed and certified only by the company's
 * main account (spec doc 2 §6 "Company fields are editable only for a parent/main account").
 */
const validators = new WeakMap<object, ReturnType<typeof companyValidators>>();
const rulesOf = (context: HookContext) => {
  let rules = validators.get(context.section);
  if (!rules) validators.set(context.section, (rules = companyValidators(context.section)));
  return rules;
};

async function ownCompany({ services }: HookContext, actor: Actor) {
  // asSystem: the own company's sys_company row; can go once Company is scoped by id (applyTenantScope(Company, { column: 'id' })).
  const company = await asSystem(() => services.db.models.Company.findByPk(actor.tenantId));
  if (!company) throw notFound();
  return company;
}

function logAs(ctx: Context, operation: string) {
  ctx.state.route = { ...(ctx.state.route as DeclaredRoute), operation };
}

async function get(ctx: Context, context: HookContext) {
  const actor = ctx.state.actor as Actor;
  ok(ctx, companyOut((await ownCompany(context, actor)).get({ plain: true }), actor.accountId));
}

async function update(ctx: Context, context: HookContext) {
  const { services } = context;
  const actor = ctx.state.actor as Actor;
  const values = rulesOf(context).update(ctx.request.body);
  const region = requireRegion((ctx.request.body as any)?.regionCodes);
  const company = await ownCompany(context, actor);
  if (company.mainAccountId !== actor.accountId) throw forbidden(MESSAGES.notMain);
  if (values.logo && !(await services.files.isOwnFile(values.logo, IMAGE_RULES.kinds))) throw badRequest(MESSAGES.badLogo, ['logo']);
  const renamed = values.companyName !== company.companyName;
  const changes = {
    logo: values.logo || null,
    companyName: values.companyName,
    industry: values.industry,
    mobile: values.mobile,
    address: values.address || null,
    zipCode: values.zipCode || null,
    regionCodes: region.codes.join(','),
    ...region.names,
  };
  // A rename only while the status allows it, checked in the same statement that writes.
  const where = renamed ? { id: company.id, authenticationStatus: NAME_EDITABLE } : { id: company.id };
  // asSystem: the own company's sys_company row; can go once Company is scoped by id (applyTenantScope(Company, { column: 'id' })).
  const [changed] = await asSystem(() => services.db.models.Company.update(changes, { where }));
  if (changed !== 1) throw conflict(MESSAGES.nameLocked);
  if (renamed) await renameRootDepartment(services, company.id, values.companyName);
  forgetCompanyCaches(services, company.id);
  logAs(ctx, renamed ? `修改企业信息（企业名称改为${values.companyName}）` : '修改企业信息');
  ok(ctx, companyOut((await ownCompany(context, actor)).get({ plain: true }), actor.accountId), MESSAGES.updated);
}

async function certify(ctx: Context, context: HookContext) {
  const { services } = context;
  const actor = ctx.state.actor as Actor;
  const values = rulesOf(context).certify(ctx.request.body);
  const company = await ownCompany(context, actor);
  if (company.mainAccountId !== actor.accountId) throw forbidden(MESSAGES.notMainCertify);
  if (!(await services.files.isOwnFile(values.businessLicense, IMAGE_RULES.kinds))) throw badRequest(MESSAGES.badLicense, ['businessLicense']);
  await submitCertification(services, actor, { companyName: values.companyName, businessLicense: values.businessLicense });
  logAs(ctx, '提交企业认证');
  ok(ctx, await certificationState(services, actor.tenantId), MESSAGES.submitted);
}

export const companyHooks: SectionHooks = {
  handlers: { get, update, certify },
  routes(table, services, section) {
    table.add({
      method: 'GET',
      path: '/api/business/plt-authentication/selectAuth',
      object: section.id,
      action: 'read',
      handler: async (ctx) => ok(ctx, await certificationState(services, (ctx.state.actor as Actor).tenantId)),
    });
  },
};
