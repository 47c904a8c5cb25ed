import { Sequelize, type Transaction } from 'sequelize';
import { currentFrame, runInFrame } from './async-frame';

/**
 * Transactions propagate on their own: inside `transaction(sequelize, async () => …)` every query of
 * that Sequelize joins the transaction without anyone passing `{ transaction }`.
 *
 * Sequelize v6 does this through `Sequelize.useCLS(namespace)`. It calls `run(fn)` to open a context
 * for each managed transaction, `set('transaction', t)` once the transaction has begun, `get('transaction')`
 * before each query and `set('transaction', null)` when it ends; it only checks that `bind` exists.
 * This namespace keeps that context in its own slot of the async frame (async-frame.ts), apart from the request
 * context, so asSystem/asTenant (which set a new request context) keep the transaction they run in.
 * The namespace is process-wide (Sequelize keeps it on the class); the transaction remembers its
 * Sequelize, and `currentTransaction(sequelize)` only answers one of that instance.
 */
const namespace = {
  run<T>(fn: (context: Map<string, unknown>) => T): T {
    const context = new Map(currentFrame()?.transaction);
    return runInFrame({ transaction: context }, () => fn(context));
  },
  bind<F extends (...args: any[]) => unknown>(fn: F): F {
    const context = currentFrame()?.transaction;
    if (!context) return fn;
    return ((...args: any[]) => runInFrame({ transaction: context }, () => fn(...args))) as F;
  },
  get(key: string): unknown {
    return currentFrame()?.transaction?.get(key);
  },
  set(key: string, value: unknown): void {
    currentFrame()?.transaction?.set(key, value);
  },
};

let installed = false;

/** Turns propagation on (once per process). */
export function useTransactionContext(): void {
  if (installed) return;
  Sequelize.useCLS(namespace);
  installed = true;
}

/** The open transaction the current code runs in, for this Sequelize instance. */
export function currentTransaction(sequelize?: Sequelize): Transaction | undefined {
  const transaction = currentFrame()?.transaction?.get('transaction') as (Transaction & { finished?: string; sequelize: Sequelize }) | null | undefined;
  if (!transaction || transaction.finished) return undefined;
  if (sequelize && transaction.sequelize !== sequelize) return undefined;
  return transaction;
}

export class InnerTransactionFailed extends Error {
  constructor() {
    super('work that joined an outer transaction failed: the whole transaction rolls back');
  }
}

const failed = new WeakSet<Transaction>();
const writers = new WeakMap<Sequelize, ReturnType<typeof writerMutex>>();

/**
 * The server's one way to run a transaction (tests/unit/no-private-internals.test.ts finds any other
 * `sequelize.transaction`). Called inside another transaction of the same instance, it joins it: `work` runs in
 * the outer transaction and commits or rolls back with it (no second connection, so no deadlock with the outer one,
 * and on SQLite no wait for the writer the outer one holds). If the inner work fails, the outer transaction is
 * rolled back even when a caller catches the error.
 *
 * On SQLite an outer transaction waits for its turn at one in-process writer mutex (see writerMutex).
 */
export function transaction<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const outer = currentTransaction(sequelize);
  if (outer) {
    return (async () => {
      try {
        return await work(outer);
      } catch (error) {
        failed.add(outer);
        throw error;
      }
    })();
  }
  let turn = writers.get(sequelize);
  if (!turn && sequelize.getDialect() === 'sqlite') writers.set(sequelize, (turn = writerMutex()));
  const run = (release?: () => void) =>
    sequelize.transaction(async (begun: Transaction) => {
      // The writer is free once COMMIT has gone through: afterCommit work (which may write) runs after that.
      if (release) begun.afterCommit(release);
      const result = await work(begun);
      if (failed.has(begun)) throw new InnerTransactionFailed();
      return result;
    });
  return turn ? turn(run) : run();
}

export class WriterWaitsForItself extends Error {
  constructor() {
    super('a new SQLite transaction inside a transaction would wait for itself: let it join the outer one');
  }
}

/**
 * SQLite has one writer. Sequelize gives each transaction its own connection, and the transactions of this process
 * take turns here, one at a time, rather than meeting at the file's lock. A turn ends when its transaction has
 * committed (before the afterCommit work) or when it has settled otherwise (rolled back, failed to begin). A new
 * outer transaction asked for while the current code holds an open turn would wait for itself: it fails at once.
 * One process per data directory is enforced at boot (data-dir-lock.ts), so this is the only writer.
 */
function writerMutex() {
  let last: Promise<void> = Promise.resolve();
  return <T>(work: (release: () => void) => Promise<T>): Promise<T> => {
    if (currentFrame()?.writer?.open) return Promise.reject(new WriterWaitsForItself());
    const writer = { open: true };
    let release!: () => void;
    const done = new Promise<void>((resolve) => {
      release = () => {
        writer.open = false;
        resolve();
      };
    });
    const previous = last;
    last = done;
    const result = previous.then(() => runInFrame({ writer }, () => work(release)));
    void result.then(release, release);
    return result;
  };
}

/** Runs fn once the current transaction commits (not at all if it rolls back), or at once outside one. */
export function afterCommit(fn: () => unknown, sequelize?: Sequelize): void {
  const transaction = currentTransaction(sequelize);
  if (transaction) transaction.afterCommit(() => void fn());
  else void fn();
}
