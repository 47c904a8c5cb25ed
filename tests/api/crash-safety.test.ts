import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { startServer, type ServerProcess } from '../../bench/processes';
import { PROJECT_ROOT } from '../../server/project-root';

/**
 * The server in a process of its own on a SQLite file takes a stream of writes and is killed with SIGKILL in the
 * middle of it; started again on the same file, it has every write it acknowledged and the file is intact.
 */
const ENV = { DATABASE_URL: '', SKIP_WEB_BUILD: '1', SCHEMA_WATCH: '0', RATE_LIMIT_LOGIN_ADDRESS: '1000000/60', RATE_LIMIT_LOGIN_ACCOUNT: '1000000/60', RATE_LIMIT_LOOKUP_ADDRESS: '1000000/60', RATE_LIMIT_LOOKUP_ACCOUNT: '1000000/60' };
const start = (dataDir: string) => startServer('app', ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/start.ts')], { ...ENV, DATA_DIR: dataDir });

async function adminHeaders(base: string): Promise<Record<string, string>> {
  const companies = await (await fetch(`${base}/api/admin/company/selectCompanyByUserName?userName=13800000001`)).json();
  const tenantId = companies.data[0].tenantId;
  const form = new URLSearchParams({ username: '13800000001', password: 'Demo@2026', tenantId: String(tenantId), grant_type: 'password' });
  const res = await fetch(`${base}/api/auth/oauth/token`, { method: 'POST', body: form, headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}` } });
  return { Authorization: `Bearer ${(await res.json()).access_token}`, 'Content-Type': 'application/json' };
}

function integrityCheck(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => error && reject(error));
    db.all('PRAGMA integrity_check', (error, rows: any[]) => {
      db.close();
      if (error) reject(error);
      else resolve(rows.map((row) => row.integrity_check).join('\n'));
    });
  });
}

let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-crash-'));
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('writes acknowledged before a SIGKILL are all there after a restart, and the file passes integrity_check', async () => {
  server = await start(dataDir);
  const headers = await adminHeaders(server.base);
  const departs = await (await fetch(`${server.base}/api/admin/depart/departList`, { headers })).json();
  const root = departs.data.find((d: any) => d.parentId === -1) ?? departs.data[0];
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  // Four writers at once; the process is killed once 100 writes are acknowledged, with others in flight.
  const writer = async (w: number) => {
    for (let i = 0; i < 200 && !killed; i++) {
      const name = `崩溃${w}-${i}`;
      sent++;
      try {
        const res = await fetch(`${server!.base}/api/admin/depart/addList`, { method: 'POST', headers, body: JSON.stringify([{ name, parentId: root.id }]) });
        const body = await res.json();
        if (res.status === 200 && body.code === 2000) acknowledged.push(name);
      } catch {
        return; // the connection died with the process
      }
      if (acknowledged.length >= 100 && !killed) {
        killed = true;
        process.kill(server!.pid, 'SIGKILL');
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(writer));
  expect(killed).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 200));

  const file = path.join(dataDir, 'console.sqlite');
  expect(await integrityCheck(file)).toBe('ok');
  server = await start(dataDir);
  const after = await (await fetch(`${server.base}/api/admin/depart/departList`, { headers: await adminHeaders(server.base) })).json();
  const names = new Set(after.data.map((d: any) => d.name));
  expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  console.log(`crash safety: ${sent} writes sent, ${acknowledged.length} acknowledged before SIGKILL, all present after restart`);
  await server.stop();
  server = undefined;
  expect(await integrityCheck(file)).toBe('ok');
}, 120_000);
