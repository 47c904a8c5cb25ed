import { badRequest } from '../../http/envelope';
import type { AreaSpec, MenuNode } from '../../engine/area-types';
import { grantableTree, menuRoots } from '../../engine/area-menus';

/** One item of the role permission dialog (spec doc 2 §3 "permission item: id, title"). */
export interface MenuOption {
  id: string;
  title: string;
  children?: MenuOption[];
}

/** The menus a company role can be granted, from the company areas' files. */
export interface GrantMenus {
  /** The checkbox tree of group/menuList: the entries under every company area's root (the roots are not grantable, nor are entries of every member). */
  options: MenuOption[];
  /** Leaf keys in menu order: what a role can be granted (each is a Casbin object). */
  grantable: MenuOption[];
  /** The leaf keys of a submitted menuList, in menu order; a group key stands for all its entries; anything else is 400. */
  grantedKeys(menuList: unknown): string[];
  /** '部门管理、用户管理' for a role's keys; every grantable entry reads as '全部权限'. */
  menuInfoOf(keys: string[]): string;
}

function toOptions(nodes: MenuNode[]): MenuOption[] {
  return nodes.map((node) => (node.children ? { id: node.key, title: node.title, children: toOptions(node.children) } : { id: node.key, title: node.title }));
}

function leavesOf(options: MenuOption[]): MenuOption[] {
  return options.flatMap((option) => (option.children ? leavesOf(option.children) : [option]));
}

const built = new WeakMap<AreaSpec[], GrantMenus>();

/** The grantable menus of the loaded areas (built once per set of areas; a reload brings a new set). */
export function grantMenus(areas: AreaSpec[]): GrantMenus {
  const known = built.get(areas);
  if (known) return known;
  // Entries of every member (打卡, 我的考勤) are nobody's grant: the dialog does not offer them.
  const options = toOptions(grantableTree(menuRoots(areas, 'company').flatMap((root) => root.children ?? [])));
  const grantable = leavesOf(options);
  const byKey = new Map(grantable.map((option) => [option.id, option]));
  const groups = new Map<string, MenuOption>();
  (function collect(list: MenuOption[]) {
    for (const option of list.filter((o) => o.children)) {
      groups.set(option.id, option);
      collect(option.children!);
    }
  })(options);

  const menus: GrantMenus = {
    options,
    grantable,
    grantedKeys(menuList) {
      if (!Array.isArray(menuList)) throw badRequest('请选择菜单权限', ['menuList']);
      const keys = new Set<string>();
      for (const key of menuList) {
        if (typeof key !== 'string') throw badRequest('菜单权限不存在', ['menuList']);
        const group = groups.get(key);
        if (group) leavesOf(group.children!).forEach((leaf) => keys.add(leaf.id));
        else if (byKey.has(key)) keys.add(key);
        else throw badRequest(`菜单权限不存在: ${key}`, ['menuList']);
      }
      return grantable.map((option) => option.id).filter((key) => keys.has(key));
    },
    menuInfoOf(keys) {
      const set = new Set(keys);
      if (grantable.every((option) => set.has(option.id))) return '全部权限';
      return grantable.filter((option) => set.has(option.id)).map((option) => option.title).join('、');
    },
  };
  built.set(areas, menus);
  return menus;
}
