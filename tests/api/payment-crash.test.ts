import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import mysql from 'mysql2/promise';
import { startServer, type ServerProcess } from '../../bench/processes';
import { PROJECT_ROOT } from '../../server/project-root';
import { SandboxGateway } from '../../server/providers/payment/sandbox-gateway';

/**
 * Issue 9: a `kill -9` of the server in the middle of a stream of payments — balance payments (payOrder) and gateway
 * callbacks of QR top-ups — leaves balance, ledger, orders and service counts consistent after a restart: every
 * acknowledged payment is there once, nothing is half done, and a replayed callback still credits nothing.
 * A server process of its own (as tests/api/crash-safety.test.ts), on a SQLite file, or with TEST_MYSQL_URL on a
 * throw-away MySQL database.
 */
const SECRET = 'crash-test-payment-secret';
const ENV = {
  DATABASE_URL: '', SKIP_WEB_BUILD: '1', SCHEMA_WATCH: '0', PAYMENT_SECRET: SECRET,
  RATE_LIMIT_LOGIN_ADDRESS: '1000000/60', RATE_LIMIT_LOGIN_ACCOUNT: '1000000/60', RATE_LIMIT_LOOKUP_ADDRESS: '1000000/60', RATE_LIMIT_LOOKUP_ACCOUNT: '1000000/60',
};
const MYSQL_ROOT = process.env.TEST_MYSQL_URL?.replace(/\/[^/]*$/, '');
const MYSQL_DB = `console_crash_${process.pid}`;
const start = (dataDir: string) =>
  startServer('app', ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/start.ts')], { ...ENV, DATA_DIR: dataDir, DATABASE_URL: MYSQL_ROOT ? `${MYSQL_ROOT}/${MYSQL_DB}` : '' });
const gateway = new SandboxGateway(async () => SECRET, 60);

async function adminSession(base: string) {
  const companies = await (await fetch(`${base}/api/admin/company/selectCompanyByUserName?userName=13800000001`)).json();
  const tenantId = companies.data.find((c: any) => c.companyName === '演示科技有限公司').tenantId as number;
  const form = new URLSearchParams({ username: '13800000001', password: 'Demo@2026', tenantId: String(tenantId), grant_type: 'password' });
  const res = await fetch(`${base}/api/auth/oauth/token`, { method: 'POST', body: form, headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}` } });
  return { tenantId, headers: { Authorization: `Bearer ${(await res.json()).access_token}`, 'Content-Type': 'application/json' } };
}

/** Rows of a query on the server's database (read while it runs or after it stopped); numbers as numbers. */
async function query(file: string, sql: string, params: unknown[] = []): Promise<any[]> {
  const numeric = (rows: any[]) => rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) && k !== 'orderSn' && k !== 'notifyId' ? Number(v) : v])));
  if (MYSQL_ROOT) {
    const connection = await mysql.createConnection(`${MYSQL_ROOT}/${MYSQL_DB}`);
    try {
      return numeric((await connection.query(sql, params))[0] as any[]);
    } finally {
      await connection.end();
    }
  }
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => error && reject(error));
    db.all(sql, params, (error, rows) => {
      db.close();
      if (error) reject(error);
      else resolve(numeric(rows as any[]));
    });
  });
}

/** The file is intact (SQLite); MySQL keeps its own. */
const intact = async (file: string) => (MYSQL_ROOT ? 'ok' : (await query(file, 'PRAGMA integrity_check'))[0].integrity_check);

let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-pay-crash-'));
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (MYSQL_ROOT) {
    const connection = await mysql.createConnection(`${MYSQL_ROOT}/`);
    await connection.query(`DROP DATABASE IF EXISTS \`${MYSQL_DB}\``);
    await connection.end();
  }
});

