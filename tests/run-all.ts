/**
 * `npm test`: unit, API on SQLite, API again on MySQL, and end-to-end in Chromium; ends with one
 * plain line `N passed, N failed` (`, N skipped` only when something is skipped, with the reason).
 */
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { spawnSync } from 'node:child_process';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, '.tmp');
fs.mkdirSync(outDir, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const reasons: string[] = [];

function jest(name: string, args: string[], env: Record<string, string> = {}): Tally {
  const outputFile = path.join(outDir, `jest-${name}.json`);
  fs.rmSync(outputFile, { force: true });
  console.log(`\n=== ${name} ===`);
  const run = spawnSync('npx', ['jest', ...args, '--json', `--outputFile=${outputFile}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  if (!fs.existsSync(outputFile)) {
    console.error(`${name}: jest did not report (exit ${run.status})`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  const tally = {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  console.log(`${name}: ${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
  return tally;
}

function add(tally: Tally) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
}

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 3306), hostname);
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

async function main() {
  add(jest('unit', ['--selectProjects', 'unit']));
  // TEST_MYSQL_URL (set by .ci/run) would put this run on MySQL too: the SQLite run is told there is none.
  const sqlite = jest('api (SQLite)', ['--selectProjects', 'api', '--maxWorkers=2'], { TEST_MYSQL_URL: '' });
  add(sqlite);

  const mysqlUrl = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';
  if (await reachable(mysqlUrl)) {
    add(jest('api (MySQL)', ['--selectProjects', 'api', '--maxWorkers=2'], { TEST_MYSQL_URL: mysqlUrl }));
  } else {
    total.skipped += sqlite.passed + sqlite.failed;
    reasons.push(`API suite on MySQL skipped: nothing listens at ${new URL(mysqlUrl).host} (set TEST_MYSQL_URL)`);
  }

  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(chromium)) {
    if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
      console.log('\n=== building the web app for e2e ===');
      const build = spawnSync('npx', ['max', 'build'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) {
        total.failed += 1;
        reasons.push('web build failed');
      }
    }
    add(jest('e2e (Chromium)', ['--selectProjects', 'e2e', '--runInBand']));
  } else {
    const files = fs.readdirSync(path.join(root, 'tests', 'e2e')).filter((f) => f.endsWith('.test.ts')).length;
    total.skipped += files;
    reasons.push(`e2e skipped (${files} files counted): no Chromium at ${chromium} (apt-get install chromium fonts-noto-cjk)`);
  }

  console.log('');
  for (const reason of reasons) console.log(reason);
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(total.failed ? 1 : 0);
}

main();
