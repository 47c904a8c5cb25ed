import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import type Redis from 'ioredis';
import { boot } from '../../server/boot';
import { secondInstance, severalInstances } from '../support/second-instance';
import { LIMITS_UNAVAILABLE, RateLimiter, TOO_MANY_REQUESTS } from '../../server/providers/rate-limit/rate-limiter';
import { RedisCounters } from '../../server/providers/rate-limit/redis-counters';
import { connectRedis, RedisStartError } from '../../server/providers/rate-limit/redis-connection';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The rate limits' counters in Redis (REDIS_URL): shared by instances, atomic under parallel hits, expiring by
 * themselves. Runs against the real Redis at TEST_REDIS_URL; each run uses keys of its own and deletes them.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `test:ratelimit:${crypto.randomBytes(6).toString('hex')}:`;
const WINDOW_MS = 600_000;

const RATE_LIMITS = {
  login: { perAddress: { limit: 8, seconds: 600 }, perAccount: { limit: 4, seconds: 600 } },
  sms: { perAddress: { limit: 3, seconds: 600 }, perAccount: { limit: 2, seconds: 600 } },
  lookup: { perAddress: { limit: 50, seconds: 600 }, perAccount: { limit: 50, seconds: 600 } },
  smsSend: { perAddress: { limit: 50, seconds: 600 }, perAccount: { limit: 50, seconds: 600 } },
  logistics: { perAddress: { limit: 50, seconds: 600 }, perAccount: { limit: 50, seconds: 600 } },
  publicRead: { perAddress: { limit: 50, seconds: 600 }, perAccount: { limit: 50, seconds: 600 } },
};

/** The test's own connection: to look at the keys and delete them. */
let redis: Redis;
let server: TestServer;
let second: { request: supertest.Agent; stop: () => Promise<void> };

async function openTestRedis(): Promise<Redis> {
  try {
    return await connectRedis(REDIS_URL);
  } catch (error: any) {
    throw new Error(`these tests need Redis at TEST_REDIS_URL=${REDIS_URL} (start redis-server): ${error.message}`);
  }
}

/** The app trusting one proxy hop, so each test can speak from addresses of its own. */
function trustOneProxy(app: { proxy: boolean; maxIpsCount: number }) {
  app.proxy = true;
  app.maxIpsCount = 1;
}

beforeAll(async () => {
  redis = await openTestRedis();
  const withRedis = { rateLimits: RATE_LIMITS, redisUrl: REDIS_URL, rateLimitKeyPrefix: PREFIX };
  server = await startTestServer({ env: withRedis as any });
  trustOneProxy(server.app);
  // A second instance on the same database and the same Redis, as behind a load balancer (on SQLite the first one: second-instance.ts).
  const other = await secondInstance(server, { cacheSeconds: 1, ...withRedis });
  trustOneProxy(other.app);
  const listener = http.createServer(other.app.callback());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  second = {
    request: supertest(`http://127.0.0.1:${(listener.address() as AddressInfo).port}`),
    stop: async () => {
      await new Promise((resolve) => listener.close(resolve));
      await other.close();
    },
  };
}, 60_000);

