import type { Enforcer } from 'casbin';
import menuFile from '../../../schemas/menus.json';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';

export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  section?: string;
  children?: MenuNode[];
}

export const MENU_TREE: MenuNode[] = menuFile.menus as MenuNode[];

/** Every leaf menu key: the Casbin objects a role can be granted. */
export function menuLeaves(nodes: MenuNode[] = MENU_TREE): MenuNode[] {
  return nodes.flatMap((node) => (node.children ? menuLeaves(node.children) : [node]));
}

// Decisions per enforcer instance: a policy change loads a new enforcer, which starts with no entries.
const decided = new WeakMap<Enforcer, Map<number, MenuNode[]>>();

/** The menu tree the actor may see: leaves it may read, groups that keep at least one leaf. */
export async function visibleMenus(services: Services, actor: Actor, nodes: MenuNode[] = MENU_TREE): Promise<MenuNode[]> {
  const enforcer = await services.enforcers.forTenant(actor.tenantId);
  const byAccount = decided.get(enforcer) ?? new Map<number, MenuNode[]>();
  decided.set(enforcer, byAccount);
  const known = nodes === MENU_TREE ? byAccount.get(actor.accountId) : undefined;
  if (known) return known;
  const filter = (list: MenuNode[]): MenuNode[] =>
    list.flatMap((node) => {
      if (node.children) {
        const children = filter(node.children);
        return children.length ? [{ ...node, children }] : [];
      }
      return enforcer.enforceSync(`user:${actor.accountId}`, String(actor.tenantId), node.key, 'read') ? [node] : [];
    });
  const visible = filter(nodes);
  if (nodes === MENU_TREE) byAccount.set(actor.accountId, visible);
  return visible;
}
