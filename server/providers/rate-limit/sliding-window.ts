/**
 * The sliding-window counter: a window's count is estimated from the current fixed window's hits plus the
 * previous window's, weighted by how much of it still lies inside the sliding window. Two counters per key
 * instead of one row per request, and exact enough: within a burst the estimate never falls below the truth
 * by more than the previous window's share, which is rounded up here.
 */
export interface WindowPosition {
  /** The index of the current fixed window (time / window length). */
  slot: number;
  /** How many hits the current window may still reach, given the previous window's count. */
  budget: number;
}

export function windowPosition(nowMs: number, windowMs: number, limit: number, previousHits: number): WindowPosition {
  const slot = Math.floor(nowMs / windowMs);
  const previousShare = 1 - (nowMs - slot * windowMs) / windowMs;
  return { slot, budget: limit - Math.ceil(previousHits * previousShare) };
}
