import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn, spawnSync } from 'node:child_process';
import supertest from 'supertest';
import { boot } from '../../server/boot';
import { DataDirInUse } from '../../server/db/data-dir-lock';
import { PROJECT_ROOT } from '../../server/project-root';
import { UNLIMITED } from '../support/rate-limits';

/**
 * One process per SQLite data directory (issue 26): the in-process writer mutex is the only thing keeping SQLite's
 * writers apart, so a second start on the same directory is refused with a message naming MySQL. These boots use
 * SQLite on the MySQL run as well: the lock is about the embedded database.
 */
const dirs: string[] = [];
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-lock-'));
  dirs.push(dir);
  return dir;
};
const start = (dataDir: string) => boot({ dataDir, databaseUrl: undefined, cacheSeconds: 1, rateLimits: UNLIMITED, redisUrl: undefined });
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

test('a second boot on the same data directory is refused; another directory is not; after stop it boots again', async () => {
  const dir = newDir();
  const first = await start(dir);
  const httpServer = http.createServer(first.app.callback());
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  try {
    const refused = start(dir);
    await expect(refused).rejects.toBeInstanceOf(DataDirInUse);
    await expect(refused).rejects.toThrow(`数据目录 ${dir} 已被另一个进程（pid ${process.pid}）使用：多个实例请使用 MySQL（DATABASE_URL）。`);
    await expect(refused).rejects.toThrow(`The data directory ${dir} is in use by another process (pid ${process.pid}): run several instances on MySQL (DATABASE_URL).`);
    // The first server still answers after the refused start.
    const res = await supertest(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`).get('/api/admin/company/selectCompanyByUserName').query({ userName: '13800000003' });
    expect(res.status).toBe(200);
    const other = await start(newDir());
    await other.close();
  } finally {
    await new Promise((resolve) => httpServer.close(resolve));
    await first.close();
  }
  const again = await start(dir);
  await again.close();
});

test('a lock left by a process that is gone (a crash) is taken over', async () => {
  const dir = newDir();
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  fs.writeFileSync(path.join(dir, 'console.sqlite.lock'), gone.stdout);
  const server = await start(dir);
  expect(fs.readFileSync(path.join(dir, 'console.sqlite.lock'), 'utf8')).toBe(String(process.pid));
  await server.close();
  expect(fs.existsSync(path.join(dir, 'console.sqlite.lock'))).toBe(false);
});

test('`server/start.ts` on a directory in use exits 1 with the message', async () => {
  const dir = newDir();
  const first = await start(dir);
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/start.ts')], {
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL: '', SKIP_WEB_BUILD: '1', SCHEMA_WATCH: '0', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(output).toContain(`数据目录 ${dir} 已被另一个进程（pid ${process.pid}）使用：多个实例请使用 MySQL（DATABASE_URL）。`);
    expect(output).toContain('run several instances on MySQL (DATABASE_URL)');
    expect(code).toBe(1);
  } finally {
    await first.close();
  }
}, 60_000);
