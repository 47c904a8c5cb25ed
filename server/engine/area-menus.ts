/**
 * The menus built from the area files: every grantable leaf key, and the menu roots an actor may see after
 * Casbin's read check (entries of every member, `everyMember`, need none), cached until the tenant's rules or the
 * areas change. The engine serves them as it serves the page files (page-routes.ts): GET front/menus of the company
 * domain and of the platform domain answer the caller's pruned tree.
 */
import type { Enforcer } from 'casbin';
import type { Services } from '../services';
import type { Actor } from '../context/request-context';
import type { RouteTable } from '../http/route-table';
import { ok } from '../http/envelope';
import { PLATFORM_API } from '../permissions/platform-domain';
import type { AreaDomain, AreaSpec, MenuNode } from './area-types';

export type { MenuNode } from './area-types';

/** The menu roots of a domain's areas (schemas/<area>/area.json), in area order. */
export const menuRoots = (areas: AreaSpec[], domain: AreaDomain = 'company'): MenuNode[] =>
  areas.filter((area) => area.domain === domain).map((area) => area.menu);

/** Every leaf menu key that is a Casbin object a role can be granted: entries of every member (`everyMember`) are not. */
export function menuLeaves(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.children ? menuLeaves(node.children) : node.everyMember ? [] : [node]));
}

/** The tree without the entries of every member, and without the groups left empty: what roles can be granted. */
export function grantableTree(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => {
    if (node.everyMember) return [];
    if (!node.children) return [node];
    const children = grantableTree(node.children);
    return children.length ? [{ ...node, children }] : [];
  });
}

// Decisions per enforcer instance (a policy change loads a new enforcer, which starts with no entries) and per
// loaded set of areas (a reloaded area file starts afresh).
const decided = new WeakMap<Enforcer, WeakMap<AreaSpec[], Map<string, MenuNode[]>>>();

/** The menu roots of the domain the actor may see: leaves it may read, groups and roots that keep at least one leaf. */
export async function visibleMenus(services: Services, actor: Actor, domain: AreaDomain = 'company'): Promise<MenuNode[]> {
  const enforcer = await services.enforcers.forTenant(actor.tenantId);
  const byAreas = decided.get(enforcer) ?? new WeakMap<AreaSpec[], Map<string, MenuNode[]>>();
  decided.set(enforcer, byAreas);
  const known = byAreas.get(services.areas) ?? new Map<string, MenuNode[]>();
  byAreas.set(services.areas, known);
  const key = `${domain}:${actor.accountId}`;
  const cached = known.get(key);
  if (cached) return cached;
  const filter = (list: MenuNode[]): MenuNode[] =>
    list.flatMap((node) => {
      if (node.children) {
        const children = filter(node.children);
        return children.length ? [{ ...node, children }] : [];
      }
      // An entry of every member (打卡) is every current member's: a company token is one (the guard checked it).
      if (node.everyMember) return domain === 'company' && actor.tenantId > 0 ? [node] : [];
      return enforcer.enforceSync(`user:${actor.accountId}`, String(actor.tenantId), node.key, 'read') ? [node] : [];
    });
  const visible = filter(menuRoots(services.areas, domain));
  known.set(key, visible);
  return visible;
}

/** Where each console reads its side menu: a company member's, an operator's (运营管理). */
const MENU_PATHS: { domain: AreaDomain; path: string; summary: string }[] = [
  { domain: 'company', path: '/api/admin/user/front/menus', summary: '当前用户的菜单（企业控制台）' },
  { domain: 'platform', path: `${PLATFORM_API}front/menus`, summary: '平台运营人员的菜单（运营管理）' },
];

/** GET front/menus of each console domain: the roots of its areas, pruned to what the caller may read. */
export function mountAreaMenus(table: RouteTable, services: Services) {
  for (const { domain, path, summary } of MENU_PATHS) {
    table.add({ method: 'GET', path, object: 'session', action: 'read', summary, handler: async (ctx) => ok(ctx, await visibleMenus(services, ctx.state.actor as Actor, domain)) });
  }
}
