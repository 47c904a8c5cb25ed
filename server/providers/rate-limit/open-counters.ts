import type { ServerConfig } from '../../../config/server';
import type { Database } from '../../db/database';
import type { CounterStore } from './counter-store';
import { DatabaseCounters } from './database-counters';
import { RedisCounters } from './redis-counters';
import { connectRedis } from './redis-connection';

/** Redis when REDIS_URL is set (an unreachable Redis fails the start: no quiet fallback), else the database. */
export async function openCounterStore(config: ServerConfig, db: Database): Promise<CounterStore> {
  if (!config.redisUrl) return new DatabaseCounters(db);
  return new RedisCounters(await connectRedis(config.redisUrl), config.rateLimitKeyPrefix);
}
