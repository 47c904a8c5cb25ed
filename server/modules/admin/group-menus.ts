import { badRequest } from '../../http/envelope';
import { MENU_TREE, type MenuNode } from './menu-tree';

/** One item of the role permission dialog (spec doc 2 §3 "permission item: id, title"). */
export interface MenuOption {
  id: string;
  title: string;
  children?: MenuOption[];
}

/** 网站管理 is not shown by the web console, so it is not offered to roles either. */
const HIDDEN = new Set(['website']);

function toOptions(nodes: MenuNode[]): MenuOption[] {
  return nodes
    .filter((node) => !HIDDEN.has(node.key))
    .map((node) => (node.children ? { id: node.key, title: node.title, children: toOptions(node.children) } : { id: node.key, title: node.title }));
}

/** The checkbox tree of group/menuList: the system-management entries of schemas/menus.json. */
export const MENU_OPTIONS: MenuOption[] = toOptions(MENU_TREE.length === 1 && MENU_TREE[0].children ? MENU_TREE[0].children : MENU_TREE);

function leavesOf(options: MenuOption[]): MenuOption[] {
  return options.flatMap((option) => (option.children ? leavesOf(option.children) : [option]));
}

/** Leaf keys in menu order: what a role can be granted (each is a Casbin object). */
export const GRANTABLE: MenuOption[] = leavesOf(MENU_OPTIONS);
const grantable = new Map(GRANTABLE.map((option) => [option.id, option]));
const groups = new Map<string, MenuOption>();
(function collect(options: MenuOption[]) {
  for (const option of options.filter((o) => o.children)) {
    groups.set(option.id, option);
    collect(option.children!);
  }
})(MENU_OPTIONS);

/**
 * The leaf keys of a submitted menuList, in menu order. A group key (e.g. 费用中心 `cost`) stands for all of
 * its entries, as a fully ticked group in the checkbox tree does; any other key is refused.
 */
export function grantedKeys(menuList: unknown): string[] {
  if (!Array.isArray(menuList)) throw badRequest('请选择菜单权限', ['menuList']);
  const keys = new Set<string>();
  for (const key of menuList) {
    if (typeof key !== 'string') throw badRequest('菜单权限不存在', ['menuList']);
    const group = groups.get(key);
    if (group) leavesOf(group.children!).forEach((leaf) => keys.add(leaf.id));
    else if (grantable.has(key)) keys.add(key);
    else throw badRequest(`菜单权限不存在: ${key}`, ['menuList']);
  }
  return GRANTABLE.map((option) => option.id).filter((key) => keys.has(key));
}

/** '部门管理、用户管理' for a role's keys; every grantable entry reads as '全部权限'. */
export function menuInfoOf(keys: string[]): string {
  const set = new Set(keys);
  if (GRANTABLE.every((option) => set.has(option.id))) return '全部权限';
  return GRANTABLE.filter((option) => set.has(option.id)).map((option) => option.title).join('、');
}
