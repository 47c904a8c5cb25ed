import type { Context } from 'koa';
import type { Services } from '../services';
import type { Actor } from '../context/request-context';
import { asTenant } from '../context/request-context';

/**
 * Conditions an operation's grant carries beyond role × resource × action, declared by name in the section
 * file (`"condition": "companyAdmin"`) and checked by the guard after Casbin, so handlers hold no such `if`. The
 * ones about who the caller is live here; a business rule's (e.g. who pays an order) is given by its module
 * (`conditions` of a ServerModule), and `services.conditions` holds them all.
 * `actorOnly` conditions depend on the caller alone: the page schema hides what they refuse.
 */
export interface GrantCondition {
  /** The 403 message when the condition does not hold. */
  message: string;
  actorOnly: boolean;
  holds(actor: Actor, services: Services, ctx?: Context): Promise<boolean> | boolean;
}

export const CALLER_CONDITIONS: Record<string, GrantCondition> = {
  /** Only the company's system administrators (isCompanyAdmin) — e.g. only administrators make administrators. */
  companyAdmin: {
    message: '只有系统管理员可以设置或移除系统管理员',
    actorOnly: true,
    holds: (actor) => actor.isCompanyAdmin,
  },
  /** Only the company's main account (sys_company.mainAccountId) — e.g. only it edits the company. */
  mainAccount: {
    message: '只有企业主账号才能修改企业信息',
    actorOnly: true,
    holds: async (actor, services) => {
      // asTenant: the guard checks conditions before it opens the request's tenant context; Company is scoped by id there.
      const company = await asTenant(actor.tenantId, () => services.data.rows('Company').findById(actor.tenantId, { attributes: ['mainAccountId'], raw: true }));
      return (company as any)?.mainAccountId === actor.accountId;
    },
  },
};

/** The caller's conditions and those the modules give; a name given twice is a mistake found at start. */
export function grantConditions(fromModules: Record<string, GrantCondition>[]): Record<string, GrantCondition> {
  const all: Record<string, GrantCondition> = { ...CALLER_CONDITIONS };
  for (const given of fromModules) {
    for (const [name, condition] of Object.entries(given)) {
      if (all[name]) throw new Error(`grant condition "${name}" is defined twice`);
      all[name] = condition;
    }
  }
  return all;
}
