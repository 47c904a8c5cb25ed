import type { AreaSpec, MenuNode } from './area-types';

/**
 * Links into area pages the caller cannot open (issue 27): a block action, row action or block with `link` to the
 * page of an area none of whose menu entries is granted to the caller (应用管理's 添加应用 → /merchantApplication for
 * a member without 应用购买) leads only to a refusal, so the served page leaves it out, as it leaves out actions whose
 * operation is not granted.
 */

const leafKeys = (node: MenuNode): string[] => (node.children?.length ? node.children.flatMap(leafKeys) : [node.key]);

/** A link's route: the path without its query or fragment. */
const routeOf = (link: string) => link.split(/[?#]/)[0];

const everyMemberEntry = (node: MenuNode): boolean => Boolean(node.everyMember) || Boolean(node.children?.some(everyMemberEntry));

/** The routes of area pages (areas with a `page`) that show the caller nothing: no entry of the area's menu may be read (an entry of every member is open to all). */
export function closedAreaRoutes(areas: AreaSpec[], mayRead: (menuKey: string) => boolean): Set<string> {
  return new Set(areas.filter((area) => area.domain !== 'public' && area.page && !everyMemberEntry(area.menu) && !leafKeys(area.menu).some(mayRead)).map((area) => area.route));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a section's UI part without anything (action or block) whose `link` opens one of the closed routes. */
export function withoutClosedLinks<T>(ui: T, closed: Set<string>): T {
  if (!closed.size) return ui;
  const leadsIntoClosed = (value: unknown) => isRecord(value) && typeof value.link === 'string' && closed.has(routeOf(value.link));
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !leadsIntoClosed(item)).map(walk);
    if (!isRecord(value)) return value;
    return Object.fromEntries(Object.entries(value).filter(([, item]) => !leadsIntoClosed(item)).map(([key, item]) => [key, walk(item)]));
  };
  return walk(ui) as T;
}
