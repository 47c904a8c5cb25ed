/** A page of the public site as loaded from schemas/site/pages/<id>.json (schemas/_meta/site-page.schema.json). */

/** One content block: its key and kind, and the content the kind reads (texts, images, sanitised HTML, lists). */
export interface SiteBlock {
  key: string;
  kind: string;
  [content: string]: unknown;
}

export interface SitePageSpec {
  id: string;
  title: string;
  route: string;
  description: string;
  /** The header navigation's Status: 0 首页, 1 产品, 2 服务, 3 关于, 4 帮助. */
  nav: 0 | 1 | 2 | 3 | 4;
  sitemap: boolean;
  query?: string[];
  blocks: SiteBlock[];
  area: string;
  /** The page file, relative to the schema folder's parent (schemas/site/pages/home.json). */
  file: string;
}
