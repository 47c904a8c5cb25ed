import { badRequest } from '../../http/envelope';
import { actionTitles, type SectionSpec } from '../../engine/section-types';
import { actionOf, sectionOperations } from '../../engine/section-routes';
import type { AreaSpec } from '../../engine/area-types';
import { grantMenus, type GrantMenus, type MenuOption } from './group-menus';

/**
 * Button-level grants (yudao-style) on top of the menu keys of group-menus.ts (the company areas' menus). A grant item is either
 * a menu key alone (`depart`: every action of that entry, Casbin `p, role:<id>, <tenant>, depart, *`)
 * or a button `<menuKey>:<action>` (`depart:create`: `p, …, depart, create`). A section's buttons are
 * the permission actions its operations use, so a new operation with a new action adds a button.
 *
 * A button without its section's 查询 implies it: a role given 部门管理/新增 is saved with 部门管理/查询
 * too, so the member can at least open the section whose button they were given (as yudao's buttons
 * imply their menu). The answer of insertGroupMenu and the role list show the added 查询.
 */

export interface Button {
  id: string;
  action: string;
  title: string;
}

export interface GrantCatalog {
  /** The answer of group/menuList: the menu tree, each section with its buttons as children. */
  tree: MenuOption[];
  /** Buttons of each grantable menu key that is a section, in the order offered. */
  buttons: Map<string, Button[]>;
  /** The grantable menu keys of the company areas. */
  menus: GrantMenus;
}

const READ = 'read';
const MAX_ITEMS = 500;
const STANDARD_ORDER = Object.keys(actionTitles);

export const buttonId = (key: string, action: string) => `${key}:${action}`;

/** The permission actions a section's operations use: the generic ones in their usual order, then its own in file order. */
export function sectionActions(section: SectionSpec): { action: string; title: string }[] {
  const found = new Map<string, string>();
  for (const [name, spec] of Object.entries(sectionOperations(section))) {
    const action = actionOf(name, spec);
    if (action && !found.has(action)) found.set(action, actionTitles[action] ?? spec.title ?? action);
  }
  const rank = (action: string) => (STANDARD_ORDER.includes(action) ? STANDARD_ORDER.indexOf(action) : STANDARD_ORDER.length);
  return [...found].map(([action, title]) => ({ action, title })).sort((a, b) => rank(a.action) - rank(b.action));
}

/**
 * The grant catalogue for the loaded sections and areas (a menu key names its section by the same id). Built per
 * call, from the files as they are now (a reloaded section file changes its buttons).
 */
export function grantCatalog(sections: SectionSpec[], areas: AreaSpec[]): GrantCatalog {
  const menus = grantMenus(areas);
  const byId = new Map(sections.map((section) => [section.id, section]));
  const buttons = new Map<string, Button[]>();
  for (const leaf of menus.grantable) {
    const section = byId.get(leaf.id);
    if (section) buttons.set(leaf.id, sectionActions(section).map(({ action, title }) => ({ id: buttonId(leaf.id, action), action, title })));
  }
  const withButtons = (options: MenuOption[]): MenuOption[] =>
    options.map((option) => {
      if (option.children) return { ...option, children: withButtons(option.children) };
      const own = buttons.get(option.id);
      return own ? { ...option, children: own.map(({ id, title }) => ({ id, title })) } : option;
    });
  return { tree: withButtons(menus.options), buttons, menus };
}

/** Grant items in menu order (buttons in their offered order); whole keys swallow their buttons; buttons imply 查询. */
export function normaliseGrants(catalog: GrantCatalog, whole: Set<string>, actions: Map<string, Set<string>>): string[] {
  const items: string[] = [];
  for (const leaf of catalog.menus.grantable) {
    if (whole.has(leaf.id)) {
      items.push(leaf.id);
      continue;
    }
    const chosen = actions.get(leaf.id);
    if (!chosen?.size) continue;
    const offered = catalog.buttons.get(leaf.id) ?? [];
    if (offered.some((button) => button.action === READ)) chosen.add(READ);
    for (const button of offered) if (chosen.has(button.action)) items.push(button.id);
  }
  return items;
}

/**
 * The grant items of a submitted menuList: menu keys (a group key stands for all its entries, as a fully
 * ticked group does) and buttons `<key>:<action>` of the offered ones. Anything else is refused with 400.
 */
export function grantItems(catalog: GrantCatalog, menuList: unknown): string[] {
  if (!Array.isArray(menuList)) throw badRequest('请选择菜单权限', ['menuList']);
  if (menuList.length > MAX_ITEMS) throw badRequest(`菜单权限一次最多提交${MAX_ITEMS}项`, ['menuList']);
  const keys: string[] = [];
  const actions = new Map<string, Set<string>>();
  for (const item of menuList) {
    if (typeof item !== 'string') throw badRequest('菜单权限不存在', ['menuList']);
    const at = item.indexOf(':');
    if (at < 0) {
      keys.push(item);
      continue;
    }
    const key = item.slice(0, at);
    const button = catalog.buttons.get(key)?.find((offered) => offered.id === item);
    if (!button) throw badRequest(`菜单权限不存在: ${item}`, ['menuList']);
    if (!actions.has(key)) actions.set(key, new Set());
    actions.get(key)!.add(button.action);
  }
  // Menu keys and groups as before: grantedKeys refuses unknown keys with "菜单权限不存在: <key>".
  return normaliseGrants(catalog, new Set(catalog.menus.grantedKeys(keys)), actions);
}

/** A role's stored (object, action) rules as grant items, in menu order; rules of entries no longer offered are left out. */
export function grantsFromRules(catalog: GrantCatalog, rules: { object: string; action: string }[]): string[] {
  const whole = new Set<string>();
  const actions = new Map<string, Set<string>>();
  for (const { object, action } of rules) {
    if (action === '*') whole.add(object);
    else if (catalog.buttons.get(object)?.some((button) => button.action === action)) {
      if (!actions.has(object)) actions.set(object, new Set());
      actions.get(object)!.add(action);
    }
  }
  return normaliseGrants(catalog, whole, actions);
}

/** '部门管理（查询、新增）、用户管理' for a role's items; every entry granted whole reads as '全部权限'. */
export function grantInfo(catalog: GrantCatalog, items: string[]): string {
  const set = new Set(items);
  if (catalog.menus.grantable.every((option) => set.has(option.id))) return '全部权限';
  return catalog.menus.grantable.flatMap((option) => {
    if (set.has(option.id)) return [option.title];
    const chosen = (catalog.buttons.get(option.id) ?? []).filter((button) => set.has(button.id));
    return chosen.length ? [`${option.title}（${chosen.map((button) => button.title).join('、')}）`] : [];
  }).join('、');
}

/** The Casbin (object, action) of a grant item: a menu key alone grants every action. */
export function ruleOf(item: string): { object: string; action: string } {
  const at = item.indexOf(':');
  return at < 0 ? { object: item, action: '*' } : { object: item.slice(0, at), action: item.slice(at + 1) };
}
