/**
 * The area files (schemas/<area>/area.json): checked against the meta-schema, the registered menu icons and web
 * pages, resolved against the loaded sections, and gathered with their page files.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import areaSchema from '../../schemas/_meta/area.schema.json';
import { CLIENT_MANIFEST } from './client-manifest';
import { SchemaFileError, firstMetaError } from './schema-meta';
import type { OperationSpec, SectionSpec } from './section-types';
import type { AreaDomain, AreaSpec, MenuNode } from './area-types';
import { PROJECT_ROOT } from '../project-root';
import { loadAreaPages } from './load-pages';
import { loadSitePages } from './load-site-pages';

/** What a menu entry and the page checks read of a page file (a console page or a site page). */
type MenuPage = { id: string; title: string; route?: string; file: string };

export const AREA_FILE = 'area.json';

/** The web app's page folders: an area's `page` names one of them. */
const PAGES_DIR = path.join(PROJECT_ROOT, 'src/pages');
const ICONS = new Set<string>(CLIENT_MANIFEST.menuIcons);

const validate = new Ajv({ allErrors: false, strict: false }).compile(areaSchema);

/** The first meta-schema error as pointer and reason; a key a section entry may not have is named at its own pointer. */
function metaError(file: string, errors: ErrorObject[]): SchemaFileError {
  const named = errors.find((error) => error.keyword === 'propertyNames');
  if (named) {
    const key = (named.params as { propertyName: string }).propertyName;
    return new SchemaFileError(file, `${named.instancePath}/${key}`, `"${key}" is not allowed on a section entry: its key and title come from the section file`);
  }
  return firstMetaError(file, errors);
}

interface AreaFile {
  id: string;
  title: string;
  route: string;
  page?: string;
  icon: string;
  order: number;
  domain?: AreaDomain;
  menu: { key: string; items: EntryFile[] };
}

interface EntryFile {
  section?: string;
  page?: string;
  key?: string;
  title?: string;
  icon?: string;
  everyMember?: boolean;
  children?: EntryFile[];
}

/**
 * `everyMember` belongs on a page entry only: a section's entry is a grantable object by nature, and a plain or group
 * entry opens nothing every member could see. Checked before the meta-schema, whose refusal would not say why.
 */
function checkEveryMember(file: string, items: unknown, pointer: string): void {
  if (!Array.isArray(items)) return;
  items.forEach((entry, i) => {
    if (!entry || typeof entry !== 'object') return;
    const { everyMember, page, children } = entry as EntryFile;
    if (everyMember !== undefined && page === undefined) {
      throw new SchemaFileError(file, `${pointer}/${i}/everyMember`, '"everyMember" is allowed on a page entry only ("page": "<id>"): a section or plain entry is granted by roles');
    }
    checkEveryMember(file, children, `${pointer}/${i}/children`);
  });
}

/** Parses and checks one area file against the meta-schema, its folder, the registered icons and the web pages. */
export function parseAreaFile(file: string, text: string, folder: string): AreaFile {
  let json: AreaFile;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SchemaFileError(file, '', `invalid JSON: ${(error as Error).message}`);
  }
  checkEveryMember(file, (json as { menu?: { items?: unknown } } | null)?.menu?.items, '/menu/items');
  if (!validate(json)) throw metaError(file, validate.errors ?? []);
  const fail = (pointer: string, reason: string): never => {
    throw new SchemaFileError(file, pointer, reason);
  };
  if (json.id !== folder) fail('/id', `id "${json.id}" must equal the folder name "${folder}"`);
  const checkIcon = (icon: string | undefined, pointer: string) => {
    if (icon && !ICONS.has(icon)) fail(pointer, `icon "${icon}" is not a registered menu icon (src/layouts/menu-icon-names.ts)`);
  };
  checkIcon(json.icon, '/icon');
  const walk = (entries: EntryFile[], pointer: string) =>
    entries.forEach((entry, i) => {
      checkIcon(entry.icon, `${pointer}/${i}/icon`);
      if (entry.everyMember && json.domain === 'platform') fail(`${pointer}/${i}/everyMember`, '"everyMember" entries are for the members of a company: a platform-domain area has none');
      if (entry.children) walk(entry.children, `${pointer}/${i}/children`);
    });
  walk(json.menu.items, '/menu/items');
  return json;
}

/**
 * Resolves an area's entries against the loaded sections: a named section exists, lives in this area and is
 * named once; a key that is not a section is no section's id; every section of the area is in the menu.
 */
