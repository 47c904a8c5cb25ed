import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import mysql from 'mysql2/promise';
import { boot } from '../../server/boot';
import { seedDemo } from '../../seeds/load';
import { UNLIMITED } from './rate-limits';

export const DEMO_PASSWORD = 'Demo@2026';
/** The demo platform operator (seeds/demo.json). */
export const DEMO_OPERATOR_MOBILE = '18800000000';

/** A throw-away MySQL database per test file when TEST_MYSQL_URL is set (e.g. mysql://root@127.0.0.1:3306). */
async function mysqlDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const base = process.env.TEST_MYSQL_URL;
  if (!base) return undefined;
  const name = `console_test_${crypto.randomBytes(4).toString('hex')}`;
  const root = base.replace(/\/[^/]*$/, '').replace(/\/$/, '');
  const connection = await mysql.createConnection(`${root}/`);
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  return {
    url: `${root}/${name}`,
    drop: async () => {
      const c = await mysql.createConnection(`${root}/`);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The real app on a fresh, migrated and seeded database, listening on a loopback port. */
export async function startTestServer(options: { seed?: boolean; env?: Record<string, string> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const mysqlDb = await mysqlDatabase();
  // Rate-limit counters in the throw-away database even when REDIS_URL is set: Redis outlives the test (rate-limits-redis.test.ts names its own).
  // The timed jobs off: a seeded schedule starting within 15 minutes of the wall clock would get its reminder in the
  // middle of a test that compares the company's rows before and after a call (the scope matrix did, at 08:45
  // Shanghai time). Tests run the jobs themselves (runScheduleReminders, runSubscriptionExpiry).
  const jobsOff = { scheduleReminderSeconds: 0, subscriptionExpirySeconds: 0 };
  const server = await boot({ dataDir, databaseUrl: mysqlDb?.url, cacheSeconds: 1, rateLimits: UNLIMITED, redisUrl: undefined, ...jobsOff, ...(options.env as any) });
  if (options.seed !== false) await seedDemo(server.services);
  const httpServer = http.createServer(server.app.callback());
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  const request = supertest(`http://127.0.0.1:${port}`);
  const tenants = await tenantIds(request);

  async function login(mobile: string, tenantId: number, password = DEMO_PASSWORD): Promise<string> {
    const res = await request
      .post('/api/auth/oauth/token')
      .auth('console', 'console')
      .type('form')
      .send({ username: mobile, password, tenantId: String(tenantId), grant_type: 'password' });
    if (res.status !== 200) throw new Error(`login ${mobile} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.access_token;
  }

  return {
    ...server,
    request,
    port,
    tenants,
    login,
    /** A bearer header for a login. */
    auth: async (mobile: string, tenantId: number) => ({ Authorization: `Bearer ${await login(mobile, tenantId)}` }),
    /** A bearer header of the demo platform operator (tenant 0, the operator console). */
    operatorAuth: async () => ({ Authorization: `Bearer ${await login(DEMO_OPERATOR_MOBILE, 0)}` }),
    stop: async () => {
      await new Promise((resolve) => httpServer.close(resolve));
      await server.close();
      await mysqlDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Company ids of the demo data by name. */
async function tenantIds(request: supertest.Agent) {
  const res = await request.get('/api/admin/company/selectCompanyByUserName').query({ userName: '13800000003' });
  const byName = new Map<string, number>((res.body.data ?? []).map((c: any) => [c.companyName, c.tenantId]));
  return { A: byName.get('演示科技有限公司') ?? 0, B: byName.get('示例制造有限公司') ?? 0 };
}
