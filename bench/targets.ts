import demo from '../seeds/demo.json';
import type { Load, LoadRequest } from './fire';

/**
 * What a row is measured against: the bare-Koa ceiling, the data path's ceiling of the same request (SQLite, or
 * `mysql…` for the MySQL rows), or (quietInfo) the quiet front/info row of the same run.
 */
export type CeilingKey = 'koa' | 'demoList' | 'bigPage' | 'tree' | 'writes' | 'quietInfo' | 'mysqlDemoList' | 'mysqlBigPage' | 'mysqlTree' | 'mysqlWrites';

export interface Aim {
  /** Minimum requests/s as a share of the row's ceiling, e.g. 0.35 for 35 %. */
  minRatio?: number;
  /** Maximum p99 latency in ms (every read). */
  maxP99Ms?: number;
}

export interface Target {
  name: string;
  load: Load;
  ceiling: CeilingKey;
  aim: Aim;
  /** A load that runs alongside the row's own, warm-up included (e.g. continuous logins); only its rate and failures count. */
  during?: Load;
}

/** What the targets need: where each server listens and who logs in. */
export interface TargetInputs {
  app: string;
  koa: string;
  dataPath: string;
  demoTenantId: number;
  bigTenantId: number;
  demoToken: string;
  bigToken: string;
  /** The demo company's top department: the parent of the departments the write target creates. */
  demoRootDepartId: number;
  /** The SMS pack the payOrder target orders and pays, again and again, as the 10,000-member company. */
  smsPackage: { cid: number; qty: number; amount: number };
  /** The big company's administrator's password (payOrder checks the login password). */
  bigPassword: string;
  /** The n-th login's form: members of the 10,000-member company in turn (parallel logins of one account lock it). */
  tokenFormOf: (n: number) => string;
  basicAuth: string;
}

export const P99_AIM_MS = 50;
export const FRONT_INFO_ROW = 'GET /api/admin/user/front/info (token and profile cached)';
export const PAGES_OF_BIG_COMPANY = 1000;
/**
 * Logins (and balance payments, each with a password check) at once. Each costs one argon2id hash (10–20 ms of one core,
 * on low-priority threads, a few at a time: server/auth/password-hash-pool.ts), so 50 at once would wait in line for
 * seconds; a few keep the run's answers steady. Run last: logins still queued when it ends write (tokens, login log,
 * lockout counters) and drop cached user lists.
 */
export const TOKEN_CONNECTIONS = 8;

/** Name searches of the demo company's user list: every one- and two-character piece of its members' names (hits). */
export function demoNameSearches(): string[] {
  const names = demo.companies[0].members.map((m) => m.name).concat(demo.companies[0].admin.name);
  const pieces = new Set<string>();
  for (const name of names) for (let i = 0; i < name.length; i++) for (let j = i + 1; j <= Math.min(name.length, i + 2); j++) pieces.add(name.slice(i, j));
  return [...pieces];
}

/** One GET whose path changes on every request: `pathOf(n)` for the n-th request of the run. */
function varying(pathOf: (n: number) => string): LoadRequest {
  let n = 0;
  return { method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(n++) }) };
}

const fixed = (path: string): LoadRequest => ({ method: 'GET', path });

/** Spreads n over 1..pages so neighbouring requests read pages far apart. */
const pageOf = (n: number) => 1 + ((n * 7919) % PAGES_OF_BIG_COMPANY);

/**
 * Create a department, then delete it, on each connection in turn (the delete takes the id the create answered):
 * the app's write row and the data path's write ceiling send the same sequence, under names of their own (a run that
 * ends between a create and its delete leaves that department, and its name, in place).
 */
function departWrites(base: string, headers: Record<string, string> | undefined, createPath: string, deletePathOf: (id: number) => string, parentId: number, namePrefix: string): Load {
  let created = 0;
  return {
    base,
    headers,
    requests: [
      {
        method: 'POST',
        path: createPath,
        headers: { 'Content-Type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify([{ name: `${namePrefix}${++created}`, parentId }]) }),
        onResponse: (status, body, context) => {
          context.id = status === 200 ? JSON.parse(body).data?.[0]?.id : undefined;
        },
      },
      { method: 'DELETE', setupRequest: (request, context) => ({ ...request, path: deletePathOf(context.id) }) },
    ],
  };
}

/** Order an SMS pack, then pay it from the balance with the login password, on each connection in turn. */
function orderPayments(x: TargetInputs, headers: Record<string, string>): Load {
  const json = { 'Content-Type': 'application/json' };
  return {
    base: x.app,
    headers,
    requests: [
      {
        method: 'POST',
        path: '/api/business/plt-order/createOrder',
        headers: json,
        body: JSON.stringify({ type: 1, cid: x.smsPackage.cid, qty: x.smsPackage.qty, amount: x.smsPackage.amount }),
        onResponse: (status, body, context) => {
          context.id = status === 200 ? JSON.parse(body).data?.id : undefined;
        },
      },
      { method: 'POST', path: '/api/business/plt-order/payOrder', headers: json, setupRequest: (request, context) => ({ ...request, body: JSON.stringify({ id: context.id, password: x.bigPassword }) }) },
    ],
  };
}

/** Password-grant logins, a different member of the 10,000-member company each request, on TOKEN_CONNECTIONS connections. */
function continuousLogins(x: TargetInputs): Load {
  let logins = 0;
  return {
    base: x.app,
    connections: TOKEN_CONNECTIONS,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/oauth/token',
        headers: { Authorization: x.basicAuth, 'Content-Type': 'application/x-www-form-urlencoded' },
        setupRequest: (request) => ({ ...request, body: x.tokenFormOf(logins++) }),
      },
    ],
  };
}