function resolveMenu(area: AreaFile, file: string, sections: Map<string, SectionSpec>, pages: MenuPage[]): { menu: MenuNode; keys: [string, string][] } {
  const fail = (pointer: string, reason: string): never => {
    throw new SchemaFileError(file, pointer, reason);
  };
  const named = new Map<string, string>();
  // Every key of the tree with the pointer that gave it, for the check across areas.
  const keys: [string, string][] = [[area.menu.key, '/menu/key']];
  const resolve = (entries: EntryFile[], pointer: string): MenuNode[] =>
    entries.map((entry, i) => {
      const at = `${pointer}/${i}`;
      const icon = entry.icon ? { icon: entry.icon } : {};
      if (entry.section) {
        const section = sections.get(entry.section);
        if (!section) return fail(`${at}/section`, `unknown section "${entry.section}"`);
        if (section.area !== area.id) fail(`${at}/section`, `section "${entry.section}" belongs to area "${section.area}" (${section.file})`);
        if (named.has(entry.section)) fail(`${at}/section`, `section "${entry.section}" is named twice (also at ${named.get(entry.section)})`);
        named.set(entry.section, `${at}/section`);
        keys.push([section.id, `${at}/section`]);
        return { key: section.id, title: section.title, ...icon, section: section.id };
      }
      if (entry.page) {
        const page = pages.find((candidate) => candidate.id === entry.page);
        if (!page) return fail(`${at}/page`, `no page file pages/${entry.page}.json in area "${area.id}"`);
        keys.push([page.id, `${at}/page`]);
        return { key: page.id, title: page.title, ...icon, page: page.id, ...(entry.everyMember ? { everyMember: true as const } : {}) };
      }
      if (sections.has(entry.key!)) fail(`${at}/key`, `"${entry.key}" is a section: name it with "section"`);
      keys.push([entry.key!, `${at}/key`]);
      const node: MenuNode = { key: entry.key!, title: entry.title!, ...icon };
      return entry.children ? { ...node, children: resolve(entry.children, `${at}/children`) } : node;
    });
  const items = resolve(area.menu.items, '/menu/items');
  for (const section of sections.values()) {
    if (section.area === area.id && !named.has(section.id)) fail('/menu/items', `section "${section.id}" (${section.file}) is in no menu entry`);
  }
  // A page without a route of its own is reached only from an entry naming it.
  const entryPages = new Set(keys.map(([key]) => key));
  for (const page of pages) if (!page.route && !entryPages.has(page.id)) throw new SchemaFileError(page.file, '/route', `a page without a route must be named by an entry of its area's menu ("page": "${page.id}")`);
  return { menu: { key: area.menu.key, title: area.title, icon: area.icon, route: area.route, children: items }, keys };
}

const SHARED_READS = new Set(['list', 'get', 'count']);

/**
 * Platform-owned data (`model.tenant: "platform"`) is written by operators: its section belongs to a platform-domain
 * area. What companies read of it is declared per operation (`readBy: companies`): a plain generic read only.
 */
function checkShared(section: SectionSpec, domain: string): void {
  const platformOwned = section.model.tenant === 'platform';
  if (platformOwned && domain !== 'platform') {
    throw new SchemaFileError(section.file, '/model/tenant', `platform-owned data is written by operators: its section must be in a platform-domain area (this area is ${domain})`);
  }
  // Company-shared data (published stock) is written by companies, each its own rows.
  const companyShared = section.model.tenant === 'shared';
  if (companyShared && domain !== 'company') {
    throw new SchemaFileError(section.file, '/model/tenant', `company-shared data is written by companies: its section must be in a company-domain area (this area is ${domain})`);
  }
  for (const [name, op] of Object.entries(section.api.operations ?? {})) {
    if (!op.readBy) continue;
    const at = `/api/operations/${name}/readBy`;
    if (op.readBy === 'members') {
      checkMembersRead(section, name, op, domain);
      continue;
    }
    if (op.readBy === 'anyone') {
      checkAnyoneRead(section, name, op);
      continue;
    }
    if (!platformOwned && !companyShared) throw new SchemaFileError(section.file, at, 'only operations over platform-owned or company-shared data (model.tenant "platform" or "shared") may be read by companies');
    if (companyShared && !op.where) throw new SchemaFileError(section.file, `/api/operations/${name}/where`, 'a read of company-shared rows by every company names the shared rows in its where (as model.sharedWhere)');
    const plain = !op.resource && !op.association && !op.condition && (op.action === undefined || op.action === 'read');
    if (!SHARED_READS.has(op.runs ?? name) || !plain || op.method !== 'GET') {
      throw new SchemaFileError(section.file, at, 'companies may only read: a GET of the generic list, get or count (or one that `runs` them), with no action, condition, resource or association');
    }
    if (!op.path.startsWith('/api/') || op.path.startsWith('/api/platform/')) {
      throw new SchemaFileError(section.file, `/api/operations/${name}/path`, 'a read by companies is a company route: an absolute /api/ path outside /api/platform/');
    }
  }
}

