import { EventEmitter } from 'node:events';

/**
 * The part of the node `sqlite3` driver's API that Sequelize's SQLite dialect and this server use, answered by
 * better-sqlite3, a synchronous driver: given to Sequelize as its `dialectModule` (connection.ts).
 *
 * Why: with `sqlite3` every statement is three round trips through libuv's thread pool (prepare, step, finalise); a
 * write transaction of five statements was one writer's turn of milliseconds, and SQLite has one writer. Here a
 * statement is prepared once per connection (kept in a small LRU by its SQL text) and runs on the calling thread in
 * microseconds. Callbacks are still called asynchronously (process.nextTick), in call order, as `sqlite3` calls them.
 *
 * A synchronous driver blocks the process while it waits: a connection that finds the database locked waits (busy
 * timeout) on the event loop. Within the process nothing does (sqlite-write-gate.ts lets one writer in at a time and
 * WAL readers never wait); only another process writing the same file can make this one wait.
 *
 * Kept as `sqlite3` behaves: errors carry the primary result code (`code: 'SQLITE_CONSTRAINT'`, `errno`) and the
 * message `SQLITE_CONSTRAINT: UNIQUE constraint failed: t.c`; `run` calls back with `this.lastID`/`this.changes` on a
 * `Statement`; `all` on a statement that returns no rows runs it and answers `[]`; of several statements in one
 * string only the first runs (sqlite3 ignores the tail); parameters are an array, an object with `$name`/`:name`/
 * `@name` keys, or the arguments themselves; booleans bind as 1/0, dates as milliseconds, `undefined` as NULL, and a
 * named or positional parameter left out binds NULL.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const BetterSqlite3: new (file: string, options: { readonly?: boolean; fileMustExist?: boolean; timeout?: number }) => NativeDatabase = require('better-sqlite3');

interface NativeStatement {
  readonly reader: boolean;
  all(...parameters: unknown[]): Record<string, unknown>[];
  get(...parameters: unknown[]): Record<string, unknown> | undefined;
  run(...parameters: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}

interface NativeDatabase {
  prepare(sql: string): NativeStatement;
  exec(sql: string): void;
  close(): void;
  readonly open: boolean;
}

export const OPEN_READONLY = 0x00000001;
export const OPEN_READWRITE = 0x00000002;
export const OPEN_CREATE = 0x00000004;
export const OPEN_URI = 0x00000040;
export const OPEN_FULLMUTEX = 0x00010000;
export const OPEN_SHAREDCACHE = 0x00020000;
export const OPEN_PRIVATECACHE = 0x00040000;

/** Prepared statements kept per connection, by SQL text, least recently used out first. */
export const STATEMENT_CACHE_SIZE = 300;

/** A busy timeout like the one every connection gets (connection.ts); `sqlite3` waits none until configured. */
const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** What `this` is in a `run`/`all`/`get` callback: `sqlite3`'s Statement (Sequelize checks the class name). */
export class Statement {
  lastID?: number;
  changes?: number;
  constructor(readonly sql: string) {}
}

type Callback = (this: any, error: Error | null, result?: any) => void;

const PRIMARY_ERRNO: Record<string, number> = {
  SQLITE_ERROR: 1, SQLITE_INTERNAL: 2, SQLITE_PERM: 3, SQLITE_ABORT: 4, SQLITE_BUSY: 5, SQLITE_LOCKED: 6, SQLITE_NOMEM: 7,
  SQLITE_READONLY: 8, SQLITE_INTERRUPT: 9, SQLITE_IOERR: 10, SQLITE_CORRUPT: 11, SQLITE_NOTFOUND: 12, SQLITE_FULL: 13,
  SQLITE_CANTOPEN: 14, SQLITE_PROTOCOL: 15, SQLITE_EMPTY: 16, SQLITE_SCHEMA: 17, SQLITE_TOOBIG: 18, SQLITE_CONSTRAINT: 19,
  SQLITE_MISMATCH: 20, SQLITE_MISUSE: 21, SQLITE_NOLFS: 22, SQLITE_AUTH: 23, SQLITE_FORMAT: 24, SQLITE_RANGE: 25, SQLITE_NOTADB: 26,
};

/** An error as `sqlite3` reports it: primary code (`SQLITE_CONSTRAINT_UNIQUE` → `SQLITE_CONSTRAINT`) in code and message. */
// better-sqlite3's errors may come from another realm (Jest's module sandbox): their class is told by name.
const isRangeError = (error: any): boolean => error?.name === 'RangeError';

