import http from 'node:http';
import { secondInstance } from '../support/second-instance';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { RateLimiter, TOO_MANY_REQUESTS } from '../../server/providers/rate-limit/rate-limiter';
import { DatabaseCounters } from '../../server/providers/rate-limit/database-counters';
import { startTestServer, type TestServer } from '../support/test-server';

/** Per-address and per-account sliding-window limits, lowered for the test, with the counters in the database. */
const RATE_LIMITS = {
  login: { perAddress: { limit: 8, seconds: 600 }, perAccount: { limit: 4, seconds: 600 } },
  sms: { perAddress: { limit: 3, seconds: 600 }, perAccount: { limit: 2, seconds: 600 } },
  lookup: { perAddress: { limit: 5, seconds: 600 }, perAccount: { limit: 3, seconds: 600 } },
  smsSend: { perAddress: { limit: 5, seconds: 600 }, perAccount: { limit: 3, seconds: 600 } },
  logistics: { perAddress: { limit: 5, seconds: 600 }, perAccount: { limit: 3, seconds: 600 } },
  publicRead: { perAddress: { limit: 5, seconds: 600 }, perAccount: { limit: 1000, seconds: 600 } },
};

let server: TestServer;
let second: { request: supertest.Agent; stop: () => Promise<void> };

/** The app trusting one proxy hop, so each test can speak from addresses of its own. */
function trustOneProxy(app: { proxy: boolean; maxIpsCount: number }) {
  app.proxy = true;
  app.maxIpsCount = 1;
}

beforeAll(async () => {
  server = await startTestServer({ env: { rateLimits: RATE_LIMITS } as any });
  trustOneProxy(server.app);
  // A second instance on the same database, as behind a load balancer (on SQLite the first one: second-instance.ts).
  const other = await secondInstance(server, { cacheSeconds: 1, rateLimits: RATE_LIMITS, redisUrl: undefined });
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
  await second.stop();
  await server.stop();
});

const token = (request: supertest.Agent, address: string, username: string) =>
  request
    .post('/api/auth/oauth/token')
    .set('X-Forwarded-For', address)
    .auth('console', 'console')
    .type('form')
    .send({ username, password: 'Wrong#guess', tenantId: String(server.tenants.A), grant_type: 'password' });

const limited = (res: { status: number; body: any }) => res.status === 429 && res.body.msg === TOO_MANY_REQUESTS;

describe('token endpoint', () => {
  test('per account: the 5th try at one mobile within the window is 429, from any address', async () => {
    for (let i = 0; i < 4; i++) expect((await token(server.request, `10.1.0.${i + 1}`, '13711112001')).status).toBe(400);
    const refused = await token(server.request, '10.1.0.99', '13711112001');
    expect(limited(refused)).toBe(true);
    expect((await token(server.request, '10.1.0.99', '13711112002')).status).toBe(400);
  });

  test('per address: the 9th try from one address is 429 whatever the mobile; another address still gets through', async () => {
    for (let i = 0; i < 8; i++) expect((await token(server.request, '10.2.0.1', `1371111210${i}`)).status).toBe(400);
    expect(limited(await token(server.request, '10.2.0.1', '13711112110'))).toBe(true);
    expect((await token(server.request, '10.2.0.2', '13711112110')).status).toBe(400);
  });

  test('20 parallel tries from one address: exactly the limit get through', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => token(server.request, '10.3.0.1', `137111130${String(i).padStart(2, '0')}`)));
    expect(answers.filter((res) => res.status === 400).length).toBe(8);
    expect(answers.filter(limited).length).toBe(12);
  });

  test('the limit holds across two instances on one database', async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await token(i % 2 ? second.request : server.request, '10.4.0.1', `137111140${String(i).padStart(2, '0')}`));
    expect(answers.filter((res) => res.status === 400).length).toBe(8);
    expect(answers.slice(8).every(limited)).toBe(true);
  });
});

