import type { Services } from '../services';
import type { GrantCondition } from '../permissions/grant-conditions';
import type { RouteTable } from '../http/route-table';
import type { SectionHooks } from './section-hooks';
import type { PageSpec } from './page-types';
import type { SitePageSpec } from './site-page-types';

/** One node of a menu answer (front/menus, the operator console's menus): a root, a group or an entry. */
export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  /** Set when the entry opens a section (GET /api/schemas/<section>). */
  section?: string;
  /** Set when the entry opens a page file of the area beside the menu (GET /api/pages/<page>). */
  page?: string;
  /** A page entry every member of the company sees without a grant (打卡, 我的考勤): not a grantable object. */
  everyMember?: true;
  /** On a root: the web route of the area's page. */
  route?: string;
  children?: MenuNode[];
}

export type AreaDomain = 'company' | 'platform' | 'public';

/** An area as loaded from schemas/<area>/area.json (schemas/_meta/area.schema.json documents every key). */
export interface AreaSpec {
  id: string;
  title: string;
  route: string;
  page?: string;
  icon: string;
  order: number;
  domain: AreaDomain;
  /** The menu root, entries resolved: a section entry carries the section's id as key and its title. */
  menu: MenuNode;
  /** The area file, relative to the schema folder's parent (schemas/admin/area.json). */
  file: string;
  /** Its page files (schemas/<area>/pages/*.json): pages of blocks at routes of their own. */
  pages: PageSpec[];
  /** The public site's pages (an area of domain public; schemas/_meta/site-page.schema.json); empty elsewhere. */
  sitePages: SitePageSpec[];
}

/**
 * What server/modules/<name>/index.ts exports by default: an area's business rules (section hooks by section
 * id) and route modules that are not sections. Discovered by reading the modules folder (server/modules/index.ts).
 */
export interface ServerModule {
  hooks?: Record<string, SectionHooks>;
  /** Grant conditions of its rules, by the name section files give them (`"condition": "orderPayer"`). */
  conditions?: Record<string, GrantCondition>;
  /** Mounted before the sections, in the order given. */
  mounts?: ((routes: RouteTable, services: Services) => void)[];
  /** Run once at boot, after the database is migrated and before the first request: idempotent, and safe while
   * another instance runs them too (e.g. rows derived from the schema files, inserted ignoring the ones there). */
  startup?: ((services: Services) => Promise<void>)[];
}
