import { loadServerConfig, type ServerConfig } from '../config/server';
import { cacheColumnTypes, createSequelize, tuneDatabase } from './db/connection';
import { defineModels } from './db/database';
import { migrate } from './db/migrate';
import { loadSections } from './engine/load-schemas';
import { createServices, type Services } from './services';
import { createApp } from './app';

/** Everything a running server needs, from config to a migrated database and the Koa app. */
export async function boot(overrides: Partial<ServerConfig> & { schemasDir?: string } = {}) {
  const { schemasDir, ...settings } = overrides;
  const config = { ...loadServerConfig(), ...settings };
  const sections = loadSections(schemasDir);
  const sequelize = createSequelize(config.databaseUrl, config.dataDir);
  await tuneDatabase(sequelize);
  const db = defineModels(sequelize, sections);
  const applied = await migrate(db);
  await cacheColumnTypes(sequelize);
  const services: Services = createServices(config, db, sections);
  const { app, routes } = createApp(services);
  return { config, services, app, routes, applied, close: () => sequelize.close() };
}
