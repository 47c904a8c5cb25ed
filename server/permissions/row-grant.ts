import type { Enforcer } from 'casbin';

/**
 * Which rows a grant reaches: every row, the caller's own (they created it), their department's, their
 * department's and every department under it, or a filter the section declares (`filter:<name>`).
 */
export type RowScope = 'all' | 'own' | 'depart' | 'departTree' | `filter:${string}`;

export const ROW_SCOPES: RowScope[] = ['all', 'own', 'depart', 'departTree'];

/** A granted action's limits: the union over the caller's roles. `null` means no limit. */
export interface RowGrant {
  scopes: RowScope[] | null;
  fields: string[] | null;
}

export const UNLIMITED: RowGrant = { scopes: null, fields: null };

const matches = (rule: string, value: string) => rule === '*' || rule === value;

// Per enforcer: a policy change loads a new enforcer, which starts with no entries.
const decided = new WeakMap<Enforcer, Map<string, RowGrant>>();

/**
 * The limits of (object, action) for an account that Casbin already allowed. Policy rows keep the row scope in
 * v4 and the field whitelist (`|`-separated) in v5; a matching row without them lifts that limit, so a role
 * that sees everything wins over one that sees its own rows only (as NocoBase merges role scopes).
 */
export async function rowGrantOf(enforcer: Enforcer, accountId: number, domain: string, object: string, action: string): Promise<RowGrant> {
  const byKey = decided.get(enforcer) ?? new Map<string, RowGrant>();
  decided.set(enforcer, byKey);
  const key = `${accountId}:${object}:${action}`;
  const known = byKey.get(key);
  if (known) return known;
  const user = `user:${accountId}`;
  const subjects = new Set([user, ...(await enforcer.getRolesForUserInDomain(user, domain))]);
  const rules = (await enforcer.getPolicy()).filter(
    ([sub, dom, obj, act]) => subjects.has(sub) && matches(dom, domain) && matches(obj, object) && matches(act, action),
  );
  let scopes: RowScope[] | null = [];
  let fields: string[] | null = [];
  for (const [, , , , scope, whitelist] of rules) {
    if (!scope || scope === 'all') scopes = null;
    else if (scopes && !scopes.includes(scope as RowScope)) scopes.push(scope as RowScope);
    if (!whitelist) fields = null;
    else if (fields) fields = [...new Set([...fields, ...whitelist.split('|')])];
  }
  const grant = rules.length ? { scopes, fields } : UNLIMITED;
  byKey.set(key, grant);
  return grant;
}
