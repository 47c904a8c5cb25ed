/**
 * Load generation with autocannon's programmatic API. It runs in the bench's own process (bench/run.ts), while the
 * servers it loads each run in a process of their own (bench/processes.ts): three processes, as the issue asks.
 */
// autocannon ships no types; only what is used here is described.
// Without a callback it answers a run that is both a promise of the result and an instance that `stop()` ends early.
const autocannon: (opts: Record<string, unknown>) => Promise<AutocannonResult> & { stop(): void } = require('autocannon');

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
}

/** One request of a sequence each connection sends in turn (autocannon's `requests`). */
export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before every send: vary the path or body (a different query each request). */
  setupRequest?: (request: LoadRequest, context: Record<string, any>) => LoadRequest;
  /** Called with every answer, e.g. to keep a created row's id for the next request of the sequence. */
  onResponse?: (status: number, body: string, context: Record<string, any>) => void;
}

export interface Load {
  /** The server's base URL, e.g. http://127.0.0.1:4000 */
  base: string;
  headers?: Record<string, string>;
  /** The sequence every connection repeats; one entry for a plain target. */
  requests: LoadRequest[];
  /** Connections at once (default CONNECTIONS). */
  connections?: number;
}

export interface Measurement {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  ok2xx: number;
  bad: number;
  detail: string;
  /** When the measured run (warm-up excluded) began and ended, in µs of the system's monotonic clock (as CPU profiles count). */
  window: [number, number];
  /** The server process's CPU time (all threads) per answered request, in ms: less sensitive to a busy machine than requests/s. */
  cpuMsPerRequest: number;
  /** The load that ran alongside (Target.during), warm-up included: its answered requests/s. Its failures count in `bad`. */
  during?: { requestsPerSec: number; detail: string };
}

export const CONNECTIONS = 50;

export function benchSeconds(name: 'BENCH_SECONDS' | 'BENCH_WARMUP_SECONDS', fallback: number): number {
  const raw = process.env[name];
  const seconds = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!(seconds > 0 && seconds <= 120)) throw new Error(`${name} must be in (0, 120], got ${raw}`);
  return seconds;
}

const run = (load: Load, seconds: number) =>
  autocannon({ url: load.base, headers: load.headers, requests: load.requests, connections: load.connections ?? CONNECTIONS, duration: seconds, timeout: 10 });

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

const failed = (r: AutocannonResult) => r.non2xx + r.errors + r.timeouts + r.resets + r.mismatches;

const detailOf = (r: AutocannonResult, warmupFailed?: number) => {
  const codes = Object.entries(r.statusCodeStats).map(([code, s]) => `${code}×${s.count}`).join(' ');
  const warmup = warmupFailed === undefined ? '' : `, failed in warm-up ${warmupFailed}`;
  return `${codes}; non2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}, resets ${r.resets}${warmup}`;
};

/** Until stopped (at most 10 minutes): the load a row runs beside its measured one. */
const runAlongside = (load: Load) => run(load, 600);

/**
 * A warm-up whose timings are thrown away, then the measured run; non-2xx answers and socket errors of both count.
 * `during` runs alongside both from start to end (e.g. continuous logins), measured only for its rate and failures.
 */
export async function fire(load: Load, seconds: number, warmupSeconds: number, serverCpuSeconds: () => number, during?: Load): Promise<Measurement> {
  const alongside = during && runAlongside(during);
  try {
    const warmupFailed = failed(await run(load, warmupSeconds));
    const began = monotonicMicros();
    const cpuBefore = serverCpuSeconds();
    const r = await run(load, seconds);
    const cpu = serverCpuSeconds() - cpuBefore;
    const ended = monotonicMicros();
    const answered = r['2xx'] + r.non2xx;
    const side = alongside && (alongside.stop(), await alongside);
    return {
      requestsPerSec: r['2xx'] / r.duration,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      ok2xx: r['2xx'],
      bad: warmupFailed + failed(r) + (side ? failed(side) : 0),
      detail: detailOf(r, warmupFailed),
      window: [began, ended],
      cpuMsPerRequest: answered ? (cpu * 1000) / answered : NaN,
      during: side ? { requestsPerSec: side['2xx'] / side.duration, detail: detailOf(side) } : undefined,
    };
  } finally {
    alongside?.stop();
  }
}
