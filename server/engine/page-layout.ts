import { badRequest } from '../http/envelope';
import type { PageBlock, PageSpec } from './page-types';

/** A company's layout of a page: its blocks' keys in order, each shown or hidden (stored in PageLayout.blocks). */
export interface LayoutEntry {
  key: string;
  hidden: boolean;
}

/**
 * The page's blocks in the company's order, each with whether it is hidden. Keys the stored layout names that the
 * page no longer has are skipped; blocks the layout does not name (added to the page file later) keep their place
 * after the ones it names, shown.
 */
export function arrangedBlocks(page: PageSpec, stored: LayoutEntry[] | null | undefined): { block: PageBlock; hidden: boolean }[] {
  const byKey = new Map(page.blocks.map((block) => [block.key, block]));
  const named = (stored ?? []).filter((entry) => byKey.has(entry.key));
  const seen = new Set(named.map((entry) => entry.key));
  return [
    ...named.map((entry) => ({ block: byKey.get(entry.key)!, hidden: entry.hidden })),
    ...page.blocks.filter((block) => !seen.has(block.key)).map((block) => ({ block, hidden: false })),
  ];
}

/** Checks a layout a company administrator sends (`{blocks: [{key, hidden}]}`): known keys, each once, one shown. */
export function readLayout(page: PageSpec, body: unknown): LayoutEntry[] {
  if (!page.customizable) throw badRequest('该页面不能自定义布局');
  const list = (body as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(list) || list.length === 0) throw badRequest('请提交页面的区块列表', ['blocks']);
  const known = new Set(page.blocks.map((block) => block.key));
  const seen = new Set<string>();
  const entries = list.map((entry) => {
    const { key, hidden } = (entry ?? {}) as { key?: unknown; hidden?: unknown };
    if (typeof key !== 'string' || !known.has(key)) throw badRequest(`页面没有区块：${String(key)}`, ['blocks']);
    if (seen.has(key)) throw badRequest(`区块重复：${key}`, ['blocks']);
    if (typeof hidden !== 'boolean') throw badRequest('区块的显示状态不正确', ['blocks']);
    seen.add(key);
    return { key, hidden };
  });
  if (arrangedBlocks(page, entries).every((entry) => entry.hidden)) throw badRequest('至少保留一个区块', ['blocks']);
  return entries;
}