const ANYONE_READS = new Set(['list', 'get', 'tree', 'search', 'file']);

/**
 * `readBy: anyone`: a plain generic GET read (list, get, tree, a full-text search or a file a row names) of platform-owned rows, served
 * without a token at a company-side path (/api/ outside /api/platform/); its `where` names the published rows.
 */
function checkAnyoneRead(section: SectionSpec, name: string, op: OperationSpec): void {
  const at = `/api/operations/${name}/readBy`;
  if (section.model.tenant !== 'platform') throw new SchemaFileError(section.file, at, 'only platform-owned rows (model.tenant "platform") may be read by anyone');
  const plain = !op.resource && !op.association && !op.condition && (op.action === undefined || op.action === 'read');
  if (!ANYONE_READS.has(op.runs ?? name) || !plain || op.method !== 'GET') {
    throw new SchemaFileError(section.file, at, 'anyone may only read: a GET of the generic list, get, tree, search or file (or one that `runs` them), with no action, condition, resource or association');
  }
  if (!op.path.startsWith('/api/') || op.path.startsWith('/api/platform/')) {
    throw new SchemaFileError(section.file, `/api/operations/${name}/path`, 'a read by anyone is a public route: an absolute /api/ path outside /api/platform/');
  }
}

/**
 * `readBy: members`: a plain generic GET read of the company's own rows (model.tenant true) in a company-domain area,
 * served to every member of the company without a grant — so nothing a grant's row scope or fields would hide.
 */
function checkMembersRead(section: SectionSpec, name: string, op: OperationSpec, domain: string): void {
  const at = `/api/operations/${name}/readBy`;
  if (domain !== 'company' || (section.model.tenant !== undefined && section.model.tenant !== true)) {
    throw new SchemaFileError(section.file, at, "only a company's own rows (model.tenant true, a company-domain area) may be read by all its members");
  }
  const plain = !op.resource && !op.association && !op.condition && (op.action === undefined || op.action === 'read');
  if (!SHARED_READS.has(op.runs ?? name) || !plain || op.method !== 'GET') {
    throw new SchemaFileError(section.file, at, 'members may only read: a GET of the generic list, get or count (or one that `runs` them), with no action, condition, resource or association');
  }
}

/**
 * The areas of a schema folder: each `schemas/<area>/area.json`, checked against the meta-schema and cross-checked
 * with the loaded sections and the other areas (unique routes and menu keys). Sorted by order, then id. Throws a
 * SchemaFileError (file, JSON pointer, reason) on the first bad file.
 */
