import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { CountersUnavailable, type CounterStore } from './counter-store';

/**
 * One hit under KEYS[1] when the count stays at most ARGV[1] (the budget); the first hit sets the key to expire
 * at ARGV[2] (epoch ms). A script runs whole on the Redis server, so instances racing on one key cannot overshoot.
 */
const TAKE_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits >= tonumber(ARGV[1]) then return 0 end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIREAT', KEYS[1], ARGV[2]) end
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    takeRateLimitHit(key: string, budget: number, expiresAtMs: number): Result<number, Context>;
  }
}

/** Counters as Redis keys `<prefix><bucket>`, which expire by themselves (no sweep). */
export class RedisCounters implements CounterStore {
  /** Set while Redis fails, so an outage is logged once rather than once per request. */
  private failing = false;

  constructor(private redis: Redis, private prefix = 'ratelimit:') {
    redis.defineCommand('takeRateLimitHit', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  }

  async read(bucket: string): Promise<number> {
    const hits = await this.call(() => this.redis.get(this.prefix + bucket));
    return hits === null ? 0 : Number(hits);
  }

  async take(bucket: string, budget: number, expiresAt: Date): Promise<boolean> {
    if (budget < 1) return false;
    return (await this.call(() => this.redis.takeRateLimitHit(this.prefix + bucket, budget, expiresAt.getTime()))) === 1;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      const answer = await command();
      this.failing = false;
      return answer;
    } catch (error: any) {
      if (!this.failing) console.error(`rate-limit counters: Redis failed (${error?.message ?? error}); limited calls answer 503 until it is back`);
      this.failing = true;
      throw new CountersUnavailable(String(error?.message ?? error));
    }
  }
}
