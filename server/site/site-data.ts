/**
 * What one public page renders (site/site-data.ts): the page file's blocks with the data some kinds read from the
 * server (the catalogue, one entry) and the operators' edits (站点内容), the header's navigation from the site area's menu, the page's query.
 */
import type { Services } from '../services';
import type { AreaSpec, MenuNode } from '../engine/area-types';
import type { SitePageSpec } from '../engine/site-page-types';
import type { SiteBlockData, SiteData, SiteNavItem } from '../../site/site-data';
import { catalogueEntry, catalogueOf } from './site-catalogue';
import { withEdits } from './site-texts';
import { siteEdits } from '../modules/platform/site-content';

/** The navigation: the menu's entries in order (their position is the header's Status), routes filled in. */
export function siteNav(area: AreaSpec): SiteNavItem[] {
  const routes = new Map(area.sitePages.map((page) => [page.id, page.route]));
  const walk = (node: MenuNode): SiteNavItem => ({
    key: node.key,
    title: node.title,
    ...(node.page ? { route: routes.get(node.page) } : {}),
    ...(node.children ? { children: node.children.map(walk) } : {}),
  });
  return (area.menu.children ?? []).map(walk);
}

async function blockData(services: Services, block: SiteBlockData, query: Record<string, string>): Promise<unknown> {
  if (block.kind === 'catalogPricing') return catalogueOf(services, block.catalog as 'apps' | 'services');
  if (block.kind === 'appDetail') return catalogueEntry(services, query.id);
  return undefined;
}

export async function siteData(services: Services, area: AreaSpec, page: SitePageSpec, request: { query: Record<string, unknown>; mobile: boolean; origin: string }): Promise<SiteData> {
  const query: Record<string, string> = {};
  for (const name of page.query ?? []) {
    const value = request.query[name];
    if (typeof value === 'string' && value.length <= 100) query[name] = value;
  }
  const edits = await siteEdits(services, page.id);
  const blocks = await Promise.all(
    page.blocks.map((block) => withEdits(block, edits)).map(async (block): Promise<SiteBlockData> => {
      const data = await blockData(services, block, query);
      return data === undefined ? block : { ...block, data };
    }),
  );
  return {
    page: { id: page.id, title: page.title, route: page.route, nav: page.nav },
    query,
    blocks,
    nav: siteNav(area),
    bare: request.mobile,
    mobileUrl: `${request.origin}/phoneRegister`,
  };
}
