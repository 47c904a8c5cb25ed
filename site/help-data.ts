/** What the help center's blocks receive from the server (server/site/site-help.ts). */

export interface HelpNode {
  id: number;
  name: string;
  parentId: number;
  children?: HelpNode[];
}

export interface HelpFacets {
  products: { value: string; label: string }[];
  categories: { value: string; label: string }[];
}

export interface HelpVideo {
  id: number;
  title: string;
  cover: string | null;
  url: string;
  application: string;
  category: string;
}

export interface HelpHit {
  id: number;
  name: string;
  helpType: number;
  url: string | null;
  cover: string | null;
  /** Escaped text with the hits in <em>: safe as HTML. */
  nameHighlight: string;
  snippet: string;
}

interface Common {
  /** 2 all, 0 documents, 1 videos. */
  type: 0 | 1 | 2;
  page: number;
  facets: HelpFacets;
  error?: string;
}

export interface HelpSearchData extends Common {
  mode: 'search';
  keywords: string;
  rows?: HelpHit[];
  records?: number;
  counts?: { all: number; documents: number; videos: number };
}

export interface HelpBrowseData extends Common {
  mode: 'browse';
  filters: { application?: string; category?: string };
  tree: HelpNode[];
  videos: { records: HelpVideo[]; total: number };
  counts: { documents: number; videos: number };
}

export type HelpCenterData = HelpSearchData | HelpBrowseData;

export interface HelpDocumentData {
  tree: HelpNode[];
  document: { id: number; name: string; content: string; updTime?: string } | null;
}
