/**
 * What the help center's pages render (spec doc 2 §2), read through the help center's public operations
 * (server/modules/help/help-reads.ts): /applicationHelpCenter browses (documents by folder, videos with their
 * product and category filters) or searches (?keywords=, tabs by ?type=, pages of 10); /helpDocument?id= shows the
 * tree of titles and one document. A refused query (blank keywords, an unknown filter) is shown, not thrown.
 */
import type { Services } from '../services';
import { HttpError } from '../http/envelope';
import { helpDocument, helpFacets, helpTree, helpVideos, searchHelp } from '../modules/help/help-reads';
import type { HelpCenterData, HelpDocumentData, HelpFacets, HelpNode } from '../../site/help-data';

export const HELP_PAGE_SIZE = 10;

const pageOf = (text: string | undefined) => (text && /^[1-9][0-9]{0,3}$/.test(text) ? Number(text) : 1);
const typeOf = (text: string | undefined): 0 | 1 | 2 => (text === '0' ? 0 : text === '1' ? 1 : 2);

/** A refusal the visitor can correct (400, 404) becomes the page's message; anything else is a real failure. */
async function orMessage<T>(work: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return { error: error.message };
    throw error;
  }
}

const documentCount = (nodes: HelpNode[]): number => nodes.reduce((total, node) => total + (node.children?.length ? documentCount(node.children) : 1), 0);

export async function helpCenterData(services: Services, query: Record<string, string>): Promise<HelpCenterData> {
  const type = typeOf(query.type);
  const page = pageOf(query.page);
  const facets = helpFacets(services) as HelpFacets;
  if (query.keywords !== undefined) {
    const keywords = query.keywords.trim();
    if (!keywords) return { mode: 'search', keywords: '', type, page, facets, error: '请输入关键字' };
    const answer = await orMessage(() => searchHelp(services, { keywords, type, page, limit: HELP_PAGE_SIZE }));
    return { mode: 'search', keywords, type, page, facets, ...answer } as HelpCenterData;
  }
  const tree = (await helpTree(services)) as unknown as HelpNode[];
  const filters = { application: query.application, category: query.category };
  const videos = await orMessage(() => helpVideos(services, { ...filters, page: type === 1 ? page : 1, limit: HELP_PAGE_SIZE }));
  const allVideos = filters.application || filters.category ? await helpVideos(services, { page: 1, limit: 1 }) : videos;
  return {
    mode: 'browse',
    type,
    page,
    facets,
    filters,
    tree,
    ...('error' in videos ? { error: videos.error, videos: { records: [], total: 0 } } : { videos }),
    counts: { documents: documentCount(tree), videos: 'error' in allVideos ? 0 : allVideos.total },
  } as HelpCenterData;
}

export async function helpDocumentData(services: Services, id: string | undefined): Promise<HelpDocumentData> {
  const tree = (await helpTree(services)) as unknown as HelpNode[];
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) return { tree, document: null };
  const found = await orMessage(() => helpDocument(services, id));
  return { tree, document: 'error' in found ? null : (found as HelpDocumentData['document']) };
}
