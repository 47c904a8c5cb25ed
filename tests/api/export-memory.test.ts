import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import { boot } from '../../server/boot';
import { seedDemo } from '../../seeds/load';
import { asSystem } from '../../server/context/request-context';
import { startServer, type ServerProcess } from '../../bench/processes';
import { PROJECT_ROOT } from '../../server/project-root';
import { UNLIMITED } from '../support/rate-limits';
import { LOG_EXPORT, seedGateLogs, sheetSummary } from '../support/export-downloads';

/**
 * Finding 6 of issue 25: 16 parallel exports of the operation log took the server to 1.97 GB. Here the server runs in
 * a process of its own (its RSS is what is measured) on a database where each of the two demo companies has more
 * than 100,000 log rows; 16 exports are fired at once, 8 per company. The instance runs one per company and refuses
 * the rest (429); the ones let in are read to the end and stop at 100,000 rows with a last row saying so. Meanwhile
 * the server's RSS stays under 400 MB and `front/info` keeps answering.
 */
const ROWS = 100_005;
const CAP_ROW = '已达导出上限 100000 行，请缩小筛选范围后分批导出';
const ENV = { SKIP_WEB_BUILD: '1', SCHEMA_WATCH: '0', SCHEDULE_REMINDER_SECONDS: '0', SUBSCRIPTION_EXPIRY_SECONDS: '0', RATE_LIMIT_LOGIN_ADDRESS: '1000/60', RATE_LIMIT_LOGIN_ACCOUNT: '1000/60' };
const COMPANIES = [
  { name: '演示科技有限公司', admin: '13800000001' },
  { name: '示例制造有限公司', admin: '13900000001' },
];

let dataDir: string;
let databaseUrl: string | undefined;
let server: ServerProcess | undefined;
const tenants: number[] = [];

/** The database the server process will use, migrated, seeded with the demo and the log rows by an in-process boot. */
async function prepareDatabase() {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-export-memory-'));
  if (process.env.TEST_MYSQL_URL) databaseUrl = `${process.env.TEST_MYSQL_URL.replace(/\/[^/]*$/, '')}/console_test_${crypto.randomBytes(4).toString('hex')}`;
  const booted = await boot({ dataDir, databaseUrl, rateLimits: UNLIMITED, redisUrl: undefined, scheduleReminderSeconds: 0, subscriptionExpirySeconds: 0 });
  try {
    await seedDemo(booted.services);
    for (const company of COMPANIES) {
      const row: any = await asSystem(() => booted.services.db.models.Company.findOne({ where: { companyName: company.name }, raw: true }));
      tenants.push(row.id);
      await seedGateLogs(booted.services, row.id, ROWS);
    }
  } finally {
    await booted.close();
  }
}

beforeAll(async () => {
  await prepareDatabase();
  server = await startServer('export-memory', ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/start.ts')], { ...ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (databaseUrl) {
    const connection = await mysql.createConnection(databaseUrl.replace(/\/[^/]*$/, '/'));
    await connection.query(`DROP DATABASE IF EXISTS \`${databaseUrl.split('/').pop()}\``);
    await connection.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function bearer(base: string, mobile: string, tenantId: number): Promise<Record<string, string>> {
  const form = new URLSearchParams({ username: mobile, password: 'Demo@2026', tenantId: String(tenantId), grant_type: 'password' });
  const res = await fetch(`${base}/api/auth/oauth/token`, { method: 'POST', body: form, headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}` } });
  const body = await res.json();
  if (!body.access_token) throw new Error(`login ${mobile}: ${res.status} ${JSON.stringify(body)}`);
  return { Authorization: `Bearer ${body.access_token}` };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('16 parallel exports of a 100,000-row log: one per company runs to its 100,000-row cap, the rest answer 429; RSS stays under 400 MB and front/info answers', async () => {
  const base = server!.base;
  const headers = await Promise.all(COMPANIES.map((company, i) => bearer(base, company.admin, tenants[i])));
  const quietRss = server!.rssMb();
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(server!.rssMb()), 50);
  const info: { status: number; ms: number }[] = [];
  let exporting = true;
  const prober = (async () => {
    while (exporting) {
      const started = Date.now();
      const res = await fetch(`${base}/api/admin/user/front/info`, { headers: headers[0] });
      await res.arrayBuffer();
      info.push({ status: res.status, ms: Date.now() - started });
      await sleep(100);
    }
  })();
  const exports = await Promise.all(
    Array.from({ length: 16 }, async (_, i) => {
      const res = await fetch(`${base}${LOG_EXPORT}`, { headers: headers[i % 2] });
      return { company: i % 2, status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    }),
  );
  exporting = false;
  await prober;
  clearInterval(sampler);
  const peak = Math.max(...rss);
  const slowest = Math.max(...info.map((probe) => probe.ms));
  console.log(`export memory: RSS ${quietRss.toFixed(0)} MB quiet, peak ${peak.toFixed(0)} MB over ${rss.length} samples; front/info ${info.length} answers, slowest ${slowest} ms`);

  const done = exports.filter((e) => e.status === 200);
  const refused = exports.filter((e) => e.status === 429);
  expect(done.length + refused.length).toBe(16);
  expect(done.map((e) => e.company).sort()).toEqual([0, 1]);
  for (const e of refused) expect(JSON.parse(e.body.toString())).toEqual({ code: 429, msg: '导出任务较多，请稍后再试', data: null });
  for (const e of done) {
    const sheet = await sheetSummary(e.body);
    // The header, the first 100,000 rows, and the row that says the export stopped there.
    expect(sheet.rows).toBe(100_002);
    expect(sheet.header).toEqual(['用户', '时间', 'IP地址', '地点', '操作菜单', '操作内容']);
    expect(sheet.last).toEqual([CAP_ROW]);
  }
  expect(peak).toBeLessThan(400);
  expect(info.length).toBeGreaterThanOrEqual(3);
  expect(info.every((probe) => probe.status === 200)).toBe(true);
}, 180_000);