/** The data path's write ceiling: the statements of the app's department create and delete on the raw driver. */
export function writeCeilingLoad(x: TargetInputs): Load {
  return departWrites(x.dataPath, undefined, `/departs?tenantId=${x.demoTenantId}`, (id) => `/departs/${id}?tenantId=${x.demoTenantId}`, x.demoRootDepartId, '数据路径部门');
}

/** The read ceilings of one data path (SQLite or MySQL), each with the same variation as the app row measured against it. */
export function dataPathReads(x: Pick<TargetInputs, 'dataPath' | 'demoTenantId' | 'bigTenantId'>): { demoList: Load; bigPage: Load; tree: Load } {
  const searches = demoNameSearches();
  return {
    demoList: {
      base: x.dataPath,
      requests: [varying((n) => `/users?tenantId=${x.demoTenantId}&page=1&limit=10&name=${encodeURIComponent(searches[n % searches.length])}`)],
    },
    bigPage: { base: x.dataPath, requests: [varying((n) => `/users?tenantId=${x.bigTenantId}&page=${pageOf(n)}&limit=10`)] },
    tree: { base: x.dataPath, requests: [fixed(`/departs?tenantId=${x.demoTenantId}`)] },
  };
}

/** The ceilings measured before the app rows: bare Koa and the SQLite data path's reads. */
export function ceilingLoads(x: TargetInputs): { koa: Load; demoList: Load; bigPage: Load; tree: Load } {
  return { koa: { base: x.koa, requests: [fixed('/')] }, ...dataPathReads(x) };
}

/** The aims of issue 26: cache-miss reads ≥ 50 % of their data-path ceiling, writes ≥ 25 % of the raw-driver write ceiling. */
export const READ_AIM: Aim = { minRatio: 0.5, maxP99Ms: P99_AIM_MS };
export const WRITE_AIM: Aim = { minRatio: 0.25 };

/**
 * The MySQL rows (BENCH_MYSQL_URL): the SQLite rows' cache-miss list, 10,000-member page, tree and write, on the app
 * serving the bench's throw-away MySQL database, each against the MySQL data path (mysql2, the same SQL).
 */
export function mysqlTargets(x: TargetInputs): Target[] {
  const searches = demoNameSearches();
  const demoAuth = { Authorization: `Bearer ${x.demoToken}` };
  const bigAuth = { Authorization: `Bearer ${x.bigToken}` };
  const list = '/api/admin/user/selectPage';
  return [
    {
      name: `MySQL: GET ${list}, demo company, a different name search each request (cache miss)`,
      load: { base: x.app, headers: demoAuth, requests: [varying((n) => `${list}?page=1&limit=10&name=${encodeURIComponent(searches[n % searches.length])}&_t=${n}`)] },
      ceiling: 'mysqlDemoList',
      aim: READ_AIM,
    },
    {
      name: `MySQL: GET ${list}, 10,000 members, a different page each request (cache miss)`,
      load: { base: x.app, headers: bigAuth, requests: [varying((n) => `${list}?page=${pageOf(n)}&limit=10&_t=${n}`)] },
      ceiling: 'mysqlBigPage',
      aim: READ_AIM,
    },
    {
      name: 'MySQL: GET /api/admin/depart/tree, demo company (cache miss, as after a write)',
      load: { base: x.app, headers: demoAuth, requests: [varying((n) => `/api/admin/depart/tree?_t=${n}`)] },
      ceiling: 'mysqlTree',
      aim: READ_AIM,
    },
    {
      name: 'MySQL: write: POST depart/addList + DELETE depart/delDepart/:id in turn (operation log included)',
      load: departWrites(x.app, demoAuth, '/api/admin/depart/addList', (id) => `/api/admin/depart/delDepart/${id}`, x.demoRootDepartId, '压测部门'),
      ceiling: 'mysqlWrites',
      aim: WRITE_AIM,
    },
  ];
}