test('SIGKILL in a stream of payments: after a restart balance = ledger, each paid order charged or credited once, acknowledged ones all paid', async () => {
  server = await start(dataDir);
  const file = path.join(dataDir, 'console.sqlite');
  const { tenantId, headers } = await adminSession(server.base);
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${server!.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  const [sms] = await query(file, "SELECT c.id, p.qty, p.price FROM plt_app_catalog c JOIN plt_catalog_package p ON p.appId = c.id WHERE c.code = 'MSS2003' ORDER BY p.price ASC LIMIT 1");
  const smsBefore = ((await call('GET', '/api/business/server-company/selectLessCount')).body.data.lessCount) as number;
  const notify = async (orderSn: string, fen: number) => {
    const body = await gateway.notification({ orderSn, result: 'success', amountFen: fen, channel: 1 });
    const res = await fetch(`${server!.base}/api/business/payOrder/notify`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { ok: res.status === 200 && (await res.json()).code === 2000, body };
  };

  const acknowledged = { topUps: [] as string[], purchases: [] as number[] };
  const smsOrders: number[] = [];
  const callbacks: Record<string, string>[] = [];
  let killed = false;
  // A first top-up so that the purchases can be paid, then four payers at once: QR top-ups and balance purchases.
  const first = (await call('GET', '/api/business/plt-order/createRechargeOrder?amount=5000')).body.data;
  expect((await notify(first.orderSn, 500000)).ok).toBe(true);
  const payer = async (w: number) => {
    for (let i = 0; i < 200 && !killed; i++) {
      try {
        if ((i + w) % 2 === 0) {
          const order = (await call('GET', '/api/business/plt-order/createRechargeOrder?amount=1.23')).body.data;
          const sent = await notify(order.orderSn, 123);
          callbacks.push(sent.body);
          if (sent.ok) acknowledged.topUps.push(order.orderSn);
        } else {
          const order = (await call('POST', '/api/business/plt-order/createOrder', { type: 1, cid: sms.id, name: '短信服务', qty: sms.qty, amount: sms.price / 100 })).body.data;
          smsOrders.push(order.id);
          const paid = await call('POST', '/api/business/plt-order/payOrder', { id: order.id, password: 'Demo@2026' });
          if (paid.status === 200 && paid.body.code === 2000) acknowledged.purchases.push(order.id);
        }
      } catch {
        return; // the connection died with the process
      }
      if (acknowledged.topUps.length + acknowledged.purchases.length >= 40 && !killed) {
        killed = true;
        process.kill(server!.pid, 'SIGKILL');
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(payer));
  expect(killed).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await intact(file)).toBe('ok');

  server = await start(dataDir);
  // A callback replayed after the restart (the gateway retrying one it had no answer to) credits nothing twice.
  for (const body of callbacks.slice(-5)) await fetch(`${server.base}/api/business/payOrder/notify`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await server.stop();
  server = undefined;

  const [wallet] = await query(file, 'SELECT balance FROM plt_wallet WHERE tenantId = ?', [tenantId]);
  const [ledger] = await query(file, 'SELECT COALESCE(SUM(amount), 0) AS total, COUNT(*) AS flowCount FROM plt_transaction_flow WHERE tenantId = ?', [tenantId]);
  expect(Number(wallet.balance)).toBe(Number(ledger.total));
  expect(Number(wallet.balance)).toBeGreaterThanOrEqual(0);
  const orders = await query(file, 'SELECT id, orderSn, type, status, payMethod, amount FROM plt_order WHERE tenantId = ?', [tenantId]);
  const flows = await query(file, 'SELECT orderId, type, amount FROM plt_transaction_flow WHERE tenantId = ? AND orderId IS NOT NULL', [tenantId]);
  const flowsOf = (id: number) => flows.filter((flow) => flow.orderId === id);
  for (const order of orders) {
    const mine = flowsOf(order.id);
    if (order.status !== 1) expect({ order: order.id, flows: mine }).toEqual({ order: order.id, flows: [] });
    else if (order.type === 3) expect({ order: order.id, flows: mine }).toEqual({ order: order.id, flows: [{ orderId: order.id, type: 1, amount: order.amount }] });
    else if (order.payMethod === 0) expect({ order: order.id, flows: mine }).toEqual({ order: order.id, flows: [{ orderId: order.id, type: 2, amount: -order.amount }] });
  }
  const paid = new Map(orders.map((order) => [order.orderSn, order.status]));
  expect(acknowledged.topUps.filter((sn) => paid.get(sn) !== 1)).toEqual([]);
  const byId = new Map(orders.map((order) => [order.id, order.status]));
  expect(acknowledged.purchases.filter((id) => byId.get(id) !== 1)).toEqual([]);
  // Service counts: every SMS order of this stream that was paid added its pack once.
  const paidSms = smsOrders.filter((id) => byId.get(id) === 1).length;
  const [account] = await query(file, 'SELECT smsCount FROM plt_service_account WHERE tenantId = ?', [tenantId]);
  expect(Number(account.smsCount) - smsBefore).toBe(paidSms * sms.qty);
  const notices = await query(file, 'SELECT notifyId, COUNT(*) AS n FROM plt_payment_notice GROUP BY notifyId HAVING n > 1');
  expect(notices).toEqual([]);
  console.log(`payment crash: ${acknowledged.topUps.length} top-ups and ${acknowledged.purchases.length} purchases acknowledged before SIGKILL; ${orders.filter((o) => o.status === 1).length} orders paid, ${ledger.flowCount} ledger rows, balance = ledger after restart`);
  expect(await intact(file)).toBe('ok');
}, 180_000);
