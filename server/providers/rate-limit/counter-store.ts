/**
 * Where the rate limits' counters live: shared by every instance of the server (the database here; Redis or
 * another shared store would implement the same two calls).
 */
export interface CounterStore {
  /** The hits counted under `bucket` (0 when there is no such counter). */
  read(bucket: string): Promise<number>;
  /** Adds one hit when that keeps the count at most `budget`, atomically; false when it would not. Counters past `expiresAt` may be dropped at `now`. */
  take(bucket: string, budget: number, expiresAt: Date, now: Date): Promise<boolean>;
}
