/**
 * The server modules found under server/modules/ (each folder with an index file), the grant conditions they
 * add, and the mounting of their routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Services } from '../services';
import type { RouteTable } from '../http/route-table';
import type { ServerModule } from '../engine/area-types';
import { grantConditions } from '../permissions/grant-conditions';

export interface DiscoveredModule {
  /** The folder under server/modules/ (an area's id, or a concern shared by areas such as auth). */
  name: string;
  module: ServerModule;
}

const hasIndex = (dir: string) => ['index.ts', 'index.js'].some((file) => fs.existsSync(path.join(dir, file)));

/**
 * Every folder of `dir` with an index file, in name order, and the module it exports by default. Folders without
 * one (regions: helpers other modules import) are not modules. No list to keep: a new area's folder is found.
 */
export function discoverModules(dir: string = __dirname): DiscoveredModule[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && hasIndex(path.join(dir, entry.name)))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- discovery: the folder names are read at start.
      const module = require(path.join(dir, name)).default as ServerModule | undefined;
      if (!module || typeof module !== 'object') throw new Error(`server/modules/${name}/index.ts must export its module as default`);
      return { name, module };
    });
}

export const SERVER_MODULES = discoverModules();

/** Every grant condition a route may name: the caller's (server/permissions) and those the modules give. */
export const GRANT_CONDITIONS = grantConditions(SERVER_MODULES.map(({ module }) => module.conditions ?? {}));

/** Route modules that are not sections (sections mount from their schema files), from every discovered module. */
export function mountModules(routes: RouteTable, services: Services) {
  for (const { module } of SERVER_MODULES) for (const mount of module.mounts ?? []) mount(routes, services);
}

/** Every module's startup work, in module order (server/boot.ts runs it before the server answers). */
export async function runModuleStartups(services: Services) {
  for (const { module } of SERVER_MODULES) for (const startup of module.startup ?? []) await startup(services);
}
