import type { Measurement } from './fire';
import type { Target } from './targets';

export interface Row {
  target: Pick<Target, 'name' | 'minRatio' | 'maxP99Ms'>;
  m: Measurement;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** How far apart the two ceiling runs may be before the machine counts as too busy to trust the ratios. */
export const CEILING_DRIFT_LIMIT = 0.25;

/**
 * The markdown result table. The ceiling is measured before and after the app's targets and ratios use
 * the mean, so a machine whose background load drifts during the run shows up as drift, not as a ratio.
 * `allMet` is false if any app row misses either aim.
 */
export function table(before: Measurement, after: Measurement, rows: Row[]): { markdown: string; allMet: boolean; drift: number } {
  let allMet = true;
  const ceiling = (before.requestsPerSec + after.requestsPerSec) / 2;
  const drift = Math.abs(before.requestsPerSec - after.requestsPerSec) / ceiling;
  const ceilingRow = (label: string, m: Measurement) =>
    `| bare Koa (ceiling, ${label}) | ${fmt(m.requestsPerSec)} | ${m.p50Ms} | ${m.p99Ms} | ${fmt((m.requestsPerSec / ceiling) * 100, 1)} | — | — |`;
  const lines = [
    '| target | requests/s | p50 ms | p99 ms | ratio to ceiling (%) | aim | met? |',
    '|---|---:|---:|---:|---:|---|---|',
    ceilingRow('before', before),
  ];
  for (const { target, m } of rows) {
    const ratio = m.requestsPerSec / ceiling;
    const aim = `≥ ${fmt(target.minRatio * 100)} %, p99 < ${target.maxP99Ms} ms`;
    const met = ratio >= target.minRatio && m.p99Ms < target.maxP99Ms && m.bad === 0;
    allMet &&= met;
    lines.push(`| ${target.name} | ${fmt(m.requestsPerSec)} | ${m.p50Ms} | ${m.p99Ms} | ${fmt(ratio * 100, 1)} | ${aim} | ${met ? 'yes' : m.bad ? `NO (${m.bad} failed)` : 'NO'} |`);
  }
  lines.push(ceilingRow('after', after));
  return { markdown: lines.join('\n'), allMet, drift };
}

export const RSS_AIM_MB = 250;

export function rssMb(): number {
  return process.memoryUsage().rss / 1024 / 1024;
}

export function memoryLines(afterSeed: number, afterRuns: number): { markdown: string; met: boolean } {
  const met = Math.max(afterSeed, afterRuns) < RSS_AIM_MB;
  return {
    markdown: [
      `| server process RSS | MB | aim | met? |`,
      '|---|---:|---|---|',
      `| after seeding | ${fmt(afterSeed, 1)} | < ${RSS_AIM_MB} MB | ${afterSeed < RSS_AIM_MB ? 'yes' : 'NO'} |`,
      `| after the runs | ${fmt(afterRuns, 1)} | < ${RSS_AIM_MB} MB | ${afterRuns < RSS_AIM_MB ? 'yes' : 'NO'} |`,
    ].join('\n'),
    met,
  };
}