export function loadAreas(dir: string, sections: SectionSpec[]): AreaSpec[] {
  const byId = new Map(sections.map((section) => [section.id, section]));
  const areas: AreaSpec[] = [];
  const routes = new Map<string, string>();
  const keys = new Map<string, string>();
  for (const folder of fs.readdirSync(dir).sort()) {
    const absolute = path.join(dir, folder, AREA_FILE);
    if (folder.startsWith('_') || !fs.existsSync(absolute)) continue;
    const file = path.relative(path.dirname(dir), absolute);
    const json = parseAreaFile(file, fs.readFileSync(absolute, 'utf8'), folder);
    const domain = json.domain ?? 'company';
    const pages = domain === 'public' ? [] : loadAreaPages(dir, { id: json.id, domain }, byId);
    const sitePages = domain === 'public' ? loadSitePages(dir, { id: json.id }) : [];
    const { menu, keys: own } = resolveMenu(json, file, byId, domain === 'public' ? sitePages : pages);
    if (routes.has(json.route)) throw new SchemaFileError(file, '/route', `route "${json.route}" is also the route of ${routes.get(json.route)}`);
    routes.set(json.route, file);
    for (const [key, pointer] of own) {
      if (keys.has(key)) throw new SchemaFileError(file, pointer, `menu key "${key}" is also used in ${keys.get(key)}`);
      keys.set(key, `${file} ${pointer}`);
    }
    for (const section of sections) {
      // Only operators hold grants in the platform domain: a company area reading every company's rows would leak.
      if (section.area === json.id && section.model.acrossTenants && domain !== 'platform') {
        throw new SchemaFileError(section.file, '/model/acrossTenants', `only a section of a platform-domain area may read across companies (area "${json.id}" is ${domain})`);
      }
      if (section.area === json.id) checkShared(section, domain);
      // Every member's section needs no grant: a menu entry would offer grants that decide nothing.
      if (section.area === json.id && section.access === 'members') {
        throw new SchemaFileError(section.file, '/access', `a section of every member (access "members") belongs to no area: move it to a folder without area.json (area "${json.id}")`);
      }
    }
    if (domain === 'public' && sections.some((section) => section.area === json.id)) {
      throw new SchemaFileError(file, '/domain', 'the public site has pages only: its sections would have no one to grant them to');
    }
    if (json.page) checkAreaPage(file, { page: json.page, route: json.route }, domain === 'public' ? sitePages : pages);
    areas.push({ id: json.id, title: json.title, route: json.route, ...(json.page ? { page: json.page } : {}), icon: json.icon, order: json.order, domain, menu, file, pages, sitePages });
  }
  checkPageNames(areas);
  checkGrantedBy(sections, areas);
  return areas.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/**
 * `grantedBy`: a section in no area checked against a plain `key` leaf of a company-domain area's menu (no section,
 * page or group), so the grant a role already has for that entry decides it and the permission dialog is unchanged.
 */
function checkGrantedBy(sections: SectionSpec[], areas: AreaSpec[]): void {
  const leaves = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => (node.children ? leaves(node.children) : [node]));
  const plainKeys = new Set(areas.filter((area) => area.domain === 'company').flatMap((area) => leaves(area.menu.children ?? [])).filter((node) => !node.section && !node.page).map((node) => node.key));
  const areaIds = new Set(areas.map((area) => area.id));
  for (const section of sections) {
    if (!section.grantedBy) continue;
    if (areaIds.has(section.area)) throw new SchemaFileError(section.file, '/grantedBy', `a section of area "${section.area}" is granted by its own menu entry: grantedBy is for a section in no area`);
    if (section.access === 'members') throw new SchemaFileError(section.file, '/grantedBy', 'a section of every member (access "members") needs no grant');
    if (!plainKeys.has(section.grantedBy)) throw new SchemaFileError(section.file, '/grantedBy', `"${section.grantedBy}" is not a menu entry of a company area that is neither a section nor a page`);
  }
}

/** An area's `page` is a folder of src/pages, or one of the area's page files at the area's route. */
function checkAreaPage(file: string, area: { page: string; route: string }, pages: MenuPage[]): void {
  const pageFile = pages.find((page) => page.id === area.page);
  if (pageFile && pageFile.route !== area.route) throw new SchemaFileError(pageFile.file, '/route', `the page of its area must be at the area's route "${area.route}"`);
  if (!pageFile && !fs.existsSync(path.join(PAGES_DIR, area.page))) throw new SchemaFileError(file, '/page', `no web page src/pages/${area.page} and no page file pages/${area.page}.json`);
}

/** An area whose page is one of its page files. */
const pagedByFile = (area: AreaSpec) => [...area.pages, ...area.sitePages].some((page) => page.id === area.page);

/** Page ids are unique across areas; a page's route is no other page's and no route of an area with a page (but its own). */
function checkPageNames(areas: AreaSpec[]): void {
  const ids = new Map<string, string>();
  const routes = new Map(areas.filter((area) => area.page && !pagedByFile(area)).map((area) => [area.route, area.file]));
  for (const page of areas.flatMap((area): MenuPage[] => [...area.pages, ...area.sitePages])) {
    if (ids.has(page.id)) throw new SchemaFileError(page.file, '/id', `page "${page.id}" is also declared in ${ids.get(page.id)}`);
    ids.set(page.id, page.file);
    if (!page.route) continue;
    if (routes.has(page.route)) throw new SchemaFileError(page.file, '/route', `route "${page.route}" is also the route of ${routes.get(page.route)}`);
    routes.set(page.route, page.file);
  }
}
