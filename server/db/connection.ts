import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction } from 'sequelize';
import { useTransactionContext } from '../context/transaction-context';

/**
 * One Sequelize instance: MySQL when a mysql:// URL is given, otherwise SQLite in the data directory.
 * Transactions propagate on their own (transaction-context.ts): nobody passes `{ transaction }`; every one starts
 * through `transaction(sequelize, work)` there, which joins an outer one and takes SQLite's one writer.
 */
export function createSequelize(databaseUrl: string | undefined, dataDir: string): Sequelize {
  useTransactionContext();
  const sequelize = databaseUrl && databaseUrl.startsWith('mysql') ? mysqlSequelize(databaseUrl) : sqliteSequelize(databaseUrl, dataDir);
  return sequelize;
}

const common = { logging: false as const, define: { freezeTableName: true, timestamps: false }, timezone: '+08:00' };

function mysqlSequelize(databaseUrl: string): Sequelize {
  return new Sequelize(databaseUrl, {
    ...common,
    dialect: 'mysql',
    pool: { max: 10, min: 0, idle: 10_000 },
    // No dateStrings: Sequelize's own type cast turns DATETIME into a Date read in the connection's
    // +08:00 zone. Raw '+08:00' strings fed to `new Date()` are read in the process zone instead, which
    // put every expiry and throttle check (SMS codes, QR sessions, lockouts) hours off on a UTC host.
    dialectOptions: { charset: 'utf8mb4' },
  });
}

/** The SQLite file a database URL (or its absence) names: `sqlite:<file>`, else `<dataDir>/console.sqlite`. */
export function sqliteFile(databaseUrl: string | undefined, dataDir: string): string {
  return databaseUrl?.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : path.join(dataDir, 'console.sqlite');
}

/**
 * SQLite through Sequelize's public options only. Write transactions begin IMMEDIATE, so they take the write lock at
 * BEGIN rather than failing when a read turns into a write; this process lets one of them run at a time
 * (transaction-context.ts). Connections have no busy timeout (a writer waiting in the driver blocks a libuv worker
 * thread, and with a few of them waiting the one holding the lock cannot finish): a statement that finds the file
 * locked fails with SQLITE_BUSY and Sequelize's `retry` runs it again after a short, growing pause.
 */
function sqliteSequelize(databaseUrl: string | undefined, dataDir: string): Sequelize {
  const file = sqliteFile(databaseUrl, dataDir);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const { timezone: _ignored, ...sqliteOptions } = common;
  const sequelize = new Sequelize({
    ...sqliteOptions,
    dialect: 'sqlite',
    storage: file,
    transactionType: Transaction.TYPES.IMMEDIATE,
    retry: { max: 60, match: [/SQLITE_BUSY/], backoffBase: 2, backoffExponent: 1.15 },
  });
  synchronousNormal(sequelize);
  return sequelize;
}

/**
 * `synchronous = NORMAL` (with WAL: no fsync per commit, only at checkpoints) is a setting of each connection, and
 * Sequelize's SQLite dialect opens a new connection for every transaction. The public `beforeQuery` hook sees each
 * query's connection before it runs: a connection's first query (a transaction's BEGIN, outside any transaction, where
 * SQLite accepts the setting) is preceded by the PRAGMA, run through the sqlite3 driver's own `run`.
 */
function synchronousNormal(sequelize: Sequelize): void {
  const tuned = new WeakSet<object>();
  sequelize.addHook('beforeQuery', async (_options, query) => {
    const connection = query.connection as unknown as { run?(sql: string, callback: (error: Error | null) => void): void };
    if (!connection || typeof connection.run !== 'function' || tuned.has(connection)) return;
    tuned.add(connection);
    await new Promise<void>((resolve) => connection.run!('PRAGMA synchronous = NORMAL', () => resolve()));
  });
}

/** SQLite settings that make one writer with many readers behave well. */
export async function tuneDatabase(sequelize: Sequelize): Promise<void> {
  if (sequelize.getDialect() !== 'sqlite') return;
  await sequelize.query('PRAGMA journal_mode = WAL');
  await sequelize.query('PRAGMA foreign_keys = ON');
}
