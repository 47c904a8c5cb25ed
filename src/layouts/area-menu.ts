import type { MenuItem } from '@/services/types';

/**
 * The left menu of the area whose page is at `route`: its root's title and entries (front/menus and the operator
 * console's menus answer one root per area, carrying the area's route). No entries when the tree has no such root.
 */
export function areaMenu(roots: MenuItem[], route: string): { title: string; items: MenuItem[] } {
  const root = roots.find((item) => item.route === route);
  return { title: root?.title ?? '', items: root?.children ?? [] };
}

export interface Leaf {
  entry: MenuItem;
  /** Keys of the groups above the entry (to open them). */
  parents: string[];
}

/** Entries that render a section (no children), in menu order. */
export function leaves(items: MenuItem[], parents: string[] = []): Leaf[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0 ? leaves(item.children, [...parents, item.key]) : [{ entry: item, parents }],
  );
}

/**
 * The entry the query names: each value given (in order, e.g. `index` — 我的订单 from the workbench — then
 * `contentIndex`) matches an entry's key, its title or its position; the first entry (normally 企业信息设置) when the
 * query names none; `null` when it names one that is not in this menu (the page shows 404); `undefined` when the
 * menu is empty.
 */
export function initialLeaf(all: Leaf[], query: Record<string, string | null | undefined>): Leaf | null | undefined {
  const wanted = Object.values(query).filter((value): value is string => !!value);
  for (const value of wanted) {
    const match = all.find(({ entry }) => entry.key === value || entry.title === value);
    if (match) return match;
    if (/^\d+$/.test(value) && all[Number(value)]) return all[Number(value)];
  }
  return wanted.length > 0 ? null : all[0];
}

/**
 * Whether the caller may open the area page at `route`: their menu tree (front/menus answers only what their grants
 * allow, one root per area, carrying its route) has its root. Entries into an area's page are shown only then.
 */
export const opensArea = (roots: MenuItem[] | undefined, route: string): boolean => Boolean(roots?.some((root) => root.route === route));
