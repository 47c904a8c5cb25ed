import Koa from 'koa';
import Router from '@koa/router';
import type { Services } from './services';
import { RouteTable } from './http/route-table';
import { LiveRouter, type MountedRoutes } from './http/live-router';
import { errorEnvelope } from './middleware/errors';
import { guardFor } from './middleware/guard';
import { operationLog } from './middleware/operation-log';
import { rejectNulBytes } from './middleware/reject-nul';
import { parseBodies } from './middleware/body-parsing';
import { proxySettings } from './http/client-address';
import { serveWeb } from './middleware/serve-web';
import { serveSite } from './site/site-routes';
import { mountSection } from './engine/section-routes';
import { mountUiSchemas } from './engine/ui-schema-route';
import { mountPages } from './engine/page-routes';
import { hooksFor } from './modules/section-hooks-registry';
import { mountModules } from './modules';
import { mountOpenApi } from './engine/openapi-route';
import { mountFileRoutes } from './engine/file-routes';
import { mountAreaMenus } from './engine/area-menus';
import { mountApiDocs } from './middleware/api-docs';

/**
 * Every route in one router: route modules, the image and file fields' uploads and files, the areas' menus, UI schemas, pages, sections, OpenAPI. Built once at start and again
 * on each schema reload (schema-reload.ts), which swaps the new router in.
 */
export function mountRoutes(services: Services): MountedRoutes {
  const router = new Router();
  const routes = new RouteTable(router, guardFor(services));

  mountModules(routes, services);
  mountFileRoutes(routes, services);
  mountAreaMenus(routes, services);
  mountUiSchemas(routes, services);
  mountPages(routes, services);
  for (const section of services.sections) mountSection(routes, services, section, hooksFor(section.id), hooksFor);
  mountOpenApi(routes, services);
  mountApiDocs(routes);
  return { router, routes };
}

/** The request's path through the server, top to bottom. */
export function createApp(services: Services) {
  const app = new Koa(proxySettings());
  const live = new LiveRouter(mountRoutes(services));

  app.use(errorEnvelope(services.db));
  app.use(parseBodies());
  app.use(rejectNulBytes());
  app.use(operationLog(services));
  app.use(live.middleware());
  app.use(serveSite(services));
  app.use(serveWeb(services.config.webDir));
  return { app, routes: live.routes, live };
}
