import type { SectionSpec } from '../engine/section-types';
import type { DeclaredRoute } from '../http/route-table';
import type { Actor } from '../context/request-context';

/**
 * The platform domain, where operators work across companies. It is tenant id 0 — company ids start at 1 —
 * so an operator's token, its Casbin domain ("0") and its enforcer are carried exactly like a company's.
 * What keeps the two apart is the guard: a token acts only on routes of its own domain.
 */
export const PLATFORM_TENANT_ID = 0;

/** Section files under schemas/platform/ are operator pages; their objects live in the platform domain. */
export const PLATFORM_AREA = 'platform';

/** The operator's own calls (profile, menus, files of a submission) live under this path. */
export const PLATFORM_API = '/api/platform/';

/** Granted in the platform domain (`g, user:<id>, role:operator, 0`); policies/baseline.csv gives it the domain's actions. */
export const OPERATOR_ROLE = 'role:operator';

export const isOperatorToken = (actor: Actor) => actor.tenantId === PLATFORM_TENANT_ID;

/**
 * Whether a route is in the platform domain: its path is under /api/platform/, or its object is a section of
 * the platform area (that covers the section's UI schema, GET /api/schemas/<id>).
 */
export function platformRoutes(sections: SectionSpec[]): (route: DeclaredRoute) => boolean {
  const isPlatformObject = platformObjects(sections);
  return (route) => route.path.startsWith(PLATFORM_API) || isPlatformObject(route.object);
}

/** Whether an object (a section id) belongs to the platform domain: for routes whose objects come from the request. */
export function platformObjects(sections: SectionSpec[]): (object: string) => boolean {
  const objects = new Set(sections.filter((section) => section.area === PLATFORM_AREA).map((section) => section.id));
  return (object) => objects.has(object);
}

/** What an operator signs in with where a company member has a membership: no company, no department. */
export interface OperatorSeat {
  id: number;
  name: string;
  departId: null;
  isCompanyAdmin: 0;
}

/** The operator's seat when the account signs in to the platform domain and holds the operator flag, else null. */
export function operatorSeat(account: { isOperator?: unknown; name?: string | null; mobile: string } | null, tenantId: number): OperatorSeat | null {
  if (tenantId !== PLATFORM_TENANT_ID || !account?.isOperator) return null;
  return { id: 0, name: account.name || account.mobile, departId: null, isCompanyAdmin: 0 };
}
