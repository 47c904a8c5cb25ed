import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import mysql from 'mysql2/promise';
import { freePort } from '../../bench/processes';
import { PROJECT_ROOT } from '../../server/project-root';
import demo from '../../seeds/demo.json';

/**
 * `server/start.ts` with NODE_ENV=production in a process of its own (issue 25): without its settings it names
 * them and exits before listening or opening a database; with them it starts with no demo data, the operator of
 * OPERATOR_MOBILE/OPERATOR_PASSWORD, only the console client of OAUTH_CLIENT_SECRET, and no payment channel.
 * On the MySQL run (TEST_MYSQL_URL) the server gets a database of its own through DATABASE_URL.
 */
const SETTINGS = {
  SECRET_KEY: crypto.randomBytes(24).toString('base64url'),
  OAUTH_CLIENT_SECRET: crypto.randomBytes(12).toString('hex'),
  OPERATOR_MOBILE: '18612345678',
  OPERATOR_PASSWORD: 'Prod-Operator#2026',
};

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** server/start.ts in production mode (NODE_ENV may be overridden), none of the settings inherited. */
function startProcess(env: Record<string, string>, port: number): Started {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...Object.keys(SETTINGS), 'PAYMENT_SANDBOX', 'PAYMENT_SECRET', 'OAUTH_CLIENTS']) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/start.ts')], {
    env: { ...base, NODE_ENV: 'production', SKIP_WEB_BUILD: '1', SCHEMA_WATCH: '0', SCHEDULE_REMINDER_SECONDS: '0', SUBSCRIPTION_EXPIRY_SECONDS: '0', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function untilAnswering(started: Started, base: string) {
  const deadline = Date.now() + 90_000;
  while (!(await answers(base))) {
    if (started.child.exitCode !== null || Date.now() > deadline) throw new Error(`the start did not answer:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function answers(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** A database name of its own on the MySQL run (created by the server's start), else SQLite in DATA_DIR. */
const mysqlRoot = process.env.TEST_MYSQL_URL?.replace(/\/[^/]*$/, '').replace(/\/$/, '');
async function mysqlHas(name: string): Promise<boolean> {
  const connection = await mysql.createConnection(`${mysqlRoot}/`);
  const [rows] = await connection.query('SHOW DATABASES LIKE ?', [name]);
  await connection.end();
  return (rows as unknown[]).length > 0;
}
async function dropMysql(name: string) {
  const connection = await mysql.createConnection(`${mysqlRoot}/`);
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.end();
}

let dataDir: string;
let databaseName: string;
let running: Started | undefined;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-production-'));
  databaseName = `console_prod_${crypto.randomBytes(4).toString('hex')}`;
});
afterEach(async () => {
  if (running && running.child.exitCode === null) {
    running.child.kill('SIGTERM');
    await running.exited;
  }
  running = undefined;
  if (mysqlRoot) await dropMysql(databaseName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const databaseEnv = () => ({ DATA_DIR: dataDir, DATABASE_URL: mysqlRoot ? `${mysqlRoot}/${databaseName}` : '' });

test('missing settings: a non-zero exit, one line naming every one, nothing listened, no database made', async () => {
  const port = await freePort();
  running = startProcess({ ...databaseEnv(), SECRET_KEY: 'too-short' }, port);
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([running.exited, new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 60_000)))]);
  clearTimeout(timer);
  expect(code).not.toBe('timeout');
  expect(code).not.toBe(0);
  const lines = running.output().split('\n').filter((line) => line.includes('missing required settings'));
  expect(lines).toEqual(['missing required settings for production (生产模式缺少必需的设置): SECRET_KEY (at least 32 characters), OAUTH_CLIENT_SECRET, OPERATOR_MOBILE, OPERATOR_PASSWORD']);
  expect(running.output()).not.toContain('running at');
  expect(await answers(`http://127.0.0.1:${port}`)).toBe(false);
  expect(fs.existsSync(path.join(dataDir, 'console.sqlite'))).toBe(false);
  if (mysqlRoot) expect(await mysqlHas(databaseName)).toBe(false);
}, 90_000);

test('the full set starts with no demo data: the operator of the settings, only the console client secret, no payment channel', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  running = startProcess({ ...databaseEnv(), ...SETTINGS }, port);
  await untilAnswering(running, base);
  expect(running.output()).toContain('生产模式 (production mode)');
  expect(running.output()).not.toContain('演示模式');
  if (mysqlRoot) expect(await mysqlHas(databaseName)).toBe(true);

  const token = (client: string, username: string, password: string, tenantId: number) =>
    fetch(`${base}/api/auth/oauth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(client).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password, tenantId: String(tenantId), grant_type: 'password' }),
    });
  const client = `console:${SETTINGS.OAUTH_CLIENT_SECRET}`;
  // What the web app's login page sends: the console client with the deployment's secret.
  const webClient = await (await fetch(`${base}/api/auth/oauth/client`)).json();
  expect(webClient.data).toEqual({ clientId: 'console', clientSecret: SETTINGS.OAUTH_CLIENT_SECRET });

  // The operator of the settings signs in with the console client's secret; console:console is refused.
  expect((await token('console:console', SETTINGS.OPERATOR_MOBILE, SETTINGS.OPERATOR_PASSWORD, 0)).status).toBe(401);
  const operatorLogin = await token(client, SETTINGS.OPERATOR_MOBILE, SETTINGS.OPERATOR_PASSWORD, 0);
  expect(operatorLogin.status).toBe(200);
  const operator = { Authorization: `Bearer ${(await operatorLogin.json()).access_token}` };

  // No demo company, member or operator.
  const demoCompanies = await (await fetch(`${base}/api/admin/company/selectCompanyByUserName?userName=13800000001`)).json();
  expect(demoCompanies.data).toEqual([]);
  for (const [mobile, tenantId] of [['13800000001', 1], [demo.operator.mobile, 0]] as const) {
    const refused = await token(client, mobile, demo.password, tenantId);
    expect([refused.status, (await refused.json()).msg]).toEqual([400, '用户名或密码错误']);
  }

  // A company of its own through public registration, its code read by the operator in the SMS outbox.
  const mobile = '13712345678';
  expect((await fetch(`${base}/api/admin/company/sendRegisterSms?mobile=${mobile}`, { method: 'POST' })).status).toBe(200);
  const outbox = await (await fetch(`${base}/api/platform/sms-outbox/list?mobile=${mobile}&page=1&limit=10`, { headers: operator })).json();
  const phoneCode = /验证码是(\d{6})/.exec(outbox.data.records[0].content)![1];
  const registered = await fetch(`${base}/api/admin/company/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile, phoneCode, companyName: '生产模式测试公司', password: 'Admin@2026', userName: mobile }),
  });
  expect(registered.status).toBe(200);
  const { tenantId } = (await registered.json()).data;
  const adminLogin = await token(client, mobile, 'Admin@2026', tenantId);
  expect(adminLogin.status).toBe(200);
  const admin = { Authorization: `Bearer ${(await adminLogin.json()).access_token}` };

  // The application catalogue is platform reference data: there in production too.
  const services = (await (await fetch(`${base}/api/business/plt-server/findAll`, { headers: admin })).json()).data;
  expect(Object.values(services).flat().length).toBeGreaterThan(0);

  const order = await (await fetch(`${base}/api/business/plt-order/createRechargeOrder?amount=100.00`, { headers: admin })).json();
  expect(order.code).toBe(2000);
  const qr = await fetch(`${base}/api/business/payOrder/getQrcodeGenerate?orderSn=${order.data.orderSn}&orderAmt=100.00`, { headers: admin });
  expect([qr.status, (await qr.json()).msg]).toEqual([409, '未配置支付渠道']);
  expect((await (await fetch(`${base}/api/business/transaction-flow/selectBalance`, { headers: admin })).json()).data).toBe(0);
}, 120_000);

test('without NODE_ENV=production the start is the demo and says so; the web client is console:console', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  running = startProcess({ ...databaseEnv(), NODE_ENV: '' }, port);
  await untilAnswering(running, base);
  expect(running.output()).toContain('演示模式 (demo mode): demo accounts loaded, payment sandbox on — set NODE_ENV=production for a deployment');
  expect((await (await fetch(`${base}/api/auth/oauth/client`)).json()).data).toEqual({ clientId: 'console', clientSecret: 'console' });
  const companies = await (await fetch(`${base}/api/admin/company/selectCompanyByUserName?userName=13800000001`)).json();
  expect(companies.data.length).toBe(1);
}, 120_000);