function driverError(error: any): Error {
  if (shaped.has(error)) return error;
  if (typeof error?.code === 'string' && error.code.startsWith('SQLITE_')) return sqliteError(error.code.split('_').slice(0, 2).join('_'), error.message);
  // better-sqlite3's own refusals: bad parameter values or counts (sqlite3's words for too many), a closed connection.
  if (isRangeError(error)) return sqliteError('SQLITE_RANGE', /^Too many parameter/.test(error.message) ? 'column index out of range' : error.message);
  return sqliteError('SQLITE_MISUSE', String(error?.message ?? error));
}

/** Errors already in `sqlite3`'s shape. */
const shaped = new WeakSet<Error>();

function sqliteError(code: string, message: string): Error {
  const error = new Error(`${code}: ${message}`) as Error & { code: string; errno?: number };
  error.errno = PRIMARY_ERRNO[code];
  error.code = code;
  shaped.add(error);
  return error;
}

/** A value as `sqlite3` binds it. */
function bindable(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || Buffer.isBuffer(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return String(value);
}

const isNamed = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value) && !(value instanceof Date);

/** The arguments after the SQL, as `sqlite3` reads them: `[parameters…, callback?]`, an array, or one object. */
function splitArguments(rest: unknown[]): { parameters: unknown[]; callback?: Callback } {
  const callback = typeof rest[rest.length - 1] === 'function' ? (rest.pop() as Callback) : undefined;
  if (rest.length === 1 && Array.isArray(rest[0])) return { parameters: rest[0].map(bindable), callback };
  if (rest.length === 1 && isNamed(rest[0])) {
    const named: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest[0])) named[/^[$:@]/.test(key) ? key.slice(1) : key] = bindable(value);
    return { parameters: [named], callback };
  }
  return { parameters: rest.map(bindable), callback };
}

const MISSING_NAMED = /^Missing named parameter "(.+)"$/;

/**
 * Runs a statement with `sqlite3`'s leniency: a named parameter left out, or positional ones too few, bind NULL
 * (better-sqlite3 refuses both). Only a refused call is retried, so the usual call costs nothing more.
 */
function withParameters<T>(parameters: unknown[], step: (parameters: unknown[]) => T): T {
  let current = parameters;
  for (let attempt = 0; ; attempt++) {
    try {
      return step(current);
    } catch (error: any) {
      if (!isRangeError(error) || attempt > 999) throw error;
      const missing = MISSING_NAMED.exec(error.message);
      if (missing) {
        const named = isNamed(current[current.length - 1]) ? (current[current.length - 1] as Record<string, unknown>) : undefined;
        current = named ? [...current.slice(0, -1), { ...named, [missing[1]]: null }] : [...current, { [missing[1]]: null }];
      } else if (error.message === 'Too few parameter values were provided') {
        const named = isNamed(current[current.length - 1]);
        current = named ? [...current.slice(0, -1), null, current[current.length - 1]] : [...current, null];
      } else {
        throw error;
      }
    }
  }
}

export class Database extends EventEmitter {
  readonly filename: string;
  private native?: NativeDatabase;
  private readonly statements = new Map<string, NativeStatement>();

  constructor(filename: string, mode?: number | Callback, callback?: Callback) {
    super();
    if (typeof mode === 'function') [mode, callback] = [undefined, mode];
    const flags = mode ?? OPEN_READWRITE | OPEN_CREATE;
    this.filename = filename;
    let failure: Error | null = null;
    try {
      this.native = new BetterSqlite3(filename === '' ? ':memory:' : filename, {
        readonly: (flags & OPEN_READWRITE) === 0,
        fileMustExist: (flags & OPEN_CREATE) === 0,
        timeout: DEFAULT_BUSY_TIMEOUT_MS,
      });
    } catch (error) {
      failure = driverError(error);
    }
    // Sequelize keeps the object the constructor returns before its callback may run.
    process.nextTick(() => {
      if (callback) callback.call(this, failure);
      else if (failure) this.report(failure);
      if (!failure) this.emit('open');
    });
  }

  /** Statements already run one after another, each to its end: nothing to order. */
  serialize(callback?: () => void): this {
    callback?.();
    return this;
  }

  parallelize(callback?: () => void): this {
    callback?.();
    return this;
  }

