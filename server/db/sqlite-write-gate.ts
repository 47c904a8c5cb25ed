import type { Sequelize } from 'sequelize';
import { currentTransaction } from '../context/transaction-context';
import { currentFrame, runInFrame } from '../context/async-frame';

/** A turn at the write gate, kept in the async frame's gate slot (async-frame.ts) while its work runs. */
export interface WriteTurn {
  /** Until the turn's work has settled: a write outside its transaction, or a new one, would wait for itself. */
  open: boolean;
  /** Settles once the previous turn's COMMIT or ROLLBACK has been answered: SQLite's writer is free. */
  writerFree: Promise<void>;
  /** Called with the turn's COMMIT or ROLLBACK once it is under way; the next turn starts then. */
  ending(answered: Promise<unknown>): void;
}

const nothing = () => undefined;

/**
 * SQLite has one writer at a time. Sequelize gives each transaction its own connection, and a writer
 * that finds the file locked waits in a libuv worker thread (busy timeout); with several waiting, the
 * worker threads run out and the writer holding the lock cannot finish. So this process lets one
 * write in at a time: a transaction, or a single write outside any transaction. Reads never wait
 * (WAL). Embedded SQLite is one process; MySQL needs none of this.
 *
 * A transaction's turn ends when its COMMIT or ROLLBACK is under way, not when it is answered: the next transaction
 * is set up and its first JavaScript runs meanwhile, and only its BEGIN waits for that answer (`writerFree`,
 * early-begin.ts), as does a single write. The writer itself is never asked for twice.
 *
 * Inside a transaction, a write joins it on its own (transaction-context.ts). A write that explicitly
 * leaves it (`transaction: null`), or a new top-level transaction started from inside one, would wait
 * for the gate its own transaction holds: those fail at once instead of hanging.
 */
export function gateSqliteWrites(sequelize: Sequelize): void {
  /** Settles when the next turn may start: the last one's end is under way. */
  let nextTurn: Promise<unknown> = Promise.resolve();
  /** Settles when the last turn's end has been answered. */
  let writerFree: Promise<void> = Promise.resolve();

  const run = <T>(work: (turn: WriteTurn) => Promise<T>): Promise<T> => {
    let ending!: (end: { answered: Promise<unknown> }) => void;
    // The answer travels wrapped: a promise resolved with a promise would wait for it.
    const ended = new Promise<{ answered: Promise<unknown> }>((resolve) => (ending = resolve));
    const turn: WriteTurn = { open: true, writerFree, ending: (answered) => ending({ answered }) };
    const result = nextTurn.then(() => work(turn));
    const settled = result.then(nothing, nothing);
    // A turn that settles without an end under way (a single write, a failed start) ends with its settling.
    void settled.then(() => {
      turn.open = false;
      ending({ answered: settled });
    });
    nextTurn = ended;
    // An end that failed leaves its connection to be closed as the turn settles: wait for that too.
    writerFree = ended.then(({ answered }) => answered.then(nothing, () => settled));
    return result;
  };
  const holdsGate = () => Boolean(currentFrame()?.gate?.open);

  const transaction = sequelize.transaction.bind(sequelize) as any;
  (sequelize as any).transaction = (options?: any, callback?: any) => {
    if (typeof options === 'function') [options, callback] = [{}, options];
    if (typeof callback !== 'function') throw new Error('only managed transactions are supported on SQLite');
    if (options?.transaction) return transaction(options, callback);
    if (holdsGate()) throw new Error('a new transaction inside a transaction would wait for itself: let it join the outer one');
    return run((turn) => runInFrame({ gate: turn }, () => transaction(options, callback)));
  };

  const queries = sequelize.getQueryInterface() as any;
  for (const method of ['commitTransaction', 'rollbackTransaction']) {
    const end = queries[method].bind(queries);
    queries[method] = (transaction: any, options: unknown) => {
      const answered = end(transaction, options);
      if (!transaction?.parent) currentFrame()?.gate?.ending(answered);
      return answered;
    };
  }

  const query = sequelize.query.bind(sequelize) as any;
  (sequelize as any).query = (sql: any, options?: any) => {
    const text = typeof sql === 'string' ? sql : sql?.query ?? '';
    const read = options?.type === 'SELECT' || /^\s*(SELECT|PRAGMA)\b/i.test(text);
    if (read || options?.transaction) return query(sql, options);
    if (options?.transaction === undefined && currentTransaction(sequelize)) return query(sql, options);
    if (holdsGate()) throw new Error(`write outside its transaction would wait for itself: ${String(text).slice(0, 80)}`);
    return run((turn) => turn.writerFree.then(() => query(sql, options)));
  };
}
