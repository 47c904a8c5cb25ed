/**
 * What the server hands a public page to render (server/site/site-data.ts builds it; site/SitePage.tsx draws it):
 * the page, its blocks with operator edits applied and the data some blocks read (the catalogue, help), the
 * header's navigation. The same object is embedded in the HTML for the script that hydrates the page.
 */

export interface SiteNavItem {
  key: string;
  title: string;
  route?: string;
  children?: SiteNavItem[];
}

export interface SitePackage {
  qty: number;
  unit: string;
  /** Yuan, as the server answers money. */
  price: number | null;
}

/** A catalogue entry as the market pages show it (the application centre's catalogue). */
export interface SiteCatalogueItem {
  id: number;
  code: string;
  name: string;
  kind: number;
  describe: string | null;
  introduce: string | null;
  present: string | null;
  logo: string | null;
  userCount: number;
  packages: SitePackage[];
}

export interface SiteBlockData {
  key: string;
  kind: string;
  /** Read by blocks whose content comes from the server: the catalogue, one entry, help. */
  data?: unknown;
  [content: string]: unknown;
}

export interface SiteData {
  page: { id: string; title: string; route: string; nav: number };
  /** The page's declared query parameters as requested. */
  query: Record<string, string>;
  blocks: SiteBlockData[];
  nav: SiteNavItem[];
  /** A mobile browser gets the blocks alone (spec doc 1 §2: a bare view). */
  bare: boolean;
  /** The address the QR code of the service panel opens. */
  mobileUrl: string;
}

/** The routes of the console the site links to. */
export const CONSOLE_ROUTES = { login: '/login', register: '/login?index=2', workbench: '/merchant', operator: '/operator' } as const;
