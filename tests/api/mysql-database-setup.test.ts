import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import mysql from 'mysql2/promise';
import { boot } from '../../server/boot';

/**
 * `DATABASE_URL=mysql://…/name` naming a database that does not exist: created (utf8mb4) when the account may,
 * else the start stops with one line saying what to run. Needs MySQL/MariaDB (TEST_MYSQL_URL, e.g.
 * mysql://root@127.0.0.1:3306/test): random names, dropped afterwards.
 */
const base = process.env.TEST_MYSQL_URL;
const server = base ? base.replace(/\/[^/]*$/, '') : '';
const suite = base ? describe : describe.skip;
const ROOT = path.resolve(__dirname, '../..');

suite('a MySQL database that does not exist', () => {
  const name = `console_missing_${crypto.randomBytes(4).toString('hex')}`;
  const user = `console_limited_${crypto.randomBytes(3).toString('hex')}`;
  const hosts = ['%', 'localhost', '127.0.0.1'];
  let admin: mysql.Connection;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dbsetup-'));

  beforeAll(async () => {
    admin = await mysql.createConnection(`${server}/`);
    for (const host of hosts) await admin.query(`CREATE USER '${user}'@'${host}' IDENTIFIED BY 'Limited#1'`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    for (const host of hosts) await admin.query(`DROP USER IF EXISTS '${user}'@'${host}'`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('an account that may not create it: the start stops with one line naming the statement to run', () => {
    const url = new URL(`${server}/${name}`);
    url.username = user;
    url.password = 'Limited#1';
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: dataDir, SKIP_WEB_BUILD: '1', SCHEMA_WATCH: '0', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n').filter((line) => !/^npm warn/i.test(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`数据库 ${name} 不存在`);
    expect(lines[0]).toContain(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  test('an account that may: the database is created with utf8mb4 and the server boots on it', async () => {
    const started = await boot({ dataDir, databaseUrl: `${server}/${name}` });
    try {
      const [rows]: any = await admin.query('SELECT DEFAULT_CHARACTER_SET_NAME AS charset FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name]);
      expect(rows).toEqual([{ charset: 'utf8mb4' }]);
      const [tables]: any = await admin.query('SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?', [name]);
      expect(Number(tables[0].n)).toBeGreaterThan(10);
    } finally {
      await started.close();
    }
  }, 60_000);
});
