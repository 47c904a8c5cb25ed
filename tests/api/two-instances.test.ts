import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { boot } from '../../server/boot';
import { startTestServer, type TestServer } from '../support/test-server';
import { UNLIMITED } from '../support/rate-limits';

/**
 * Two servers on one MySQL database (as behind a load balancer): what one changes, the other applies within
 * CACHE_SECONDS — a revoked token, a role's grants, a new row in a list. Needs TEST_MYSQL_URL.
 */
const CACHE_SECONDS = 1;
/** How long past CACHE_SECONDS a change may take to show (a loaded CI machine). */
const MARGIN_MS = 1_500;
const suite = process.env.TEST_MYSQL_URL ? describe : describe.skip;
if (!process.env.TEST_MYSQL_URL) test.skip('two instances on one MySQL database: set TEST_MYSQL_URL to run', () => {});

suite('two instances, one MySQL database', () => {
  let first: TestServer;
  let second: { request: supertest.Agent; close: () => Promise<void> };
  beforeAll(async () => {
    first = await startTestServer({ env: { cacheSeconds: CACHE_SECONDS } as any });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-second-'));
    const booted = await boot({ dataDir, databaseUrl: first.config.databaseUrl, cacheSeconds: CACHE_SECONDS, rateLimits: UNLIMITED } as any);
    const httpServer = http.createServer(booted.app.callback());
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    second = {
      request: supertest(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`),
      close: async () => {
        await new Promise((resolve) => httpServer.close(resolve));
        await booted.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.stop();
  });

  /** Asks until `done` holds or CACHE_SECONDS and the margin have passed; answers whether it held and after how long. */
  async function within(ask: () => Promise<boolean>): Promise<{ held: boolean; ms: number }> {
    const started = Date.now();
    while (Date.now() - started < CACHE_SECONDS * 1000 + MARGIN_MS) {
      if (await ask()) return { held: true, ms: Date.now() - started };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { held: false, ms: Date.now() - started };
  }

  test('a token revoked through one is refused by the other', async () => {
    const token = await first.login('13800000001', first.tenants.A);
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await second.request.get('/api/admin/user/front/info').set(bearer)).status).toBe(200);
    expect((await first.request.delete('/api/auth/oauth/token').query({ access_token: token })).status).toBe(200);
    expect(await within(async () => (await second.request.get('/api/admin/user/front/info').set(bearer)).status === 401)).toMatchObject({ held: true });
  });

  test('a role change through one applies in the other', async () => {
    const admin = await first.auth('13800000001', first.tenants.A);
    const member = await first.auth('13800000002', first.tenants.A);
    const roles = (await first.request.get('/api/admin/group/list').query({ limit: 100 }).set(admin)).body.data.records;
    const sales = roles.find((role: any) => role.name === '业务员');
    const tree = () => second.request.get('/api/admin/depart/tree').set(member);
    expect((await tree()).status).toBe(403);
    expect((await first.request.post('/api/admin/group/insertGroupMenu').set(admin).send({ groupId: sales.id, menuList: ['depart'] })).status).toBe(200);
    expect(await within(async () => (await tree()).status === 200)).toMatchObject({ held: true });
    expect((await first.request.post('/api/admin/group/insertGroupMenu').set(admin).send({ groupId: sales.id, menuList: [] })).status).toBe(200);
    expect(await within(async () => (await tree()).status === 403)).toMatchObject({ held: true });
  });

  test('a write through one is seen in the other\'s lists', async () => {
    const admin = await first.auth('13800000001', first.tenants.A);
    const names = async () => ((await second.request.get('/api/admin/depart/departList').set(admin)).body.data as any[]).map((d) => d.name);
    const users = async () => ((await second.request.get('/api/admin/user/selectPage').query({ page: 1, limit: 100 }).set(admin)).body.data.records as any[]).map((u) => u.name);
    // Read through the second first, so a cached answer is there to go stale.
    expect(await names()).not.toContain('双实例部门');
    expect(await users()).not.toContain('双实例成员');
    const departs = (await first.request.get('/api/admin/depart/departList').set(admin)).body.data;
    const root = departs.find((d: any) => d.parentId === -1) ?? departs[0];
    expect((await first.request.post('/api/admin/depart/addList').set(admin).send([{ name: '双实例部门', parentId: root.id }])).status).toBe(200);
    expect(await within(async () => (await names()).includes('双实例部门'))).toMatchObject({ held: true });
    const added = await first.request.post('/api/admin/user/addUser').set(admin).send({ username: '13966660001', name: '双实例成员', departId: root.id, password: 'Twice@2026', rePassword: 'Twice@2026' });
    expect(added.status).toBe(200);
    expect(await within(async () => (await users()).includes('双实例成员'))).toMatchObject({ held: true });
  });

  test('wrong passwords of a mobile with no account count across both, and the lock shows on both', async () => {
    const tryOn = (request: supertest.Agent) =>
      request.post('/api/auth/oauth/token').auth('console', 'console').type('form').send({ username: '13966669999', password: 'Wrong#guess', tenantId: String(first.tenants.A), grant_type: 'password' });
    const messages = [];
    for (let i = 0; i < first.config.login.maxWrongPasswords; i++) messages.push((await tryOn(i % 2 ? second.request : first.request)).body.msg);
    expect(messages.slice(0, -1).every((msg) => msg === '用户名或密码错误')).toBe(true);
    for (const request of [messages.at(-1), (await tryOn(first.request)).body.msg, (await tryOn(second.request)).body.msg]) expect(request).toMatch(/账号已锁定/);
  });
});
