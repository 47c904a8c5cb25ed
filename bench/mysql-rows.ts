/**
 * The bench's MySQL rows: a throw-away database on BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306; `off` skips
 * them), seeded as the SQLite one is, served by a second app process and by the MySQL data path
 * (bench/servers/data-path-mysql.ts: the same SQL through mysql2), each in a process of its own; dropped at the end.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import type { Load, Measurement } from './fire';
import { runToEnd, startServer, type ServerProcess } from './processes';
import { chosenTargets, dataPathReads, mysqlTargets, writeCeilingLoad, type Target, type TargetInputs } from './targets';
import type { Ceilings, Row } from './report';

export const DEFAULT_MYSQL_URL = 'mysql://root@127.0.0.1:3306';

export interface MysqlSetup {
  /** The compiled bench servers (seed.js, data-path-mysql.js). */
  buildDir: string;
  /** `node` arguments of the app, as the SQLite rows start it. */
  appCommand: string[];
  appEnv: Record<string, string>;
  only: RegExp | undefined;
  measure: (name: string, load: Load, server: ServerProcess) => Promise<Measurement>;
  /** Logs in and finds the ids the targets need, as for the SQLite app. */
  inputsOf: (app: ServerProcess, dataPath: ServerProcess, seeded: any) => Promise<TargetInputs>;
  log: (text: string) => void;
}

export interface MysqlResult {
  rows: Row[];
  ceilings: NonNullable<Ceilings['mysql']>;
  rss: { afterStart: number; afterRuns: number };
  /** The server, e.g. "MariaDB 10.11.6 on 127.0.0.1:3306". */
  server: string;
}

/** The MySQL server's address with a database name of its own. */
function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs the MySQL rows, or answers undefined when BENCH_MYSQL_URL is `off` or BENCH_ONLY chooses none of them. */
export async function runMysqlRows(setup: MysqlSetup, rowsOf: (x: TargetInputs) => Target[] = mysqlTargets): Promise<MysqlResult | undefined> {
  const base = process.env.BENCH_MYSQL_URL || DEFAULT_MYSQL_URL;
  if (base === 'off') return undefined;
  const probe: TargetInputs = { app: '', koa: '', dataPath: '', demoTenantId: 0, bigTenantId: 0, demoToken: '', bigToken: '', demoRootDepartId: 0, smsPackage: { cid: 0, qty: 0, amount: 0 }, bigPassword: '', tokenFormOf: () => '', basicAuth: '' };
  if (!chosenTargets(rowsOf(probe), setup.only).length) return undefined;

  const name = `console_bench_${crypto.randomBytes(4).toString('hex')}`;
  const url = databaseUrl(base, name);
  const admin = await mysql.createConnection(databaseUrl(base, ''));
  const [[{ version }]] = (await admin.query('SELECT VERSION() AS version')) as any;
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-mysql-'));
  const servers: ServerProcess[] = [];
  try {
    setup.log(`bench: seeding MySQL database ${name} (the demo data and the 10,000-member company) …`);
    const seeded = JSON.parse(await runToEnd([path.join(setup.buildDir, 'seed.js'), dataDir], { BENCH_DATABASE_URL: url }));
    const dataPath = await startServer('MySQL data path', [path.join(setup.buildDir, 'data-path-mysql.js')], { BENCH_DATABASE_URL: url });
    servers.push(dataPath);
    const app = await startServer('app on MySQL', setup.appCommand, { ...setup.appEnv, DATA_DIR: dataDir, DATABASE_URL: url });
    servers.push(app);
    const afterStart = app.rssMb();
    const inputs = await setup.inputsOf(app, dataPath, seeded);
    const reads = dataPathReads(inputs);
    const demoList = await setup.measure('MySQL data path: demo list', reads.demoList, dataPath);
    const bigPage = await setup.measure('MySQL data path: 10,000-member page', reads.bigPage, dataPath);
    const tree = await setup.measure('MySQL data path: demo tree', reads.tree, dataPath);
    const rows: Row[] = [];
    for (const target of chosenTargets(rowsOf(inputs), setup.only)) {
      const m = await setup.measure(target.name, target.load, app);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rows.push({ name: target.name, m, ceiling: target.ceiling, aim: target.aim });
    }
    const writes = await setup.measure('MySQL data path: write ceiling', writeCeilingLoad(inputs), dataPath);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const where = new URL(base);
    return { rows, ceilings: { demoList, bigPage, tree, writes }, rss: { afterStart, afterRuns: app.rssMb() }, server: `${version} on ${where.host}` };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  }
}