/**
 * The app's rows, in order. Cache misses carry `_t=<n>`: the list cache keys on the whole query string, so no two
 * requests of a run share an answer (a name search or page repeats within CACHE_SECONDS otherwise).
 */
export function appTargets(x: TargetInputs): Target[] {
  const searches = demoNameSearches();
  const demoAuth = { Authorization: `Bearer ${x.demoToken}` };
  const bigAuth = { Authorization: `Bearer ${x.bigToken}` };
  const list = '/api/admin/user/selectPage';
  const frontInfo: Load = { base: x.app, headers: demoAuth, requests: [fixed('/api/admin/user/front/info')] };
  return [
    {
      name: FRONT_INFO_ROW,
      load: frontInfo,
      ceiling: 'koa',
      aim: { minRatio: 0.35, maxP99Ms: P99_AIM_MS },
    },
    {
      name: `GET ${list}, demo company, a different name search each request (cache miss)`,
      load: { base: x.app, headers: demoAuth, requests: [varying((n) => `${list}?page=1&limit=10&name=${encodeURIComponent(searches[n % searches.length])}&_t=${n}`)] },
      ceiling: 'demoList',
      aim: { minRatio: 0.6, maxP99Ms: P99_AIM_MS },
    },
    {
      name: `GET ${list}, 10,000 members, a different page each request (cache miss)`,
      load: { base: x.app, headers: bigAuth, requests: [varying((n) => `${list}?page=${pageOf(n)}&limit=10&_t=${n}`)] },
      ceiling: 'bigPage',
      aim: { minRatio: 0.5, maxP99Ms: P99_AIM_MS },
    },
    {
      name: 'GET /api/admin/depart/tree, demo company (cache miss, as after a write)',
      load: { base: x.app, headers: demoAuth, requests: [varying((n) => `/api/admin/depart/tree?_t=${n}`)] },
      ceiling: 'tree',
      aim: READ_AIM,
    },
    {
      name: 'write: POST depart/addList + DELETE depart/delDepart/:id in turn (operation log included)',
      load: departWrites(x.app, demoAuth, '/api/admin/depart/addList', (id) => `/api/admin/depart/delDepart/${id}`, x.demoRootDepartId, '压测部门'),
      ceiling: 'writes',
      aim: WRITE_AIM,
    },
    {
      name: 'GET /api/business/plt-order/selectByPage, 100,000 orders, a different page each request (cache miss)',
      load: { base: x.app, headers: bigAuth, requests: [varying((n) => `/api/business/plt-order/selectByPage?page=${pageOf(n)}&limit=10&_t=${n}`)] },
      ceiling: 'koa',
      aim: { maxP99Ms: P99_AIM_MS },
    },
    {
      name: `GET ${list}?page=1&limit=10, 10,000 members, same query each request (cached)`,
      load: { base: x.app, headers: bigAuth, requests: [fixed(`${list}?page=1&limit=10`)] },
      ceiling: 'koa',
      aim: { maxP99Ms: P99_AIM_MS },
    },
    {
      name: 'GET /api/admin/depart/tree, demo company, same query each request (cached)',
      load: { base: x.app, headers: demoAuth, requests: [fixed('/api/admin/depart/tree')] },
      ceiling: 'koa',
      aim: { maxP99Ms: P99_AIM_MS },
    },
    {
      name: `payOrder: POST createOrder + POST payOrder from the balance in turn, a new order each time (ledger row; argon2id password check, one at a time per account; ${TOKEN_CONNECTIONS} connections)`,
      load: { ...orderPayments(x, bigAuth), connections: TOKEN_CONNECTIONS },
      ceiling: 'koa',
      aim: {},
    },
    {
      name: `POST /api/auth/oauth/token (password grant, argon2id, a different member each request, ${TOKEN_CONNECTIONS} connections)`,
      load: continuousLogins(x),
      ceiling: 'koa',
      aim: {},
    },
    {
      // Issue 25, finding 5: with bcryptjs on the event loop, 8 parallel logins cut front/info from 16,250 to 115 requests/s.
      name: `GET /api/admin/user/front/info while ${TOKEN_CONNECTIONS} clients log in continuously (password grant, argon2id; against the quiet front/info row)`,
      load: frontInfo,
      during: continuousLogins(x),
      ceiling: 'quietInfo',
      aim: { minRatio: 0.5, maxP99Ms: P99_AIM_MS },
    },
  ];
}

/** BENCH_ONLY's rows, and the quiet front/info row when a chosen row is measured against it. */
export function chosenTargets(targets: Target[], only: RegExp | undefined): Target[] {
  const chosen = targets.filter((t) => !only || only.test(t.name));
  const needsQuiet = chosen.some((t) => t.ceiling === 'quietInfo');
  return targets.filter((t) => chosen.includes(t) || (needsQuiet && t.name === FRONT_INFO_ROW));
}
