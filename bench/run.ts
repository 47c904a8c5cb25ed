/**
 * `npm run bench`: the bare-Koa ceiling and the real app's hot read paths, loaded one after another with
 * autocannon on loopback, in one process. See fire.ts for how the load generator shares the machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCeiling } from './ceiling';
import { startApp } from './app-under-test';
import { buildTargets, type Target } from './targets';
import { CONNECTIONS, WARMUP_SECONDS, fire, loadgenMode, measureSeconds, type Measurement } from './fire';
import { CEILING_DRIFT_LIMIT, memoryLines, rssMb, table, type Row } from './report';

/** One plain request: the target must answer 200 with the success envelope before and after loading. */
async function check(target: Pick<Target, 'name' | 'url' | 'headers'>): Promise<void> {
  const res = await fetch(target.url, { headers: target.headers });
  const body: any = await res.json().catch(() => null);
  if (res.status !== 200 || body?.code !== 2000) throw new Error(`${target.name}: HTTP ${res.status} ${JSON.stringify(body)?.slice(0, 300)}`);
}

function log(text: string) {
  process.stderr.write(`${text}\n`);
}

async function main() {
  const seconds = measureSeconds();
  const loadBefore = os.loadavg()[0];
  log(`bench: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${seconds} s per target, load generator: ${loadgenMode}`);
  const failures: string[] = [];
  const measure = async (target: Pick<Target, 'name' | 'url' | 'headers'>): Promise<Measurement> => {
    await check(target);
    log(`  ${target.name} …`);
    const m = await fire(target.url, target.headers, seconds);
    const { rss, heapUsed } = process.memoryUsage();
    log(`    ${m.requestsPerSec.toFixed(0)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms (${m.detail}); rss ${(rss / 2 ** 20).toFixed(0)} MB, heap ${(heapUsed / 2 ** 20).toFixed(0)} MB`);
    if (m.bad > 0 || m.ok2xx === 0) failures.push(`${target.name}: ${m.detail}`);
    await check(target);
    return m;
  };

  const app = await startApp();
  const rssAfterSeed = rssMb();
  // BENCH_ONLY=<regex> loads only the matching app targets (for profiling one path); the ceiling always runs.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  const targets = (await buildTargets(app)).filter((t) => !only || only.test(t.name));

  const ceilingServer = await startCeiling();
  const ceilingTarget = { name: 'bare Koa', url: `${ceilingServer.url}/` };
  const before = await measure(ceilingTarget);
  const rows: Row[] = [];
  for (const target of targets) rows.push({ target, m: await measure(target) });
  const after = await measure(ceilingTarget);
  await ceilingServer.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssAfterRuns = rssMb();
  await app.close();

  const result = table(before, after, rows);
  const memory = memoryLines(rssAfterSeed, rssAfterRuns);
  const loadgen = loadgenMode === 'worker' ? 'autocannon in a worker thread of this process' : 'autocannon on the server’s own event loop';
  const header = [
    `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, SQLite, ${new Date().toISOString()}`,
    `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${seconds} s per target, load generator: ${loadgen}`,
    `1-min load average ${loadBefore.toFixed(1)} before / ${os.loadavg()[0].toFixed(1)} after (other work on the machine skews every number)`,
  ].join('  \n');
  const warning =
    result.drift > CEILING_DRIFT_LIMIT
      ? `\n**The two ceiling runs differ by ${(result.drift * 100).toFixed(0)} %: the machine was busy with other work, so these ratios are not trustworthy; run again on a quiet machine.**\n`
      : '';
  const markdown = `${header}\n\n${result.markdown}\n${warning}\n${memory.markdown}\n`;
  process.stdout.write(`\n${markdown}\n`);
  fs.writeFileSync(path.join(__dirname, 'last-result.md'), markdown);

  if (!result.allMet || !memory.met) log('bench: some aims were missed (see "met?" above)');
  if (failures.length) {
    log(`bench FAILED: responses that were not 2xx or did not complete:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error('bench FAILED:', error);
  process.exit(1);
});
