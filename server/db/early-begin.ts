import type { Callback } from './statement-cache';

/**
 * A write transaction's `BEGIN` is answered at once, and runs while the transaction's first checks are being built:
 * one trip to the driver's thread pool less in the time the transaction holds SQLite's one writer. Reads (`SELECT`)
 * the connection gets while that BEGIN is still running go alongside it, another trip less: with the writer free
 * and nobody else writing (below), they see what they would see inside the transaction. Other calls wait for the
 * BEGIN and then run, in the order they came. If the BEGIN
 * failed, each of those calls, and every later one up to the transaction's end, answers its error and runs nothing,
 * so no statement ever runs outside the transaction it was written for; the ROLLBACK that follows is answered as done
 * (there is no transaction to roll back) and the connection is clean again. (Sequelize retried a busy BEGIN five
 * times, five seconds each; now the transaction's first statement answers the busy error, after one busy timeout.)
 *
 * Only where nothing else can be writing: the process's write gate (sqlite-write-gate.ts) lets one transaction in
 * at a time, so an IMMEDIATE BEGIN only fails when another process holds the database (and a read alongside it may
 * then see the database as it was before that process's write). The BEGIN, and the reads alongside it, run once
 * `beginAfter` (the gate's `writerFree`: the previous transaction's COMMIT has been answered) has settled.
 */

const BEGIN = /^\s*BEGIN\b/i;
const SELECT = /^\s*SELECT\b/i;
const ROLLBACK = /^\s*ROLLBACK\s*(TRANSACTION)?\s*;?\s*$/i;
const METHODS = ['run', 'all', 'get', 'exec'] as const;

export function answerBeginEarly(connection: any, beginAfter: () => Promise<unknown> | undefined = () => undefined): void {
  if (connection.__earlyBegin) return;
  connection.__earlyBegin = true;
  const original = Object.fromEntries(METHODS.map((method) => [method, connection[method].bind(connection)])) as Record<(typeof METHODS)[number], (...args: unknown[]) => unknown>;
  /** The BEGIN under way: resolves with its error, or null. */
  let running: Promise<Error | null> | undefined;
  /** While the BEGIN waits for `beginAfter`: resolves once it has been sent. */
  let sending: Promise<void> | undefined;
  /** The error of a BEGIN that failed, until its transaction ends. */
  let failed: Error | undefined;

  const answer = (callback: unknown, error: Error | null, rows?: unknown[]) => {
    if (typeof callback === 'function') process.nextTick(() => (callback as Callback).call({ lastID: 0, changes: 0 }, error, rows));
  };

  const call = (method: (typeof METHODS)[number], args: unknown[]): unknown => {
    const sql = args[0];
    const callback = args[args.length - 1];
    if (running) {
      if (method === 'all' && typeof sql === 'string' && SELECT.test(sql)) {
        if (sending) void sending.then(() => original.all(...args));
        else original.all(...args);
      } else void running.then(() => call(method, args));
      return connection;
    }
    if (failed) {
      if (typeof sql === 'string' && ROLLBACK.test(sql)) {
        failed = undefined;
        answer(callback, null);
      } else answer(callback, failed);
      return connection;
    }
    // Sequelize sends its BEGIN through `all`.
    if ((method === 'run' || method === 'all') && typeof sql === 'string' && BEGIN.test(sql) && typeof callback === 'function') {
      const begin = () =>
        new Promise<Error | null>((resolve) => {
          original[method](...args.slice(0, -1), (error: Error | null) => {
            running = undefined;
            failed = error ?? undefined;
            resolve(error);
          });
        });
      const after = beginAfter();
      if (after) {
        sending = after.then(() => void (sending = undefined));
        running = sending.then(begin);
      } else running = begin();
      answer(callback, null, method === 'all' ? [] : undefined);
      return connection;
    }
    return original[method](...args);
  };

  for (const method of METHODS) connection[method] = (...args: unknown[]) => call(method, args);
}
