import type { Context } from 'koa';
import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import type { DeclaredRoute } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { conflict, forbidden, ok } from '../../http/envelope';
import { checkReferences } from '../../engine/reference-checks';
import { afterCommit } from '../../context/transaction-context';
import { resolveRegion } from '../regions/region-codes';
import { CLEARABLE_FIELDS, MESSAGES, NAME_EDITABLE, companyValidators, decorateCompany } from './company-rules';
import { certificationState, forgetCompanyCaches, renameRootDepartment, submitCertification } from './company-certification';
import { findOwnCompany, ownRowGet, ownRowUpdate } from './company-own-row';

/**
 * 企业信息设置 (schemas/admin/company.json on the Company resource, menu key `company`): the caller's own company,
 * never one named in the request. Who may change it is declared on the operation (`update` needs the grant
 * condition `mainAccount`, spec doc 2 §6); the rules here: the name is locked during certification, the region
 * chain stores its names, a rename renames the root department, and certification.
 */
const validators = new WeakMap<object, ReturnType<typeof companyValidators>>();
const rulesOf = ({ section }: HookContext) => {
  let rules = validators.get(section);
  if (!rules) validators.set(section, (rules = companyValidators(section)));
  return rules;
};

function logAs(ctx: Context, operation: string) {
  ctx.state.route = { ...(ctx.state.route as DeclaredRoute), operation };
}

/** The profile update's rules, in the update's transaction. */
async function beforeUpdate(row: any, values: Record<string, any>, { ctx, services }: HookContext) {
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

/** 企业认证 (POST plt-company/save): the main account submits the licence and the name for review. */
async function certify(ctx: Context, context: HookContext) {
  const { services, section } = context;
  const actor = ctx.state.actor as Actor;
  const values = rulesOf(context).certify(ctx.request.body);
  const company = await findOwnCompany(context);
  // Not the grant condition `mainAccount`: this refusal has its own message (spec doc 1 §5).
  if (company.mainAccountId !== actor.accountId) throw forbidden(MESSAGES.notMainCertify);
  await checkReferences(services, { businessLicense: section.fields.businessLicense }, values);
  await submitCertification(services, actor, { companyName: values.companyName, businessLicense: values.businessLicense });
  logAs(ctx, '提交企业认证');
  ok(ctx, await certificationState(services, actor.tenantId), MESSAGES.submitted);
}

async function certification(ctx: Context, { services }: HookContext) {
  ok(ctx, await certificationState(services, (ctx.state.actor as Actor).tenantId));
}

export const companyHooks: SectionHooks = {
  beforeUpdate,
  decorate: (rows, { ctx }) => decorateCompany(rows, (ctx.state.actor as Actor).accountId),
  handlers: {
    get: ownRowGet(() => companyHooks),
    update: ownRowUpdate(() => companyHooks, (context) => rulesOf(context).update, MESSAGES.updated),
    certify,
    certification,
  },
};
