import { loadServerConfig } from '../../config/server';
import { createSequelize } from '../db/connection';
import { defineModels } from '../db/database';
import { DatabaseCounters } from '../providers/rate-limit/database-counters';
import { createServices } from '../services';
import { mountRoutes } from '../app';
import { GRANT_CONDITIONS } from '../modules';
import { loadSchemas, SCHEMAS_DIR } from './load-schemas';
import { loadAreas } from './load-areas';
import { openApiDocumentOf } from './openapi-route';
import type { JsonSchema } from './openapi-schemas';

/**
 * The OpenAPI document a server started now would answer at `GET /api/openapi.json`, built in this process without
 * a port: the schemas loaded and every route mounted as boot.ts does, over models defined on an empty in-memory
 * SQLite database that nothing queries. The demo's default settings stand in for the environment (no route depends
 * on them), so the document is the same wherever it is built.
 */
export async function offlineOpenApiDocument(schemasDir: string = SCHEMAS_DIR): Promise<JsonSchema> {
  const config = loadServerConfig({});
  const { models, sections } = loadSchemas(schemasDir);
  const areas = loadAreas(schemasDir, sections);
  const sequelize = createSequelize('sqlite::memory:', config.dataDir);
  try {
    const db = defineModels(sequelize, models, sections);
    const services = createServices(config, db, sections, areas, new DatabaseCounters(db), GRANT_CONDITIONS);
    return openApiDocumentOf(mountRoutes(services).routes, services);
  } finally {
    await sequelize.close();
  }
}
