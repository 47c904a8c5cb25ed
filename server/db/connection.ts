import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction } from 'sequelize';
import { gateSqliteWrites } from './sqlite-write-gate';
import { joinOuterTransactions, useTransactionContext } from '../context/transaction-context';

/**
 * One Sequelize instance: MySQL when a mysql:// URL is given, otherwise SQLite in the data directory.
 * Transactions propagate on their own (transaction-context.ts): nobody passes `{ transaction }`.
 */
export function createSequelize(databaseUrl: string | undefined, dataDir: string): Sequelize {
  useTransactionContext();
  const sequelize = databaseUrl && databaseUrl.startsWith('mysql') ? mysqlSequelize(databaseUrl) : sqliteSequelize(databaseUrl, dataDir);
  // After the SQLite gate: a nested sequelize.transaction() joins the outer one before reaching the gate.
  joinOuterTransactions(sequelize);
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

function sqliteSequelize(databaseUrl: string | undefined, dataDir: string): Sequelize {
  const file = databaseUrl?.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : path.join(dataDir, 'console.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const { timezone: _ignored, ...sqliteOptions } = common;
  const sequelize = new Sequelize({ ...sqliteOptions, dialect: 'sqlite', storage: file, transactionType: Transaction.TYPES.IMMEDIATE });
  columnTypes.set(sequelize, { enabled: false, answers: new Map() });
  configureSqliteConnections(sequelize);
  gateSqliteWrites(sequelize);
  return sequelize;
}

/** SQLite settings that make one writer with many readers behave well. */
export async function tuneDatabase(sequelize: Sequelize): Promise<void> {
  if (sequelize.getDialect() !== 'sqlite') return;
  await sequelize.query('PRAGMA journal_mode = WAL');
  await sequelize.query('PRAGMA synchronous = NORMAL');
  await sequelize.query('PRAGMA busy_timeout = 5000');
  await sequelize.query('PRAGMA foreign_keys = ON');
}

/**
 * Sequelize opens a new SQLite connection for every transaction. Each one gets a busy timeout (so a
 * writer waits for another instead of failing with SQLITE_BUSY) and the shared column-type answers.
 * Write transactions begin IMMEDIATE (set in createSequelize), so they queue for the write lock at
 * BEGIN rather than failing when a read turns into a write.
 */
function configureSqliteConnections(sequelize: Sequelize) {
  const manager = sequelize.connectionManager as any;
  const open = manager.getConnection.bind(manager);
  manager.getConnection = async (options: unknown) => {
    const connection = await open(options);
    if (!connection.__configured) {
      connection.__configured = true;
      connection.configure('busyTimeout', 5000);
      shareColumnTypes(connection, columnTypes.get(sequelize)!);
    }
    return connection;
  };
}

interface ColumnTypeAnswers {
  enabled: boolean;
  answers: Map<string, unknown[]>;
}

const columnTypes = new WeakMap<Sequelize, ColumnTypeAnswers>();

/**
 * Sequelize's SQLite driver asks `PRAGMA table_info` before every SELECT to learn column types,
 * doubling the round trips of every read. Table shapes only change in migrations, so once they have
 * run (`cacheColumnTypes`) the answers are kept.
 */
function shareColumnTypes(connection: any, state: ColumnTypeAnswers) {
  const all = connection.all.bind(connection);
  connection.all = (sql: string, ...rest: any[]) => {
    const callback = rest[rest.length - 1];
    if (!state.enabled || typeof sql !== 'string' || !sql.startsWith('PRAGMA table_info(') || typeof callback !== 'function') return all(sql, ...rest);
    const known = state.answers.get(sql);
    if (known) {
      process.nextTick(() => callback.call(connection, null, known));
      return connection;
    }
    return all(sql, ...rest.slice(0, -1), (error: Error | null, rows: unknown[]) => {
      if (!error) state.answers.set(sql, rows);
      callback.call(connection, error, rows);
    });
  };
}

/** Call after migrations: from now on column types are read once per table. */
export async function cacheColumnTypes(sequelize: Sequelize): Promise<void> {
  const state = columnTypes.get(sequelize);
  if (state) state.enabled = true;
}

/** After a migration at run time (schema hot reload): tables may have new columns, so their types are read again. */
export function forgetColumnTypes(sequelize: Sequelize): void {
  columnTypes.get(sequelize)?.answers.clear();
}
