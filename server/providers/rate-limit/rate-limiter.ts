/**
 * Sliding-window limits per address and per account on the costly or revealing public calls (token, SMS, mobile
 * look-ups): 429 over a limit, 503 when the counters cannot be reached.
 */
import type { RateLimitedCall, RateLimits, WindowLimit } from '../../../config/server';
import { HttpError, tooMany } from '../../http/envelope';
import { CountersUnavailable, type CounterStore } from './counter-store';
import { windowPosition } from './sliding-window';

export const TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';
export const LIMITS_UNAVAILABLE = '限流服务暂不可用，请稍后再试';

/**
 * Per-address and per-account sliding-window limits of the calls that cost the most or tell the most about an
 * account (the token endpoint, SMS sends, public look-ups of a mobile). A call over either limit is 429 before
 * any of its work runs. Counters live in a store every instance shares, so the limits hold behind a load balancer;
 * when that store is unreachable (Redis down) the call is 503 rather than let through unlimited.
 */
export class RateLimiter {
  constructor(private limits: RateLimits, private store: CounterStore, private now: () => number = Date.now) {}

  /** Counts one `call` from `address` for `account` (a mobile number), or throws 429 (503 when the counters cannot be reached). */
  async hit(call: RateLimitedCall, address: string, account: string): Promise<void> {
    const { perAddress, perAccount } = this.limits[call];
    try {
      if (!(await this.take(`${call}:address:${address}`, perAddress))) throw tooMany(TOO_MANY_REQUESTS);
      if (!(await this.take(`${call}:account:${account}`, perAccount))) throw tooMany(TOO_MANY_REQUESTS);
    } catch (error) {
      if (error instanceof CountersUnavailable) throw new HttpError(503, LIMITS_UNAVAILABLE);
      throw error;
    }
  }

  private async take(key: string, { limit, seconds }: WindowLimit): Promise<boolean> {
    const windowMs = seconds * 1000;
    const now = this.now();
    const previousSlot = Math.floor(now / windowMs) - 1;
    const previousHits = await this.store.read(`${key}:${previousSlot}`);
    const { slot, budget } = windowPosition(now, windowMs, limit, previousHits);
    // Kept while it can still be the previous window of the next one.
    return this.store.take(`${key}:${slot}`, budget, new Date((slot + 2) * windowMs), new Date(now));
  }
}
