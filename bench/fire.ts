/**
 * Load generation with autocannon's programmatic API, in this same process as the servers (as the issue asks).
 *
 * BENCH_LOADGEN=inline (default): autocannon shares the server's event loop. Measured on the 2-core box:
 * the client's own JS costs ~25–40 µs per request (~28 % of the thread at the bare-Koa ceiling, ≤ 12 % on
 * app routes), so ratios to the ceiling read roughly 1.2× too kind (front/info ~32 % here ≈ 26 % server-only);
 * p99 includes client stalls. Run to run, the ceiling stayed within about ±20 %.
 * BENCH_LOADGEN=worker: autocannon's `workers: 1` puts the clients on a worker thread, so the server keeps the
 * main thread to itself. Tried and not the default: with two busy threads on two cores shared with other
 * work, the ceiling swung 10k–31k req/s between back-to-back runs, which made the ratios meaningless.
 */
// autocannon ships no types; only what is used here is described.
const autocannon: (opts: Record<string, unknown>) => Promise<AutocannonResult> = require('autocannon');

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  mismatches: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number; average: number; max: number };
  requests: { average: number; total: number };
}

export interface Measurement {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  ok2xx: number;
  bad: number;
  detail: string;
}

export const CONNECTIONS = 50;
export const WARMUP_SECONDS = 2;
export const loadgenMode = (process.env.BENCH_LOADGEN ?? 'inline') as 'worker' | 'inline';
if (loadgenMode !== 'inline' && loadgenMode !== 'worker') throw new Error(`BENCH_LOADGEN must be inline or worker, got ${loadgenMode}`);

export function measureSeconds(): number {
  const seconds = Number(process.env.BENCH_SECONDS || 8);
  if (!(seconds > 0 && seconds <= 120)) throw new Error(`BENCH_SECONDS must be in (0, 120], got ${process.env.BENCH_SECONDS}`);
  return seconds;
}

function run(url: string, headers: Record<string, string> | undefined, seconds: number) {
  return autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    ...(loadgenMode === 'worker' ? { workers: 1 } : {}),
  });
}

const failed = (r: AutocannonResult) => r.non2xx + r.errors + r.timeouts + r.resets + r.mismatches;

/** A warm-up whose timings are thrown away, then the measured run; non-2xx answers and socket errors of both count. */
export async function fire(url: string, headers: Record<string, string> | undefined, seconds = measureSeconds()): Promise<Measurement> {
  const warmupFailed = failed(await run(url, headers, WARMUP_SECONDS));
  const r = await run(url, headers, seconds);
  const bad = warmupFailed + failed(r);
  const codes = Object.entries(r.statusCodeStats).map(([code, s]) => `${code}×${s.count}`).join(' ');
  return {
    requestsPerSec: r['2xx'] / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    ok2xx: r['2xx'],
    bad,
    detail: `${codes}; non2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}, resets ${r.resets}, failed in warm-up ${warmupFailed}`,
  };
}
