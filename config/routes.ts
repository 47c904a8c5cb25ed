/**
 * The web app's routes: the hand-written pages, each area's page (schemas/<area>/area.json) and each page file's
 * route (schemas/<area>/pages/), read at build and dev start; a path declared twice fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';

const SCHEMAS_DIR = path.resolve(__dirname, '../schemas');

/** Pages that are not areas. */
const PAGES = [
  { path: '/login', component: './login' },
  { path: '/register', component: './register' },
  { path: '/phoneRegister', component: './phoneRegister' },
  { path: '/registerStep', component: './registerStep' },
  // 通知公告 (spec doc 1 "Notice reading and creation").
  // Purchase and top-up (spec doc 1 §2 Purchase flow; doc 2 §4 Balance screen).
  { path: '/sellApplication', component: './sellApplication' },
  { path: '/cost', component: './cost' },
  // The payment sandbox's page (public: a payment QR's signed link; spec doc 1 §2 Settlement mock page).
  { path: '/settlement', component: './settlement' },
];

/**
 * Each area's page at its route, read from schemas/<area>/area.json when umi evaluates the config (in node, at
 * build and dev start). Every route component is its own lazily loaded chunk. The server checks the area files
 * (npm run schemas:check); here an area without a page simply has no route yet.
 */
function areaRoutes(dir = SCHEMAS_DIR): { path: string; component: string }[] {
  return fs
    .readdirSync(dir)
    .filter((folder) => !folder.startsWith('_') && fs.existsSync(path.join(dir, folder, 'area.json')))
    .map((folder) => JSON.parse(fs.readFileSync(path.join(dir, folder, 'area.json'), 'utf8')))
    // An area whose page is one of its page files is mounted with the page files.
    .filter((area) => area.page && !fs.existsSync(path.join(dir, area.id, 'pages', `${area.page}.json`)))
    .sort((a, b) => a.order - b.order || String(a.id).localeCompare(b.id))
    .map((area) => ({ path: area.route, component: `./${area.page}` }));
}

/**
 * Each page file's route and its `aliases` (schemas/<area>/pages/<id>.json): the one component that renders page
 * files, told which page by the route's `pageId` and its query `redirects` (useRouteProps; read here so a redirect
 * waits for no call). The server checks the files (npm run schemas:check).
 */
function pageFileRoutes(dir = SCHEMAS_DIR): { path: string; component: string; pageId: string; redirects?: Record<string, string> }[] {
  return fs
    .readdirSync(dir)
    .filter((folder) => !folder.startsWith('_') && fs.existsSync(path.join(dir, folder, 'pages')) && !isPublicArea(dir, folder))
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(dir, folder, 'pages'))
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(fs.readFileSync(path.join(dir, folder, 'pages', name), 'utf8'))),
    )
    // A page without a route opens beside its area's menu (an entry naming it), not at a route of its own.
    .filter((page) => page.route)
    .flatMap((page) =>
      [page.route, ...(page.aliases ?? [])].map((route: string) => ({ path: route, component: '@/blocks/page/DeclaredPage', pageId: page.id, ...(page.redirects ? { redirects: page.redirects } : {}) })),
    );
}

/** The public site's pages are rendered by the server (server/site/), not by the console app. */
function isPublicArea(dir: string, folder: string): boolean {
  const file = path.join(dir, folder, 'area.json');
  return fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).domain === 'public';
}

function withoutClashes<T extends { path: string }>(routes: T[]): T[] {
  const seen = new Set<string>();
  for (const route of routes) {
    if (seen.has(route.path)) throw new Error(`config/routes.ts: route ${route.path} is declared twice (a page and an area, or two areas)`);
    seen.add(route.path);
  }
  return routes;
}

export default withoutClashes([...PAGES, ...areaRoutes(), ...pageFileRoutes(), { path: '*', component: './404' }]);