describe('public look-ups and SMS sends', () => {
  const lookups = (address: string, mobile: string) => [
    () => server.request.get('/api/admin/company/selectCompanyByUserName').set('X-Forwarded-For', address).query({ userName: mobile }),
    () => server.request.get('/api/admin/user/checkLogin').set('X-Forwarded-For', address).query({ username: mobile, tenantId: server.tenants.A }),
    () => server.request.post('/api/admin/company/registerCheckMobile').set('X-Forwarded-For', address).query({ mobile }),
  ];

  test('selectCompanyByUserName, checkLogin and registerCheckMobile share one per-address limit', async () => {
    const calls = [0, 1, 2, 3, 4, 5].map((i) => lookups('10.6.0.1', `1371116000${i}`)[i % 3]);
    for (const call of calls.slice(0, 5)) expect((await call()).status).not.toBe(429);
    for (const call of lookups('10.6.0.1', '13711160009')) expect(limited(await call())).toBe(true);
    expect((await lookups('10.6.0.2', '13711160009')[0]()).status).toBe(200);
  });

  test('the same mobile looked up from many addresses is limited per account', async () => {
    for (let i = 0; i < 3; i++) expect((await lookups(`10.7.0.${i + 1}`, '13900000001')[0]()).body.data).toHaveLength(1);
    expect(limited(await lookups('10.7.0.9', '13900000001')[0]())).toBe(true);
    expect(limited(await lookups('10.7.0.9', '13900000001')[1]())).toBe(true);
  });

  test('SMS sends: per address across mobiles, and per mobile across addresses', async () => {
    const send = (address: string, mobile: string, path = '/api/admin/company/sendRegisterSms') =>
      server.request.post(path).set('X-Forwarded-For', address).query({ mobile });
    for (let i = 0; i < 3; i++) expect((await send('10.8.0.1', `1371118000${i}`)).body.code).toBe(2000);
    expect(limited(await send('10.8.0.1', '13711180009'))).toBe(true);
    expect(limited(await send('10.8.0.1', '13800000001', '/api/admin/company/sendForgetSms'))).toBe(true);
    // Per mobile: the resend pause is per purpose, the limit counts every send to the number.
    expect((await send('10.8.1.1', '13800000002', '/api/admin/company/sendForgetSms')).body.code).toBe(2000);
    expect((await send('10.8.1.2', '13800000002', '/api/admin/company/sendRegisterSms')).status).toBe(400);
    expect(limited(await send('10.8.1.3', '13800000002', '/api/admin/company/sendForgetSms'))).toBe(true);
  });
});

describe('the sliding window', () => {
  test('hits leave the window as it slides: the previous window counts by the share still inside', async () => {
    let now = Date.UTC(2026, 0, 1, 0, 0, 0);
    const limits = { ...RATE_LIMITS, login: { perAddress: { limit: 4, seconds: 60 }, perAccount: { limit: 100, seconds: 60 } } };
    const limiter = new RateLimiter(limits, new DatabaseCounters(server.services.db), () => now);
    const hit = () => limiter.hit('login', 'window-test', `account-${now}`).then(() => true, () => false);
    now += 50_000; // 50 s into a window: 4 hits fill it.
    for (let i = 0; i < 4; i++) expect(await hit()).toBe(true);
    expect(await hit()).toBe(false);
    now += 15_000; // 5 s into the next: 4 × 55/60 of the previous still counts (rounded up: 4).
    expect(await hit()).toBe(false);
    now += 30_000; // 35 s in: 4 × 25/60 → 2 count, so 2 more fit.
    expect(await hit()).toBe(true);
    expect(await hit()).toBe(true);
    expect(await hit()).toBe(false);
    now += 60_000; // 35 s into the window after: the previous one's 2 count by 25/60 → 1, so 3 fit.
    for (let i = 0; i < 3; i++) expect(await hit()).toBe(true);
    expect(await hit()).toBe(false);
  });
});

describe('reads anyone may make (readBy: anyone)', () => {
  test('the help center: the 6th read from one address within the window is 429; another address still reads', async () => {
    const read = (address: string) => server.request.get('/api/business/plt-help-center-title/selectAll').set('X-Forwarded-For', address);
    for (let i = 0; i < 5; i++) expect((await read('10.9.0.1')).status).toBe(200);
    expect(limited(await read('10.9.0.1'))).toBe(true);
    expect((await read('10.9.0.2')).status).toBe(200);
  });
});
