/**
 * `npm run bench`: three kinds of process. The bare-Koa ceiling, the data path's ceiling and the app (the compiled
 * production server, `node build/server/server/start.js`, on a seeded SQLite database) each run in a process of
 * their own; this process only generates load (autocannon) and writes the table to bench/last-result.md.
 *
 * The MySQL rows (bench/mysql-rows.ts) follow on a throw-away database of BENCH_MYSQL_URL (default
 * mysql://root@127.0.0.1:3306; `off` skips them), with an app process and a MySQL data path of their own.
 *
 * BENCH_SECONDS (default 5) and BENCH_WARMUP_SECONDS (default 2) per target; BENCH_ONLY=<regex> loads only the
 * matching app rows (the ceilings always run); BENCH_SERVER=tsx runs the app from TypeScript through tsx (as
 * `npm start` did before it was compiled); BENCH_PROFILE=1 runs the app under `node --cpu-prof` and summarises
 * the profile (bench/profile-summary.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import demo from '../seeds/demo.json';
import { BIG_ADMIN, BIG_FIRST_MEMBER, BIG_MEMBERS, BIG_PASSWORD } from './seed-big-company';
import { CONNECTIONS, benchSeconds, fire, type Load, type Measurement } from './fire';
import { runToEnd, startServer, type ServerProcess } from './processes';
import { appTargets, ceilingLoads, chosenTargets, FRONT_INFO_ROW, writeCeilingLoad, type TargetInputs } from './targets';
import { runMysqlRows } from './mysql-rows';
import { CEILING_DRIFT_LIMIT, memoryTable, table, type Row } from './report';
import { summariseProfiles } from './profile-summary';

const ROOT = path.resolve(__dirname, '..');
const BENCH_BUILD = path.join(ROOT, 'build/bench/bench/servers');
const BASIC = `Basic ${Buffer.from('console:console').toString('base64')}`;

/** The login rows measure the password check and the token write, not the per-address and per-account login limits (429). */
const UNLIMITED_LOGINS = { RATE_LIMIT_LOGIN_ADDRESS: '1000000/60', RATE_LIMIT_LOGIN_ACCOUNT: '1000000/60' };

const log = (text: string) => process.stderr.write(`${text}\n`);

function build() {
  for (const project of ['tsconfig.server.json', 'bench/tsconfig.json']) {
    const result = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', project], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`tsc -p ${project} failed`);
  }
}

const tokenForm = (mobile: string, password: string, tenantId: number) =>
  new URLSearchParams({ username: mobile, password, tenantId: String(tenantId), grant_type: 'password' }).toString();

