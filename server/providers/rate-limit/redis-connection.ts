import Redis from 'ioredis';

/** A start-up problem with Redis that one line explains; start.ts prints the message, not a stack. */
export class RedisStartError extends Error {}

const CONNECT_TIMEOUT_MS = 3000;
const COMMAND_TIMEOUT_MS = 2000;

/**
 * Connects to `REDIS_URL` (redis:// or rediss://) and waits until it answers, or throws RedisStartError: a wrong
 * URL stops the start within seconds instead of hanging. Once running, a command while the connection is down
 * fails at once (no offline queue) and a slow one after COMMAND_TIMEOUT_MS, so a request never waits on Redis
 * for long; the client keeps reconnecting in the background.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const where = redisAddress(url);
  let started = false;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A failed first connection ends the client (nothing left to close); later drops are retried, as by default.
    retryStrategy: (times) => (started ? Math.min(times * 50, 2000) : null),
  });
  // The socket's error says why (ECONNREFUSED, ENOTFOUND, a refused password); connect() itself only says
  // "Connection is closed". Later failures are reported by the commands that meet them (RedisCounters).
  let cause: any;
  redis.on('error', (error) => (cause ??= error));
  try {
    await redis.connect();
    started = true;
  } catch (error: any) {
    const why = cause ?? error;
    throw new RedisStartError(`无法连接 Redis ${where}（${why?.code ?? why?.message ?? why}）：请检查 REDIS_URL 和 Redis 服务是否已启动`);
  }
  return redis;
}

/** host:port of a Redis URL, without the password. */
function redisAddress(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RedisStartError('REDIS_URL 格式不正确（例如 redis://127.0.0.1:6379）');
  }
  return `${parsed.hostname || '127.0.0.1'}:${parsed.port || 6379}`;
}
