import type { MenuItem } from '@/services/types';

/**
 * Whether the caller's menus (front/menus: only the sections they may read) have an entry of the section;
 * undefined when the menus are not known.
 */
export function menusList(menus: MenuItem[] | undefined, sectionId: string): boolean | undefined {
  if (!menus) return undefined;
  const has = (items: MenuItem[]): boolean => items.some((item) => item.section === sectionId || item.key === sectionId || has(item.children ?? []));
  return has(menus);
}
