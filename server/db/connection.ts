import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction } from 'sequelize';
import { gateSqliteWrites } from './sqlite-write-gate';
import { reusePreparedStatements } from './statement-cache';
import { answerBeginEarly } from './early-begin';
import { runTransactionControlDirectly } from './direct-transaction-control';
import { writeInstancesDirectly } from './direct-writes';
import { joinOuterTransactions, useTransactionContext } from '../context/transaction-context';
import { currentFrame } from '../context/async-frame';

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
  // Before the pool wraps commit and rollback: it marks a connection clean once the direct COMMIT has gone through.
  runTransactionControlDirectly(sequelize);
  writeInstancesDirectly(sequelize);
  poolTransactionConnections(sequelize);
  skipCallerStacks(sequelize);
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

const SHARED_STATEMENT_COPIES = 4;

/**
 * Sequelize opens a new SQLite connection for every transaction. Each one gets a busy timeout (so a
 * writer waits for another instead of failing with SQLITE_BUSY), `synchronous = NORMAL` (a per-connection
 * setting: without it every transaction's commit ran FULL, an fsync of the WAL per write) and the shared
 * column-type answers; a transaction's connection keeps its prepared statements (statement-cache.ts) and has its BEGIN
 * answered at once (early-begin.ts). Write transactions begin IMMEDIATE (set in createSequelize), so they queue for the
 * write lock at BEGIN rather than failing when a read turns into a write.
 */
function configureSqliteConnections(sequelize: Sequelize) {
  const manager = sequelize.connectionManager as any;
  const open = manager.getConnection.bind(manager);
  manager.getConnection = async (options: { uuid?: string } = {}) => {
    const connection = await open(options);
    if (!connection.__configured) {
      connection.__configured = true;
      connection.configure('busyTimeout', 5000);
      shareColumnTypes(connection, columnTypes.get(sequelize)!);
      if (options.uuid && options.uuid !== 'default') {
        reusePreparedStatements(connection);
        answerBeginEarly(connection, () => currentFrame()?.gate?.writerFree);
      } else {
        // The shared connection serves concurrent reads: a few copies of a statement, so they need not wait for each other.
        reusePreparedStatements(connection, { copies: SHARED_STATEMENT_COPIES });
      }
      await new Promise((resolve) => connection.run('PRAGMA synchronous = NORMAL', resolve));
    }
    return connection;
  };
}

const IDLE_TRANSACTION_CONNECTIONS = 2;

/**
 * Sequelize's SQLite dialect opens a connection for each transaction and closes it at the end; opening one (the
 * file, its schema, the pragmas above) cost more than the write itself. Here a transaction's connection goes back
 * to a small pool when its transaction has ended with a COMMIT or ROLLBACK that succeeded, and the next transaction
 * takes it; any other ending closes it as before. The pool closes with Sequelize.
 */
function poolTransactionConnections(sequelize: Sequelize) {
  const manager = sequelize.connectionManager as any;
  const idle: any[] = [];
  const get = manager.getConnection.bind(manager);
  const release = manager.releaseConnection.bind(manager);
  const closeAll = manager._onProcessExit.bind(manager);
  manager.getConnection = async (options: any = {}) => {
    if (!options.uuid || options.uuid === 'default') return get(options);
    const pooled = idle.pop();
    const connection = pooled ?? (await get(options));
    if (pooled) manager.connections[options.uuid] = pooled;
    connection.__ended = false;
    return connection;
  };
  manager.releaseConnection = (connection: any, force?: boolean) => {
    if (!force && connection.uuid && connection.__ended && connection.filename !== ':memory:' && idle.length < IDLE_TRANSACTION_CONNECTIONS) {
      delete manager.connections[connection.uuid];
      idle.push(connection);
      return;
    }
    return release(connection, force);
  };
  manager._onProcessExit = async () => {
    await Promise.all(idle.splice(0).map((connection) => new Promise((resolve) => connection.close(resolve))));
    return closeAll();
  };
  // A connection is clean for the next transaction only once its own transaction's end has gone through.
  const queries = sequelize.getQueryInterface() as any;
  for (const method of ['commitTransaction', 'rollbackTransaction']) {
    const end = queries[method].bind(queries);
    queries[method] = async (transaction: any, options: unknown) => {
      const result = await end(transaction, options);
      if (!transaction.parent && transaction.connection) transaction.connection.__ended = true;
      return result;
    };
  }
}

/**
 * Sequelize's SQLite query captures the caller's stack (`new Error()`) and reads `.stack` after every query,
 * success or not, to decorate a failure: formatting that string was 4 % of a list request's CPU (15 % with
 * source maps). Queries start with no captured frames instead; a failed query still names its SQL and the
 * driver's message, and the 500 log names the request.
 */
function skipCallerStacks(sequelize: Sequelize) {
  const Query = (sequelize as any).dialect.Query;
  if (Query.prototype.__noCallerStack) return;
  const run = Query.prototype.run;
  Query.prototype.run = function (this: unknown, sql: string, parameters: unknown) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return run.call(this, sql, parameters);
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
  Query.prototype.__noCallerStack = true;
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

/**
 * A table's column types as `PRAGMA table_info` gives them (`DATETIME`, `JSON`, …), read through the connection so the
 * answer kept after migrations serves it; Sequelize's SQLite dialect picks its value parsers by these names.
 */
export function tableColumnTypes(connection: any, table: string): Promise<{ name: string; type: string }[]> {
  return new Promise((resolve, reject) => {
    connection.all(`PRAGMA table_info(\`${table}\`)`, (error: Error | null, rows: { name: string; type: string }[]) => (error ? reject(error) : resolve(rows)));
  });
}
