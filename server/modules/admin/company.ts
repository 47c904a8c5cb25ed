import type { Context } from 'koa';
import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { badRequest, conflict } from '../../http/envelope';
import { afterCommit } from '../../context/transaction-context';
import { logAs } from './operation-log-text';
import { resolveRegion } from '../regions/region-codes';
import industries from '../../../schemas/_dict/industries.json';
import { CLEARABLE_FIELDS, MESSAGES, NAME_EDITABLE, decorateCompany } from './company-rules';
import { certificationHooks, forgetCompanyCaches, latestRequest, renameRootDepartment } from './company-certification';

/**
 * 企业信息设置 (schemas/admin/company.json on the Company resource, menu key `company`): the caller's own company
 * (`idIn: "tenant"`), never one named in the request, read and updated by the generic actions. Who may change it is
 * declared on the operations (grant condition `mainAccount`, spec doc 2 §6); the rules here: the industry is one of
 * the dictionary's, the name is locked during certification, the region chain stores its names, a rename renames
 * the root department. 企业认证 is a declared transition of the company (its rules: company-certification.ts), and
 * selectAuth a declared get with the latest request beside.
 */

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


/** selectAuth (a declared get of the caller's company): its status, and the latest request's fields beside. */
async function withLatestRequest(rows: Record<string, any>[], { services }: HookContext) {
  for (const row of rows) Object.assign(row, await latestRequest(services, Number(row.authenticationStatus ?? 0)));
}

export const companyHooks: SectionHooks = {
  beforeUpdate,
  decorate: (rows, { ctx }) => decorateCompany(rows, (ctx.state.actor as Actor).accountId),
  decorateOperation: { certification: withLatestRequest, certify: withLatestRequest },
  ...certificationHooks,
};
