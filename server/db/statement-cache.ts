/**
 * The sqlite3 driver's `run(sql, params, cb)` and `all(sql, params, cb)` prepare a statement, run it and finalise it:
 * three trips to libuv's thread pool, and SQLite compiles the SQL every time. A write transaction makes five or six
 * such calls while it holds SQLite's one write lock, so their cost bounds how many writes a second the server takes.
 * Here a transaction's connection keeps the statements it has prepared for SQL with bound parameters (the same text
 * every time: Sequelize's INSERT and UPDATE, the direct reads) and transaction control, and runs them again with new
 * values: one trip, no compiling. SQL with its values written in (a different text each time) runs as before. The
 * shared connection that serves concurrent reads keeps them too, a few copies of each (`copies`): one kept statement
 * runs its calls one after the other, one turn of the event loop apart, so calls of one SQL at once spread over the
 * copies, and a call that finds every copy busy waits for the least busy one. (It used to run a statement of its own:
 * compiled, and three trips to the thread pool instead of one, on a connection that runs one statement at a time
 * anyway. Under 50 connections of one list most of its reads went that way.)
 *
 * A statement is kept only for `run` and `all`, which step it to its end (the driver resets it before binding), so a
 * kept statement holds no read snapshot or lock between uses; SQL that could return rows from `run` (RETURNING) is not
 * kept. Before the connection closes its statements are finalised (SQLite refuses to close with statements open).
 */

const TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;
const KEPT_PER_CONNECTION = 256;

/** A sqlite3 driver callback: `this` carries lastID and changes for `run`. */
export type Callback = (this: unknown, error: Error | null, result?: unknown) => void;

function hasParameters(parameters: unknown): boolean {
  if (Array.isArray(parameters)) return parameters.length > 0;
  return typeof parameters === 'object' && parameters !== null && Object.keys(parameters).length > 0;
}

function keeps(sql: unknown, parameters: unknown, method: 'run' | 'all'): sql is string {
  if (typeof sql !== 'string') return false;
  if (method === 'run' && /\bRETURNING\b/i.test(sql)) return false;
  return hasParameters(parameters) || TRANSACTION_CONTROL.test(sql);
}

interface Kept {
  statement: any;
  /** Calls made while SQLite compiles it; a statement that fails to compile drops its queue without a word. */
  waiting?: (() => void)[];
  /** Calls given to it that have not answered yet. */
  busy: number;
}

export interface KeepingOptions {
  /**
   * How many statements of one SQL may run at once. Absent: one, and calls of it wait for each other (a transaction's
   * statements follow each other anyway). The shared connection that serves concurrent reads takes a few: a call
   * finding every copy busy waits for the least busy one.
   */
  copies?: number;
}

export function reusePreparedStatements(connection: any, options: KeepingOptions = {}): void {
  if (connection.__statements) return;
  const copies = options.copies;
  /** By SQL, least recently used first. */
  const kept = new Map<string, Kept[]>();
  let count = 0;
  connection.__statements = kept;
  const original = { run: connection.run.bind(connection), all: connection.all.bind(connection) };

  const letGo = (sql: string, entry: Kept): void => {
    const list = kept.get(sql);
    const at = list ? list.indexOf(entry) : -1;
    if (at < 0) return;
    list!.splice(at, 1);
    count--;
    if (!list!.length) kept.delete(sql);
  };

  const prepare = (sql: string, list: Kept[]): Kept => {
    const entry: Kept = { statement: undefined, waiting: [], busy: 0 };
    entry.statement = connection.prepare(sql, (error: Error | null) => {
      const waiting = entry.waiting ?? [];
      entry.waiting = undefined;
      // Not kept: each waiting call runs as it would have without the cache, and answers SQLite's error itself.
      if (error) letGo(sql, entry);
      for (const resume of waiting) resume();
    });
    list.push(entry);
    count++;
    while (count > KEPT_PER_CONNECTION) {
      const [oldest, statements] = kept.entries().next().value as [string, Kept[]];
      const old = statements[0];
      letGo(oldest, old);
      old.statement.finalize();
    }
    return entry;
  };

  const leastBusy = (list: Kept[]): Kept => list.reduce((best, copy) => (copy.busy < best.busy ? copy : best));

  const runKept = (method: 'run' | 'all', sql: string, parameters: unknown, callback: Callback) => {
    const values = hasParameters(parameters) ? parameters : [];
    let list = kept.get(sql);
    if (list) {
      // Most recently used last: the first entry is the one let go when the connection keeps too many.
      kept.delete(sql);
      kept.set(sql, list);
    } else {
      kept.set(sql, (list = []));
    }
    let entry = copies ? list.find((copy) => copy.busy === 0) : list[0];
    if (!entry) entry = copies && list.length >= copies ? leastBusy(list) : prepare(sql, list);
    const target = entry;
    target.busy++;
    const answer: Callback = function (error, result) {
      target.busy--;
      callback.call(this, error, result);
    };
    const go = () => (kept.get(sql)?.includes(target) ? target.statement[method](values, answer) : original[method](sql, values, answer));
    if (target.waiting) target.waiting.push(go);
    else go();
  };

  for (const method of ['run', 'all'] as const) {
    connection[method] = (sql: unknown, ...rest: unknown[]) => {
      const callback = rest[rest.length - 1];
      const parameters = rest.length > 1 ? rest[0] : undefined;
      if (rest.length !== 2 || typeof callback !== 'function' || !keeps(sql, parameters, method)) return original[method](sql, ...rest);
      runKept(method, sql, parameters, callback as Callback);
      return connection;
    };
  }

  const close = connection.close.bind(connection);
  connection.close = (callback?: (error: Error | null) => void) => {
    const statements = [...kept.values()].flat().map((entry) => entry.statement);
    kept.clear();
    let open = statements.length;
    if (!open) return close(callback);
    for (const statement of statements) {
      statement.finalize(() => {
        if (--open === 0) close(callback);
      });
    }
    return connection;
  };
}
