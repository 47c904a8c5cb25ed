/**
 * The page files of the public site's area (domain public): checked against schemas/_meta/site-page.schema.json,
 * ids equal to file names, block keys unique, one heading block first, HTML sanitised once at load.
 */
import { sanitiseHtml } from './html-sanitiser';
import { readPageFiles } from './load-pages';
import { metaChecker } from './schema-meta';
import type { SiteBlock, SitePageSpec } from './site-page-types';

const parseSitePage = metaChecker('site-page.schema.json');

/** The block kinds that give a page its <h1>: one of them comes first. */
const HEADING_KINDS = new Set(['hero', 'carousel', 'helpCenter', 'helpDocument', 'appDetail']);

export function loadSitePages(schemasDir: string, area: { id: string }): SitePageSpec[] {
  return readPageFiles(schemasDir, area.id, parseSitePage).map(({ file, json, fail }) => {
    const blocks = json.blocks as SiteBlock[];
    if (!HEADING_KINDS.has(blocks[0].kind)) fail('/blocks/0/kind', `the first block gives the page its heading: one of ${[...HEADING_KINDS].join(', ')}`);
    const keys = new Set<string>();
    blocks.forEach((block, i) => {
      if (keys.has(block.key)) fail(`/blocks/${i}/key`, `block key "${block.key}" is used twice`);
      keys.add(block.key);
      if (i > 0 && HEADING_KINDS.has(block.kind)) fail(`/blocks/${i}/kind`, 'only the first block gives the page its heading');
    });
    const { $schema: _editorPath, ...page } = json;
    return {
      ...page,
      sitemap: json.sitemap ?? true,
      blocks: blocks.map((block) => (typeof block.html === 'string' ? { ...block, html: sanitiseHtml(block.html) } : block)),
      area: area.id,
      file,
    } as SitePageSpec;
  });
}
