/**
 * Where the rate limits' counters live: shared by every instance of the server (the database, or Redis when
 * REDIS_URL is set).
 */
export interface CounterStore {
  /** The hits counted under `bucket` (0 when there is no such counter). */
  read(bucket: string): Promise<number>;
  /** Adds one hit when that keeps the count at most `budget`, atomically; false when it would not. Counters past `expiresAt` may be dropped at `now`. */
  take(bucket: string, budget: number, expiresAt: Date, now: Date): Promise<boolean>;
  /** Lets go of a connection of the store's own (Redis); the database's is closed with the database. */
  close?(): Promise<void>;
}

/** The store cannot be reached or did not answer: the limited call is refused with 503, not failed with 500. */
export class CountersUnavailable extends Error {}
