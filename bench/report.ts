import type { Measurement } from './fire';
import type { Aim, CeilingKey } from './targets';

export interface Row {
  name: string;
  m: Measurement;
  ceiling: CeilingKey;
  aim: Aim;
}

export interface Ceilings {
  koaBefore: Measurement;
  koaAfter: Measurement;
  demoList: Measurement;
  bigPage: Measurement;
  tree: Measurement;
  /** The data path's department create + delete, measured after the app rows (its rows would slow the tree). */
  writes: Measurement;
  /** The MySQL data path's ceilings (mysql2, the same SQL), when the MySQL rows ran. */
  mysql?: { demoList: Measurement; bigPage: Measurement; tree: Measurement; writes: Measurement };
  /** The app's quiet front/info row of this run, for the row measured under continuous logins (absent: that row misses). */
  quietInfo?: Measurement;
}

/** How far apart the two bare-Koa runs may be before the machine counts as too busy to trust the ratios. */
export const CEILING_DRIFT_LIMIT = 0.25;
export const RSS_AIM_MB = 250;

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const CEILING_LABELS: Record<CeilingKey, string> = {
  koa: 'bare Koa',
  demoList: 'data path, demo list',
  bigPage: 'data path, 10k page',
  tree: 'data path, demo tree',
  writes: 'data path, writes',
  quietInfo: 'front/info, quiet',
  mysqlDemoList: 'MySQL data path, demo list',
  mysqlBigPage: 'MySQL data path, 10k page',
  mysqlTree: 'MySQL data path, demo tree',
  mysqlWrites: 'MySQL data path, writes',
};

/** The two bare-Koa runs' difference as a share of their mean. */
export function ceilingDrift(before: Measurement, after: Measurement): number {
  const mean = (before.requestsPerSec + after.requestsPerSec) / 2;
  return mean > 0 ? Math.abs(before.requestsPerSec - after.requestsPerSec) / mean : 0;
}

/** Whether a row meets its aim; undefined when it has none (reported only). */
export function meets(m: Measurement, aim: Aim, ceilingRps: number): boolean | undefined {
  if (aim.minRatio === undefined && aim.maxP99Ms === undefined) return undefined;
  if (m.bad > 0) return false;
  if (aim.minRatio !== undefined && !(m.requestsPerSec / ceilingRps >= aim.minRatio)) return false;
  if (aim.maxP99Ms !== undefined && !(m.p99Ms < aim.maxP99Ms)) return false;
  return true;
}

function aimText(aim: Aim): string {
  const parts = [];
  if (aim.minRatio !== undefined) parts.push(`≥ ${fmt(aim.minRatio * 100)} %`);
  if (aim.maxP99Ms !== undefined) parts.push(`p99 < ${aim.maxP99Ms} ms`);
  return parts.length ? parts.join(', ') : '— (reported)';
}

/**
 * The markdown result table. App rows' ratios use the mean of the bare-Koa runs before and after them, or the data
 * path's ceiling of the same page. `allMet` is false if any row with an aim misses it.
 */
