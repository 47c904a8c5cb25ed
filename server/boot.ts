import { loadServerConfig, type ServerConfig } from '../config/server';
import { GRANT_CONDITIONS, runModuleStartups } from './modules';
import { createSequelize, sqliteFile, tuneDatabase } from './db/connection';
import { lockDataDir } from './db/data-dir-lock';
import { defineModels } from './db/database';
import { migrate } from './db/migrate';
import { loadSchemas, SCHEMAS_DIR } from './engine/load-schemas';
import { loadAreas } from './engine/load-areas';
import { SchemaReloader } from './engine/schema-reload';
import { createServices, type Services } from './services';
import { createApp } from './app';
import { ensureMysqlDatabase } from './db/database-setup';
import { scheduleUnreferencedSweep } from './providers/storage/unreferenced-sweep';
import { scheduleReminderJob } from './modules/schedule/schedule-reminders';
import { subscriptionExpiryJob } from './modules/commerce/subscription-expiry';
import { dailyCloseJob } from './modules/attendance/daily-close';
import { openCounterStore } from './providers/rate-limit/open-counters';

/** Everything a running server needs, from config to a migrated database and the Koa app. */
export async function boot(overrides: Partial<ServerConfig> & { schemasDir?: string } = {}) {
  const { schemasDir, ...settings } = overrides;
  const config = { ...loadServerConfig(), ...settings };
  const { models, sections } = loadSchemas(schemasDir);
  const areas = loadAreas(schemasDir ?? SCHEMAS_DIR, sections);
  if (config.databaseUrl?.startsWith('mysql')) await ensureMysqlDatabase(config.databaseUrl);
  // One process per SQLite database (data-dir-lock.ts); MySQL takes any number.
  const file = config.databaseUrl?.startsWith('mysql') ? undefined : sqliteFile(config.databaseUrl, config.dataDir);
  const unlock = file && file !== ':memory:' ? lockDataDir(file) : () => undefined;
  const sequelize = createSequelize(config.databaseUrl, config.dataDir);
  const fail = async (error: unknown): Promise<never> => {
    await sequelize.close().catch(() => undefined);
    unlock();
    throw error;
  };
  const db = await (async () => {
    await tuneDatabase(sequelize);
    return defineModels(sequelize, models, sections);
  })().catch(fail);
  const applied = await migrate(db).catch(fail);
  const counters = await openCounterStore(config, db).catch(fail);
  const services: Services = createServices(config, db, sections, areas, counters, GRANT_CONDITIONS);
  await runModuleStartups(services).catch(fail);
  const { app, routes, live } = createApp(services);
  // Hot reload of the schema folder; start.ts (or a test) starts watching with `schemas.watch()`.
  const schemas = new SchemaReloader({ dir: schemasDir ?? SCHEMAS_DIR, services, live });
  const sweep = scheduleUnreferencedSweep(db, services.files.storage, config.storage.unreferencedHours * 3600_000);
  const reminders = config.scheduleReminderSeconds > 0 ? scheduleReminderJob(services, config.scheduleReminderSeconds * 1000) : undefined;
  const expiry = config.subscriptionExpirySeconds > 0 ? subscriptionExpiryJob(services, config.subscriptionExpirySeconds * 1000) : undefined;
  const attendanceClose = config.attendanceCloseSeconds > 0 ? dailyCloseJob(services, config.attendanceCloseSeconds * 1000) : undefined;
  const close = async () => {
    sweep.stop();
    reminders?.stop();
    expiry?.stop();
    attendanceClose?.stop();
    await schemas.close();
    await counters.close?.();
    await sequelize.close();
    unlock();
  };
  return { config, services, app, routes, applied, schemas, close };
}