afterAll(async () => {
  await second?.stop();
  await server?.stop();
  if (!redis) return;
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const token = (request: supertest.Agent, address: string, username: string) =>
  request
    .post('/api/auth/oauth/token')
    .set('X-Forwarded-For', address)
    .auth('console', 'console')
    .type('form')
    .send({ username, password: 'Wrong#guess', tenantId: String(server.tenants.A), grant_type: 'password' });

const limited = (res: { status: number; body: any }) => res.status === 429 && res.body.msg === TOO_MANY_REQUESTS;
/** A fresh data directory, removed after the file. */
const ownDirs: string[] = [];
function ownDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-redis-'));
  ownDirs.push(dir);
  return dir;
}
afterAll(() => ownDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const rateLimitRows = () => server.services.db.models.RateLimit.count();

describe('two instances with REDIS_URL', () => {
  test('the 9th try from one address through instance two is 429 after 8 through instance one', async () => {
    for (let i = 0; i < 8; i++) expect((await token(server.request, '10.9.0.1', `1371119000${i}`)).status).toBe(400);
    expect(limited(await token(second.request, '10.9.0.1', '13711190009'))).toBe(true);
    expect((await token(second.request, '10.9.0.2', '13711190009')).status).toBe(400);
  });

  test('the counters are Redis keys that expire by themselves; none are rows in sys_rate_limit', async () => {
    expect((await token(second.request, '10.9.1.1', '13711191001')).status).toBe(400);
    const [key] = await redis.keys(`${PREFIX}login:address:10.9.1.1:*`);
    expect(await redis.get(key)).toBe('1');
    // Kept until the end of the next window: at most two windows from now.
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2 * WINDOW_MS);
    for (const each of await redis.keys(`${PREFIX}*`)) expect([each, (await redis.pttl(each)) > 0]).toEqual([each, true]);
    expect(await rateLimitRows()).toBe(0);
  });

  test('without REDIS_URL the counters are rows in sys_rate_limit, and no Redis key is made', async () => {
    // On SQLite a directory of its own: a second process on the first one's is refused (data-dir-lock.ts).
    const plain = await boot({
      dataDir: severalInstances(server.config) ? server.config.dataDir : ownDataDir(),
      databaseUrl: server.config.databaseUrl,
      cacheSeconds: 1,
      rateLimits: RATE_LIMITS,
      redisUrl: undefined,
      rateLimitKeyPrefix: PREFIX,
    });
    try {
      const plainRows = () => plain.services.db.models.RateLimit.count();
      const before = await plainRows();
      await plain.services.limits.hit('login', '10.9.2.1', '13711192001');
      // One counter per address and one per account.
      expect((await plainRows()) - before).toBe(2);
      expect(await redis.keys(`${PREFIX}login:*:10.9.2.1:*`)).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  test('Redis failing during a request is 503 with a Chinese message, logged once, not a 500', async () => {
    const dead = await openTestRedis();
    dead.disconnect();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const live = server.services.limits;
    server.services.limits = new RateLimiter(RATE_LIMITS, new RedisCounters(dead, PREFIX));
    try {
      for (const address of ['10.9.3.1', '10.9.3.2']) {
        const res = await token(server.request, address, '13711193001');
        expect([res.status, res.body.code, res.body.msg]).toEqual([503, 503, LIMITS_UNAVAILABLE]);
      }
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0][0])).toContain('Redis failed');
    } finally {
      server.services.limits = live;
      errors.mockRestore();
    }
  });
});

describe('RedisCounters', () => {
  const expiresAt = () => new Date(Date.now() + 60_000);

  test('30 parallel takes with budget 5 on one bucket, from two connections, admit exactly 5', async () => {
    const other = await openTestRedis();
    const stores = [new RedisCounters(redis, PREFIX), new RedisCounters(other, PREFIX)];
    try {
      const taken = await Promise.all(Array.from({ length: 30 }, (_, i) => stores[i % 2].take('parallel', 5, expiresAt())));
      expect(taken.filter(Boolean).length).toBe(5);
      expect(await stores[0].read('parallel')).toBe(5);
    } finally {
      await stores[1].close();
    }
  });

  test('the take script refuses at the budget and then counts nothing', async () => {
    const store = new RedisCounters(redis, PREFIX);
    await redis.set(`${PREFIX}full`, '3');
    expect(await store.take('full', 3, expiresAt())).toBe(false);
    expect(await redis.get(`${PREFIX}full`)).toBe('3');
    expect(await store.take('full', 4, expiresAt())).toBe(true);
    expect(await store.read('full')).toBe(4);
    expect(await store.read('missing')).toBe(0);
  });

  test('the first hit sets the expiry at expiresAt; later hits leave it', async () => {
    const store = new RedisCounters(redis, PREFIX);
    expect(await store.take('expiry', 5, new Date(Date.now() + 30_000))).toBe(true);
    expect(await store.take('expiry', 5, new Date(Date.now() + 300_000))).toBe(true);
    const ttl = await redis.pttl(`${PREFIX}expiry`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  test('a budget below 1 is refused without asking Redis', async () => {
    const dead = await openTestRedis();
    dead.disconnect();
    const store = new RedisCounters(dead, PREFIX);
    expect(await store.take('nothing', 0, expiresAt())).toBe(false);
    expect(await store.take('nothing', -2, expiresAt())).toBe(false);
  });
});

test('an unreachable REDIS_URL fails the start within seconds, with one clear line', async () => {
  const started = Date.now();
  const failed = await boot({ dataDir: severalInstances(server.config) ? server.config.dataDir : ownDataDir(), databaseUrl: server.config.databaseUrl, redisUrl: 'redis://127.0.0.1:1' }).catch((error) => error);
  expect(failed).toBeInstanceOf(RedisStartError);
  expect(failed.message).toBe('无法连接 Redis 127.0.0.1:1（ECONNREFUSED）：请检查 REDIS_URL 和 Redis 服务是否已启动');
  expect(Date.now() - started).toBeLessThan(10_000);
});