export function table(c: Ceilings, rows: Row[]): { markdown: string; allMet: boolean; drift: number } {
  const koa = (c.koaBefore.requestsPerSec + c.koaAfter.requestsPerSec) / 2;
  const koaCpu = (c.koaBefore.cpuMsPerRequest + c.koaAfter.cpuMsPerRequest) / 2;
  const measured: Record<Exclude<CeilingKey, 'koa'>, Measurement | undefined> = {
    demoList: c.demoList,
    bigPage: c.bigPage,
    tree: c.tree,
    writes: c.writes,
    quietInfo: c.quietInfo,
    mysqlDemoList: c.mysql?.demoList,
    mysqlBigPage: c.mysql?.bigPage,
    mysqlTree: c.mysql?.tree,
    mysqlWrites: c.mysql?.writes,
  };
  const ceilingRps = { koa, ...Object.fromEntries(Object.entries(measured).map(([key, m]) => [key, m?.requestsPerSec ?? NaN])) } as Record<CeilingKey, number>;
  const ceilingCpu = { koa: koaCpu, ...Object.fromEntries(Object.entries(measured).map(([key, m]) => [key, m?.cpuMsPerRequest ?? NaN])) } as Record<CeilingKey, number>;
  const pct = (x: number) => `${fmt(x * 100, 1)} %`;
  const line = (name: string, m: Measurement, ceiling: CeilingKey, aim: string, met: string) =>
    `| ${name}${m.during ? ` (alongside: ${fmt(m.during.requestsPerSec)} requests/s)` : ''} | ${fmt(m.requestsPerSec)} | ${m.p50Ms} | ${m.p99Ms} | ${fmt(m.cpuMsPerRequest, 3)} | ${CEILING_LABELS[ceiling]} | ${pct(m.requestsPerSec / ceilingRps[ceiling])} | ${pct(ceilingCpu[ceiling] / m.cpuMsPerRequest)} | ${aim} | ${met} |`;
  const ceilingLine = (name: string, m: Measurement) => line(name, m, 'koa', '—', '—');
  const lines = [
    '| target | requests/s | p50 ms | p99 ms | server CPU ms/request | ceiling | ratio to ceiling | CPU ratio | aim | met? |',
    '|---|---:|---:|---:|---:|---|---:|---:|---|---|',
    ceilingLine('bare Koa (ceiling, before)', c.koaBefore),
    ceilingLine('data path: demo list, a different name search each request (ceiling)', c.demoList),
    ceilingLine('data path: 10,000-member page, a different page each request (ceiling)', c.bigPage),
    ceilingLine('data path: demo department tree (ceiling)', c.tree),
  ];
  let allMet = true;
  for (const row of rows) {
    const met = meets(row.m, row.aim, ceilingRps[row.ceiling]);
    if (met === false) allMet = false;
    const metText = met === undefined ? '—' : met ? 'yes' : row.m.bad ? `NO (${row.m.bad} failed)` : 'NO';
    lines.push(line(row.name, row.m, row.ceiling, aimText(row.aim), metText));
  }
  lines.push(ceilingLine('data path: the same create + delete statements on the raw driver, one transaction at a time (write ceiling, measured after the app rows)', c.writes));
  if (c.mysql) {
    // The MySQL rows sit among the app rows above; their ceilings, measured around them, here.
    lines.push(ceilingLine('MySQL data path (mysql2): demo list, a different name search each request (ceiling)', c.mysql.demoList));
    lines.push(ceilingLine('MySQL data path (mysql2): 10,000-member page, a different page each request (ceiling)', c.mysql.bigPage));
    lines.push(ceilingLine('MySQL data path (mysql2): demo department tree (ceiling)', c.mysql.tree));
    lines.push(ceilingLine('MySQL data path (mysql2): the same create + delete statements, a transaction per request on a pool of 10 (write ceiling, measured after the MySQL app rows)', c.mysql.writes));
  }
  lines.push(ceilingLine('bare Koa (ceiling, after)', c.koaAfter));
  return { markdown: lines.join('\n'), allMet, drift: ceilingDrift(c.koaBefore, c.koaAfter) };
}

/** The app process's RSS after start and after its rows; with `mysql`, the app process that served the MySQL rows too. */
export function memoryTable(afterStart: number, afterRuns: number, mysql?: { afterStart: number; afterRuns: number }): { markdown: string; met: boolean } {
  const row = (label: string, mb: number) => `| ${label} | ${fmt(mb, 1)} | < ${RSS_AIM_MB} MB | ${mb < RSS_AIM_MB ? 'yes' : 'NO'} |`;
  const lines = ['| app server process RSS | MB | aim | met? |', '|---|---:|---|---|', row('after start', afterStart), row('after the runs', afterRuns)];
  if (mysql) lines.push(row('MySQL app, after start', mysql.afterStart), row('MySQL app, after its runs', mysql.afterRuns));
  return { markdown: lines.join('\n'), met: afterRuns < RSS_AIM_MB && (!mysql || mysql.afterRuns < RSS_AIM_MB) };
}
