import crypto from 'node:crypto';
import { Umzug, SequelizeStorage } from 'umzug';
import type { Database } from './database';
import { ensureIndexes, ensureTable } from './table-sync';
import { coreTables } from './core-tables';

/**
 * Versioned migrations recorded in `sys_migrations`. The core tables are one numbered step; the section
 * tables derived from schemas/ are a step named by the hash of their definitions, so changing a
 * section file adds one new step that runs once (adding tables and columns, never dropping).
 */
export function createMigrator(db: Database) {
  const queryInterface = db.sequelize.getQueryInterface();
  const sectionTables = Object.entries(db.tables).filter(([key]) => key.startsWith('section:'));
  const sectionHash = crypto
    .createHash('sha256')
    .update(JSON.stringify(sectionTables.map(([key, t]) => [key, t.table, Object.keys(t.attributes)])))
    .digest('hex')
    .slice(0, 12);
  return new Umzug({
    context: queryInterface,
    storage: new SequelizeStorage({ sequelize: db.sequelize, tableName: 'sys_migrations' }),
    logger: undefined,
    migrations: [
      {
        name: '0001-core-tables',
        up: async () => {
          for (const definition of Object.values(coreTables)) await ensureTable(queryInterface, definition);
        },
      },
      {
        name: `0002-section-tables-${sectionHash}`,
        up: async () => {
          for (const [, definition] of sectionTables) await ensureTable(queryInterface, definition);
        },
      },
      {
        name: '0003-plt-setting',
        up: async () => ensureTable(queryInterface, coreTables.Setting),
      },
      {
        name: '0004-applications',
        up: async () => {
          for (const table of [coreTables.AppCatalog, coreTables.AppSubscription, coreTables.UserApp]) await ensureTable(queryInterface, table);
        },
      },
      {
        name: '0005-company-files-and-certification',
        up: async () => {
          for (const table of [coreTables.StoredFile, coreTables.Certification]) await ensureTable(queryInterface, table);
        },
      },
      {
        name: '0006-membership-list-index',
        up: async () => ensureIndexes(queryInterface, coreTables.Membership),
      },
    ],
  });
}

export async function migrate(db: Database): Promise<string[]> {
  const done = await createMigrator(db).up();
  return done.map((m) => m.name);
}
