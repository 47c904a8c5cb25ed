import type { MenuItem } from '@/services/types';

/** The web console does not show 网站管理 (spec doc 2 §2). */
export function withoutWebsite(items: MenuItem[]): MenuItem[] {
  return items
    .filter((item) => item.key !== 'website')
    .map((item) => (item.children ? { ...item, children: withoutWebsite(item.children) } : item));
}

/** The left menu: the children of a single root node (系统管理), else the top level itself. */
export function sectionMenu(tree: MenuItem[]): { title: string; items: MenuItem[] } {
  const items = withoutWebsite(tree);
  if (items.length === 1 && items[0].children && !items[0].section) {
    return { title: items[0].title, items: items[0].children };
  }
  return { title: '系统管理', items };
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
 * The section the query names: `index` (e.g. 我的订单) or `contentIndex`, each matching an entry's key, its title or
 * its position; the first entry (normally 企业信息设置) when the query names none; `null` when it names one that is
 * not in this menu (the page shows 404); `undefined` when the menu is empty.
 */
export function initialLeaf(all: Leaf[], query: { index?: string | null; contentIndex?: string | null }): Leaf | null | undefined {
  const wanted = [query.index, query.contentIndex].filter((value): value is string => !!value);
  for (const value of wanted) {
    const match = all.find(({ entry }) => entry.key === value || entry.title === value);
    if (match) return match;
    if (/^\d+$/.test(value) && all[Number(value)]) return all[Number(value)];
  }
  return wanted.length > 0 ? null : all[0];
}