async function login(app: string, form: string): Promise<string> {
  const res = await fetch(`${app}/api/auth/oauth/token`, { method: 'POST', headers: { Authorization: BASIC, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
  const body: any = await res.json();
  if (!body.access_token) throw new Error(`login gave no token: ${JSON.stringify(body)}`);
  return body.access_token;
}

async function rootDepartId(app: string, token: string): Promise<number> {
  const body: any = await (await fetch(`${app}/api/admin/depart/tree`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const id = body?.data?.[0]?.id;
  if (!id) throw new Error(`no department tree: ${JSON.stringify(body).slice(0, 300)}`);
  return id;
}

function appCommand(profileDir: string | undefined): string[] {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // As `npm start` runs it (--expose-gc: the server collects once when it goes quiet, server/runtime/idle-collection.ts).
  const node = [...profile, '--expose-gc'];
  return process.env.BENCH_SERVER === 'tsx' ? [...node, '--import', 'tsx', path.join(ROOT, 'server/start.ts')] : [...node, path.join(ROOT, 'build/server/server/start.js')];
}

async function main() {
  const seconds = benchSeconds('BENCH_SECONDS', 5);
  const warmup = benchSeconds('BENCH_WARMUP_SECONDS', 2);
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  const profileDir = process.env.BENCH_PROFILE === '1' ? path.join(ROOT, '.tmp/profiles', new Date().toISOString().replace(/[:.]/g, '-')) : undefined;
  const serverMode = process.env.BENCH_SERVER === 'tsx' ? 'TypeScript through tsx (`node --import tsx server/start.ts`)' : 'compiled JavaScript (`node build/server/server/start.js`)';
  log('bench: building the server …');
  build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const servers: ServerProcess[] = [];
  const failures: string[] = [];
  /** The app rows' measured runs, for the profile summary. */
  const windows: [number, number][] = [];
  try {
    log('bench: seeding the demo data and a company of 10,000 members …');
    const seeded = JSON.parse(await runToEnd([path.join(BENCH_BUILD, 'seed.js'), dataDir]));
    const koa = await startServer('bare Koa', [path.join(BENCH_BUILD, 'ceiling.js')]);
    const dataPath = await startServer('data path', [path.join(BENCH_BUILD, 'data-path.js')], { BENCH_DB_FILE: seeded.dbFile });
    // DATABASE_URL empty: this app serves the SQLite file of the data directory even if the shell names a database.
    const app = await startServer('app', appCommand(profileDir), { DATA_DIR: dataDir, DATABASE_URL: '', SKIP_WEB_BUILD: '1', ...UNLIMITED_LOGINS });
    servers.push(koa, dataPath, app);
    const rssAfterStart = app.rssMb();

    const demoCompany = demo.companies[0];
    const inputsOf = async (app: ServerProcess, dataPath: ServerProcess, seeded: any): Promise<TargetInputs> => {
      const demoToken = await login(app.base, tokenForm(demoCompany.admin.mobile, demo.password, seeded.demoTenantId));
      return {
        app: app.base,
        koa: koa.base,
        dataPath: dataPath.base,
        demoTenantId: seeded.demoTenantId,
        bigTenantId: seeded.bigTenantId,
        demoToken,
        bigToken: await login(app.base, tokenForm(BIG_ADMIN, BIG_PASSWORD, seeded.bigTenantId)),
        demoRootDepartId: await rootDepartId(app.base, demoToken),
        tokenFormOf: (n) => tokenForm(String(Number(BIG_FIRST_MEMBER) + (n % BIG_MEMBERS)), BIG_PASSWORD, seeded.bigTenantId),
        basicAuth: BASIC,
        smsPackage: seeded.smsPackage,
        bigPassword: BIG_PASSWORD,
      };
    };
    const inputs = await inputsOf(app, dataPath, seeded);

    const loadAvgBefore = os.loadavg()[0];
    log(`bench: ${CONNECTIONS} connections, ${warmup} s warm-up + ${seconds} s per target; app: ${serverMode}`);
    const measure = async (name: string, load: Load, server: ServerProcess, during?: Load): Promise<Measurement> => {
      log(`  ${name} …`);
      const m = await fire(load, seconds, warmup, server.cpuSeconds, during);
      log(`    ${m.requestsPerSec.toFixed(0)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, server CPU ${m.cpuMsPerRequest.toFixed(3)} ms/request (${m.detail}); ${server.name} rss ${server.rssMb().toFixed(0)} MB`);
      if (m.during) log(`    alongside: ${m.during.requestsPerSec.toFixed(1)} req/s (${m.during.detail})`);
      if (m.bad > 0 || m.ok2xx === 0) failures.push(`${name}: ${m.detail}${m.during ? `; alongside: ${m.during.detail}` : ''}`);
      return m;
    };
    const ceilings = ceilingLoads(inputs);
    const koaBefore = await measure('bare Koa (before)', ceilings.koa, koa);
    const demoList = await measure('data path: demo list', ceilings.demoList, dataPath);
    const bigPage = await measure('data path: 10,000-member page', ceilings.bigPage, dataPath);
    const tree = await measure('data path: demo tree', ceilings.tree, dataPath);
    const rows: Row[] = [];
    for (const target of chosenTargets(appTargets(inputs), only)) {
      const m = await measure(target.name, target.load, app, target.during);
      // Requests still in the server when a run ends (autocannon drops its sockets) finish before the next one.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      windows.push(m.window);
      rows.push({ name: target.name, m, ceiling: target.ceiling, aim: target.aim });
    }
    const writes = await measure('data path: write ceiling', writeCeilingLoad(inputs), dataPath);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssAfterRuns = app.rssMb();
    const appEnv = { SKIP_WEB_BUILD: '1', ...UNLIMITED_LOGINS };
    const mysqlRun = await runMysqlRows({ buildDir: BENCH_BUILD, appCommand: appCommand(undefined), appEnv, only, measure, inputsOf, log });
    if (mysqlRun) rows.push(...mysqlRun.rows);
    const koaAfter = await measure('bare Koa (after)', ceilings.koa, koa);

    const quietInfo = rows.find((row) => row.name === FRONT_INFO_ROW)?.m;
    const result = table({ koaBefore, koaAfter, demoList, bigPage, tree, writes, quietInfo, mysql: mysqlRun?.ceilings }, rows);
    const memory = memoryTable(rssAfterStart, rssAfterRuns, mysqlRun?.rss);
    const cpu = os.cpus();
    const header = [
      `Node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim()}, ${new Date().toISOString()}`,
      `app: ${serverMode}, SQLite (WAL, synchronous=NORMAL), default settings (CACHE_SECONDS=5, passwords argon2id m=19456 t=2 p=1)`,
      mysqlRun ? `MySQL rows: ${mysqlRun.server}, a throw-away database, the app's pool of 10 connections; the MySQL app process is not profiled` : 'MySQL rows: not run (BENCH_MYSQL_URL=off or BENCH_ONLY chose none)',
      `each server in its own process, autocannon ${require('autocannon/package.json').version} in a third; ${CONNECTIONS} connections, ${warmup} s warm-up + ${seconds} s per target`,
      `1-min load average ${loadAvgBefore.toFixed(1)} before / ${os.loadavg()[0].toFixed(1)} after (other work on the machine skews every number)`,
    ].join('  \n');
    const warning =
      result.drift > CEILING_DRIFT_LIMIT
        ? `\n**The two bare-Koa runs differ by ${(result.drift * 100).toFixed(0)} % (more than ${CEILING_DRIFT_LIMIT * 100} %): the machine was busy with other work, so these ratios are not trustworthy; run again on a quiet machine.**\n`
        : '';
    const markdown = `${header}\n\n${result.markdown}\n${warning}\n${memory.markdown}\n`;
    process.stdout.write(`\n${markdown}\n`);
    if (!only) fs.writeFileSync(path.join(__dirname, 'last-result.md'), markdown);
    if (!result.allMet || !memory.met) log('bench: some aims were missed (see "met?" above)');
  } finally {
    for (const server of servers.reverse()) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (profileDir) {
    fs.writeFileSync(path.join(profileDir, 'windows.json'), JSON.stringify(windows));
    const summary = summariseProfiles(profileDir, windows);
    fs.writeFileSync(path.join(profileDir, 'summary.txt'), summary);
    log(summary);
  }
  if (failures.length) {
    log(`bench FAILED: responses that were not 2xx or did not complete:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error('bench FAILED:', error);
  process.exit(1);
});
