/**
 * The menus built from the area files: every grantable leaf key, and the menu roots an actor may see after
 * Casbin's read check (entries of every member, `everyMember`, need none), cached until the tenant's rules or the
 * areas change.
 */
import type { Enforcer } from 'casbin';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import type { AreaDomain, AreaSpec, MenuNode } from '../../engine/area-types';

export type { MenuNode } from '../../engine/area-types';

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
