import crypto from 'node:crypto';
import { Umzug, SequelizeStorage } from 'umzug';
import type { Database } from './database';
import { ensureIndexes, ensureTable } from './table-sync';
import type { TableDefinition } from './table-definition';

/** What migrating a table can add: the table, its columns, its indexes (columns are never retyped or dropped). */
const shapeOf = (t: TableDefinition) => JSON.stringify([t.table, Object.keys(t.attributes), t.indexes]);

/**
 * Versioned migrations recorded in `sys_migrations`. The core tables are one numbered step; the section
 * tables derived from schemas/ are a step named by the hash of their definitions, so changing a
 * section file adds one new step that runs once (adding tables and columns, never dropping).
 * `live`: on a schema reload, the database definitions now serving. Their tables were brought up to date when they
 * went live, so only the tables whose shape differs are visited (a reload's cost follows the change, not the count).
 */
export function createMigrator(db: Database, live?: Database) {
  const queryInterface = db.sequelize.getQueryInterface();
  const { tables, specs } = db;
  const changed = (name: string) => !live?.tables[name] || shapeOf(live.tables[name]) !== shapeOf(tables[name]);
  // Resource files' tables (the platform's own) and sections' inline tables.
  const fromResourceFile = (name: string) => specs[name].file.includes('/resources/');
  const resourceTables = Object.keys(tables).filter(fromResourceFile).map((name) => tables[name]);
  const sectionNames = Object.keys(tables).filter((name) => !fromResourceFile(name));
  const hashOf = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);
  const sectionHash = hashOf(sectionNames.map((name) => [`section:${name}`, tables[name].table, Object.keys(tables[name].attributes)]));
  const modelsHash = hashOf(Object.values(tables).map((t) => [t.table, Object.keys(t.attributes), t.indexes]));
  return new Umzug({
    context: queryInterface,
    storage: new SequelizeStorage({ sequelize: db.sequelize, tableName: 'sys_migrations' }),
    logger: undefined,
    migrations: [
      {
        name: '0001-core-tables',
        up: async () => {
          for (const definition of resourceTables) await ensureTable(queryInterface, definition);
        },
      },
      {
        name: `0002-section-tables-${sectionHash}`,
        up: async () => {
          for (const name of sectionNames.filter(changed)) await ensureTable(queryInterface, tables[name]);
        },
      },
      {
        name: '0003-plt-setting',
        up: async () => ensureTable(queryInterface, tables.Setting),
      },
      {
        name: '0004-applications',
        up: async () => {
          for (const table of [tables.AppCatalog, tables.AppSubscription, tables.UserApp]) await ensureTable(queryInterface, table);
        },
      },
      {
        name: '0005-company-files-and-certification',
        up: async () => {
          for (const table of [tables.StoredFile, tables.Certification]) await ensureTable(queryInterface, table);
        },
      },
      {
        name: '0006-membership-list-index',
        up: async () => ensureIndexes(queryInterface, tables.Membership),
      },
      {
        name: '0007-operator-flag',
        up: async () => ensureTable(queryInterface, tables.Account),
      },
      {
        // Top-up orders (type 3) placed before buyType 2 (充值) existed said 新购 in 我的订单.
        name: '0008-top-up-buy-type',
        up: async () => {
          await queryInterface.bulkUpdate(tables.Order.table, { buyType: 2 }, { type: 3, buyType: 0 });
        },
      },
      {
        // Every declared model as it is now: a changed resource or section file adds one step that runs once,
        // adding its new tables, columns and indexes (never dropping: a removed field stays in the database).
        name: `0100-models-${modelsHash}`,
        up: async () => {
          for (const name of Object.keys(tables).filter(changed)) {
            await ensureTable(queryInterface, tables[name]);
            await ensureIndexes(queryInterface, tables[name]);
          }
        },
      },
    ],
  });
}

export async function migrate(db: Database, live?: Database): Promise<string[]> {
  const done = await createMigrator(db, live).up();
  return done.map((m) => m.name);
}
