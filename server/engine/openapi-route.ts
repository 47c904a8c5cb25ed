import type { Services } from '../services';
import type { RouteTable } from '../http/route-table';
import packageJson from '../../package.json';
import { buildOpenApiDocument } from './openapi-document';

/** The document of a route table as the server answers it (also built offline by `npm run api:types`). */
export const openApiDocumentOf = (table: RouteTable, services: Services) =>
  buildOpenApiDocument({ routes: table.routes.values(), sections: services.sections, models: services.db.specs, version: packageJson.version });

/**
 * `GET /api/openapi.json`: built from the live route table on first request and kept until the table's
 * version (or the loaded sections) change, so a remounted section shows without a restart.
 */
export function mountOpenApi(table: RouteTable, services: Services) {
  let cached: { version: number; sections: Services['sections']; text: string } | undefined;
  const current = () => {
    if (cached?.version !== table.version || cached.sections !== services.sections) {
      cached = { version: table.version, sections: services.sections, text: JSON.stringify(openApiDocumentOf(table, services)) };
    }
    return cached.text;
  };
  table.add({
    method: 'GET',
    path: '/api/openapi.json',
    object: 'public',
    action: 'read',
    summary: '接口文档（OpenAPI 3.1）',
    contentType: 'application/json',
    handler: (ctx) => {
      ctx.type = 'application/json';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = current();
    },
  });
}
