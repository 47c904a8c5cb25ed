import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The process's one AsyncLocalStorage. On Node 20 every promise made copies the value of every live
 * AsyncLocalStorage onto itself (an async hook per promise, a loop over the storages), so the contexts the server
 * carries are slots of one frame rather than storages of their own: who is acting (request-context.ts), the
 * transaction and the SQLite writer's turn (transaction-context.ts). Running with a slot changed keeps the others.
 */
export interface AsyncFrame {
  request?: unknown;
  transaction?: Map<string, unknown>;
  /** A turn at the SQLite writer mutex: `open` until its transaction has committed or rolled back. */
  writer?: { open: boolean };
}

const storage = new AsyncLocalStorage<AsyncFrame>();

export function currentFrame(): AsyncFrame | undefined {
  return storage.getStore();
}

/** Runs fn with the given slots set and the current frame's others kept. */
export function runInFrame<T>(slots: AsyncFrame, fn: () => T): T {
  return storage.run({ ...storage.getStore(), ...slots }, fn);
}
