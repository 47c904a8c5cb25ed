import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';

/** One Sequelize instance: MySQL when a mysql:// URL is given, otherwise SQLite in the data directory. */
export function createSequelize(databaseUrl: string | undefined, dataDir: string): Sequelize {
  const common = { logging: false as const, define: { freezeTableName: true, timestamps: false }, timezone: '+08:00' };
  if (databaseUrl && databaseUrl.startsWith('mysql')) {
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
  const file = databaseUrl?.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : path.join(dataDir, 'console.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const { timezone: _ignored, ...sqliteOptions } = common;
  const sequelize = new Sequelize({ ...sqliteOptions, dialect: 'sqlite', storage: file, pool: { max: 1, min: 1, idle: 60_000 } });
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
 * Sequelize's SQLite driver asks `PRAGMA table_info` before every SELECT to learn column types, and
 * with one connection that doubles the round trips of every read. Table shapes only change in
 * migrations, which have run before this is called, so the answers are kept per connection.
 */
export async function cacheColumnTypes(sequelize: Sequelize): Promise<void> {
  if (sequelize.getDialect() !== 'sqlite') return;
  const manager = sequelize.connectionManager as any;
  const connection = await manager.getConnection({ type: 'read' });
  try {
    if (connection.__columnTypesCached) return;
    const all = connection.all.bind(connection);
    const answers = new Map<string, unknown[]>();
    connection.all = (sql: string, ...rest: any[]) => {
      const callback = rest[rest.length - 1];
      if (typeof sql !== 'string' || !sql.startsWith('PRAGMA table_info(') || typeof callback !== 'function') return all(sql, ...rest);
      const known = answers.get(sql);
      if (known) {
        process.nextTick(() => callback.call(connection, null, known));
        return connection;
      }
      return all(sql, ...rest.slice(0, -1), (error: Error | null, rows: unknown[]) => {
        if (!error) answers.set(sql, rows);
        callback.call(connection, error, rows);
      });
    };
    connection.__columnTypesCached = true;
  } finally {
    manager.releaseConnection(connection);
  }
}
