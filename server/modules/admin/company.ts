import type { Context } from 'koa';
import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import type { DeclaredRoute } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { badRequest, conflict, ok } from '../../http/envelope';
import { checkReferences } from '../../engine/reference-checks';
import { afterCommit } from '../../context/transaction-context';
import { resolveRegion } from '../regions/region-codes';
import industries from '../../../schemas/_dict/industries.json';
import { CLEARABLE_FIELDS, MESSAGES, NAME_EDITABLE, certifyValidator, decorateCompany } from './company-rules';
import { certificationState, forgetCompanyCaches, latestRequest, renameRootDepartment, submitCertification } from './company-certification';

/**
 * 企业信息设置 (schemas/admin/company.json on the Company resource, menu key `company`): the caller's own company
 * (`idIn: "tenant"`), never one named in the request, read and updated by the generic actions. Who may change it is
 * declared on the operations (grant condition `mainAccount`, spec doc 2 §6); the rules here: the industry is one of
 * the dictionary's, the name is locked during certification, the region chain stores its names, a rename renames
 * the root department, and certification.
 */
const certifyRules = new WeakMap<object, ReturnType<typeof certifyValidator>>();
const certifyRulesOf = ({ section }: HookContext) => {
  let rules = certifyRules.get(section);
  if (!rules) certifyRules.set(section, (rules = certifyValidator(section)));
  return rules;
};

function logAs(ctx: Context, operation: string) {
  ctx.state.route = { ...(ctx.state.route as DeclaredRoute), operation };
}

/** The profile update's rules, in the update's transaction. */
async function beforeUpdate(row: any, values: Record<string, any>, { ctx, services, section }: HookContext) {
  if (values.industry !== undefined && !industries.includes(values.industry)) throw badRequest(section.fields.industry.messages?.enum ?? '请选择所属行业', ['industry']);
  for (const name of CLEARABLE_FIELDS) if (values[name] === '') values[name] = null;
  if (values.regionCodes) Object.assign(values, resolveRegion(values.regionCodes)!.names);
  const renamed = values.companyName !== undefined && values.companyName !== row.companyName;
  if (renamed && !NAME_EDITABLE.includes(Number(row.authenticationStatus))) throw conflict(MESSAGES.nameLocked);
  if (renamed) await renameRootDepartment(services, row.id, values.companyName);
  // The header shows the name and logo: forget them now and again once the write is committed.
  forgetCompanyCaches(services, row.id);
  afterCommit(() => forgetCompanyCaches(services, row.id));
  logAs(ctx, renamed ? `修改企业信息（企业名称改为${values.companyName}）` : '修改企业信息');
}

/** 企业认证 (POST plt-company/save): the main account (the operation's grant condition) submits the licence and the name. */
async function certify(ctx: Context, context: HookContext) {
  const { services, section } = context;
  const actor = ctx.state.actor as Actor;
  const values = certifyRulesOf(context)(ctx.request.body);
  await checkReferences(services, { businessLicense: section.fields.businessLicense }, values);
  await submitCertification(services, actor, { companyName: values.companyName, businessLicense: values.businessLicense });
  logAs(ctx, '提交企业认证');
  ok(ctx, await certificationState(services, actor.tenantId), MESSAGES.submitted);
}

/** selectAuth (a declared get of the caller's company): its status, and the latest request's fields beside. */
async function withLatestRequest(rows: Record<string, any>[], { services }: HookContext) {
  for (const row of rows) Object.assign(row, await latestRequest(services, Number(row.authenticationStatus ?? 0)));
}

export const companyHooks: SectionHooks = {
  beforeUpdate,
  decorate: (rows, { ctx }) => decorateCompany(rows, (ctx.state.actor as Actor).accountId),
  decorateOperation: { certification: withLatestRequest },
  handlers: { certify },
};
