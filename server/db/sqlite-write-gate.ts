import type { Sequelize } from 'sequelize';
import { currentTransaction } from '../context/transaction-context';
import { currentFrame, runInFrame } from '../context/async-frame';

/**
 * SQLite has one writer at a time. Sequelize gives each transaction its own connection, and a writer
 * that finds the file locked waits in a libuv worker thread (busy timeout); with several waiting, the
 * worker threads run out and the writer holding the lock cannot finish. So this process lets one
 * write in at a time: a transaction, or a single write outside any transaction. Reads never wait
 * (WAL). Embedded SQLite is one process; MySQL needs none of this.
 *
 * Inside a transaction, a write joins it on its own (transaction-context.ts). A write that explicitly
 * leaves it (`transaction: null`), or a new top-level transaction started from inside one, would wait
 * for the gate its own transaction holds: those fail at once instead of hanging.
 */
export function gateSqliteWrites(sequelize: Sequelize): void {
  let tail: Promise<unknown> = Promise.resolve();
  const run = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = tail.then(work, work);
    tail = turn.catch(() => undefined);
    return turn;
  };
  // The turn lives in the async frame's gate slot (async-frame.ts).
  const holdsGate = () => Boolean(currentFrame()?.gate?.open);

  const transaction = sequelize.transaction.bind(sequelize) as any;
  (sequelize as any).transaction = (options?: any, callback?: any) => {
    if (typeof options === 'function') [options, callback] = [{}, options];
    if (typeof callback !== 'function') throw new Error('only managed transactions are supported on SQLite');
    if (options?.transaction) return transaction(options, callback);
    if (holdsGate()) throw new Error('a new transaction inside a transaction would wait for itself: let it join the outer one');
    const turn = { open: true };
    return run(() => runInFrame({ gate: turn }, () => transaction(options, callback)).finally(() => (turn.open = false)));
  };

  const query = sequelize.query.bind(sequelize) as any;
  (sequelize as any).query = (sql: any, options?: any) => {
    const text = typeof sql === 'string' ? sql : sql?.query ?? '';
    const read = options?.type === 'SELECT' || /^\s*(SELECT|PRAGMA)\b/i.test(text);
    if (read || options?.transaction) return query(sql, options);
    if (options?.transaction === undefined && currentTransaction(sequelize)) return query(sql, options);
    if (holdsGate()) throw new Error(`write outside its transaction would wait for itself: ${String(text).slice(0, 80)}`);
    return run(() => query(sql, options));
  };
}
