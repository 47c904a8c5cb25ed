/**
 * Load generation with autocannon's programmatic API.
 *
 * BENCH_LOADGEN=worker (default): autocannon runs its clients in one worker thread (its `workers` option),
 * so the load generator has its own event loop and, on this 2-core machine, its own core, while the server
 * keeps the main thread. BENCH_LOADGEN=inline runs autocannon on the server's own event loop, which is
 * what "in the same process" literally means; there the client's parsing and histogram work share one
 * thread with the server, so every server is capped near half its speed and p99 includes client stalls.
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
export const loadgenMode = (process.env.BENCH_LOADGEN ?? 'worker') as 'worker' | 'inline';

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

/** A warm-up that is thrown away, then the measured run; non-2xx answers and socket errors are counted. */
export async function fire(url: string, headers: Record<string, string> | undefined, seconds = measureSeconds()): Promise<Measurement> {
  await run(url, headers, WARMUP_SECONDS);
  const r = await run(url, headers, seconds);
  const bad = r.non2xx + r.errors + r.timeouts + r.resets + r.mismatches;
  const codes = Object.entries(r.statusCodeStats).map(([code, s]) => `${code}×${s.count}`).join(' ');
  return {
    requestsPerSec: r['2xx'] / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    ok2xx: r['2xx'],
    bad,
    detail: `${codes}; non2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}, resets ${r.resets}`,
  };
}