  /** `configure('busyTimeout', ms)`; other options of `sqlite3` (limits, trace) are not kept. */
  configure(option: string, value: unknown): this {
    if (option === 'busyTimeout') this.execute('configure', `PRAGMA busy_timeout = ${Math.max(0, Math.floor(Number(value) || 0))}`, [], undefined);
    return this;
  }

  run(sql: string, ...rest: unknown[]): this {
    const { parameters, callback } = splitArguments(rest);
    return this.execute('run', sql, parameters, callback);
  }

  all(sql: string, ...rest: unknown[]): this {
    const { parameters, callback } = splitArguments(rest);
    return this.execute('all', sql, parameters, callback);
  }

  get(sql: string, ...rest: unknown[]): this {
    const { parameters, callback } = splitArguments(rest);
    return this.execute('get', sql, parameters, callback);
  }

  /** Every statement of the string, in order, no parameters. */
  exec(sql: string, callback?: (error: Error | null) => void): this {
    let failure: Error | null = null;
    try {
      this.open().exec(sql);
    } catch (error) {
      failure = driverError(error);
    }
    this.answer(callback, this, failure);
    return this;
  }

  close(callback?: (error: Error | null) => void): this {
    let failure: Error | null = null;
    try {
      this.statements.clear();
      this.open().close();
    } catch (error) {
      failure = driverError(error);
    }
    this.native = undefined;
    this.answer(callback, this, failure);
    if (!failure) process.nextTick(() => this.emit('close'));
    return this;
  }

  private open(): NativeDatabase {
    if (!this.native?.open) throw sqliteError('SQLITE_MISUSE', 'Database is closed');
    return this.native;
  }

  private execute(method: 'run' | 'all' | 'get' | 'configure', sql: string, parameters: unknown[], callback: Callback | undefined): this {
    const statement = new Statement(sql);
    let failure: Error | null = null;
    let result: unknown;
    try {
      const prepared = this.prepared(sql);
      if (!prepared) throw sqliteError('SQLITE_MISUSE', 'not an error');
      if (method === 'run' || method === 'configure' || !prepared.reader) {
        const info = withParameters(parameters, (values) => prepared.run(...values));
        if (method === 'run') {
          statement.lastID = Number(info.lastInsertRowid);
          statement.changes = info.changes;
        }
        result = method === 'all' ? [] : undefined;
      } else {
        result = withParameters(parameters, (values) => (method === 'all' ? prepared.all(...values) : prepared.get(...values)));
      }
    } catch (error) {
      failure = driverError(error);
    }
    if (method !== 'configure') this.answer(callback, statement, failure, result);
    return this;
  }

  /** The statement for this SQL text, prepared once per connection; undefined when the text holds no statement. */
  private prepared(sql: string): NativeStatement | undefined {
    const known = this.statements.get(sql);
    if (known) {
      // Most recently used last: a Map iterates in insertion order.
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    const statement = this.prepare(sql);
    if (!statement) return undefined;
    this.statements.set(sql, statement);
    if (this.statements.size > STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value!);
    return statement;
  }

  private prepare(sql: string): NativeStatement | undefined {
    const database = this.open();
    try {
      return database.prepare(sql);
    } catch (error: any) {
      if (isRangeError(error) && /contains no statements/.test(error.message)) return undefined;
      if (!(isRangeError(error) && /more than one statement/.test(error.message))) throw error;
      return firstStatement(database, sql);
    }
  }

  /** Calls back on the next tick, as `sqlite3` does from its worker; without a callback an error goes to 'error' listeners. */
  private answer(callback: Callback | undefined, self: unknown, failure: Error | null, result?: unknown): void {
    if (callback) process.nextTick(() => (failure ? callback.call(self, failure) : callback.call(self, null, result)));
    else if (failure) process.nextTick(() => this.report(failure));
  }

  private report(failure: Error): void {
    if (this.listenerCount('error') > 0) this.emit('error', failure);
  }
}

/**
 * The first statement of a string that holds several, as `sqlite3` runs it (it ignores the tail): the shortest text up
 * to a `;` that SQLite accepts on its own. A `;` inside a literal or a trigger body leaves text SQLite refuses, so the
 * search goes on to the next one.
 */
function firstStatement(database: NativeDatabase, sql: string): NativeStatement {
  let first: unknown;
  for (let end = sql.indexOf(';'); end !== -1; end = sql.indexOf(';', end + 1)) {
    try {
      return database.prepare(sql.slice(0, end + 1));
    } catch (error) {
      first ??= error;
    }
  }
  throw first;
}
