/**
 * The data path's ceilings: bare Koa handlers that run the app's SQL through the same sqlite3 driver, with no ORM, no
 * authentication and no permission work — the physical limit of this stack for those requests. Its own process on
 * `PORT`, on the bench's seeded database file (`BENCH_DB_FILE`) while the app serves it too (WAL).
 *
 * GET /users?tenantId=&name=&page=&limit= → `{records, total}`: a count and a joined select (member, cloud account,
 * department) of one page, newest first, with a LIKE on the name when one is given — what the app's list reads.
 *
 * POST /departs?tenantId= (body `[{name, parentId}]`) and DELETE /departs/:id?tenantId= — the statements the app's
 * department create and delete run, one transaction at a time (SQLite has one writer): BEGIN IMMEDIATE, the parent
 * check, the sibling-name count and the INSERT (create) or the child and member counts and the soft-delete UPDATE
 * (delete), COMMIT, then the operation-log INSERT.
 */
import Koa from 'koa';
import sqlite3 from 'sqlite3';
import { listenOnLoopback } from './listen';

const file = process.env.BENCH_DB_FILE;
if (!file) throw new Error('BENCH_DB_FILE is required');
const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY);
db.configure('busyTimeout', 5000);
const writer = new sqlite3.Database(file);
writer.configure('busyTimeout', 5000);
writer.run('PRAGMA synchronous=NORMAL');

const all = (sql: string, params: unknown[]) =>
  new Promise<any[]>((resolve, reject) => db.all(sql, params, (error, rows) => (error ? reject(error) : resolve(rows))));

// The writer keeps its statements prepared, as the app's transaction connections do (statement-cache.ts): one trip to
// the thread pool per statement, no compiling.
const prepared = new Map<string, sqlite3.Statement>();
const statement = (sql: string) => {
  let kept = prepared.get(sql);
  if (!kept) prepared.set(sql, (kept = writer.prepare(sql)));
  return kept;
};
const run = (sql: string, params: unknown[]) =>
  new Promise<{ lastID: number; changes: number }>((resolve, reject) =>
    statement(sql).run(params, function (this: { lastID: number; changes: number }, error: Error | null) {
      if (error) reject(error);
      else resolve({ lastID: this.lastID, changes: this.changes });
    }),
  );
const get = (sql: string, params: unknown[]) =>
  new Promise<any>((resolve, reject) => statement(sql).get(params, (error, row) => (error ? reject(error) : resolve(row))));

/** One write transaction at a time, as the app's SQLite write gate lets them in. */
let tail: Promise<unknown> = Promise.resolve();
function inTransaction<T>(work: () => Promise<T>): Promise<T> {
  const turn = tail.then(async () => {
    await run('BEGIN IMMEDIATE TRANSACTION', []);
    try {
      const result = await work();
      await run('COMMIT', []);
      return result;
    } catch (error) {
      await run('ROLLBACK', []);
      throw error;
    }
  });
  tail = turn.catch(() => undefined);
  return turn;
}

const stamp = () => new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');
const logWrite = (tenantId: number, opt: string) =>
  inTransaction(() => run('INSERT INTO plt_gate_log (tenantId, accountId, selectType, crtName, crtHost, location, menu, opt, crtTime) VALUES (?, NULL, 2, ?, ?, ?, ?, ?, ?)', [tenantId, '压测', '127.0.0.1', '本机', '部门管理', opt, stamp()]));

async function createDepart(tenantId: number, name: string, parentId: number) {
  const id = await inTransaction(async () => {
    const parent = await get('SELECT id, tenantId, name, parentId FROM plt_depart WHERE id = ? AND tenantId = ? AND delTime IS NULL LIMIT 1', [parentId, tenantId]);
    if (!parent) throw new Error('no parent');
    const { clash } = await get('SELECT count(*) AS clash FROM plt_depart WHERE delTime IS NULL AND name = ? AND parentId = ? AND tenantId = ?', [name, parentId, tenantId]);
    if (clash) throw new Error('name taken');
    const now = stamp();
    return (await run('INSERT INTO plt_depart (tenantId, name, parentId, crtTime, updTime, crtUserName, updUserName) VALUES (?, ?, ?, ?, ?, ?, ?)', [tenantId, name, parentId, now, now, '压测', '压测'])).lastID;
  });
  await logWrite(tenantId, 'POST /api/admin/depart/addList');
  return id;
}

async function deleteDepart(tenantId: number, id: number) {
  await inTransaction(async () => {
    const { children } = await get('SELECT count(*) AS children FROM plt_depart WHERE delTime IS NULL AND parentId = ? AND tenantId = ?', [id, tenantId]);
    const { members } = await get('SELECT count(*) AS members FROM sys_membership WHERE departId = ? AND status = 0 AND tenantId = ?', [id, tenantId]);
    if (children || members) throw new Error('in use');
    const now = stamp();
    await run('UPDATE plt_depart SET delTime = ?, updTime = ? WHERE id = ? AND tenantId = ?', [now, now, id, tenantId]);
  });
  await logWrite(tenantId, 'DELETE /api/admin/depart/delDepart/:id');
}

const COLUMNS = 'm.id, m.tenantId, m.accountId, m.name, m.no, m.position, m.departId, m.isCompanyAdmin, m.status, m.crtTime, m.updTime';

const app = new Koa();
app.use(async (ctx, next) => {
  const tenantId = Number(ctx.query.tenantId);
  if (ctx.path === '/departs' && ctx.method === 'POST') {
    const [item] = JSON.parse(await readBody(ctx.req));
    ctx.body = { code: 2000, msg: 'ok', data: [{ id: await createDepart(tenantId, item.name, item.parentId) }] };
    return;
  }
  const deleted = /^\/departs\/(\d+)$/.exec(ctx.path);
  if (deleted && ctx.method === 'DELETE') {
    await deleteDepart(tenantId, Number(deleted[1]));
    ctx.body = { code: 2000, msg: 'ok', data: null };
    return;
  }
  return next();
});
app.use(async (ctx) => {
  const tenantId = Number(ctx.query.tenantId);
  const page = Number(ctx.query.page || 1);
  const limit = Number(ctx.query.limit || 10);
  const name = typeof ctx.query.name === 'string' ? ctx.query.name : '';
  let where = 'm.tenantId = ? AND m.status = 0';
  const params: unknown[] = [tenantId];
  if (name) {
    where += " AND m.name LIKE ? ESCAPE '!'";
    params.push(`%${name.replace(/[!%_]/g, '!$&')}%`);
  }
  const [counted, records] = await Promise.all([
    all(`SELECT count(*) AS total FROM sys_membership m WHERE ${where}`, params),
    // The page first, then the joins: joining before LIMIT/OFFSET would join every row the offset skips.
    all(
      `SELECT page.*, a.mobile AS username, d.name AS departName
       FROM (SELECT ${COLUMNS} FROM sys_membership m WHERE ${where} ORDER BY m.id DESC LIMIT ? OFFSET ?) page
       JOIN sys_account a ON a.id = page.accountId LEFT JOIN plt_depart d ON d.id = page.departId ORDER BY page.id DESC`,
      [...params, limit, (page - 1) * limit],
    ),
  ]);
  ctx.body = { code: 2000, msg: 'ok', data: { records, total: counted[0].total } };
});

function readBody(request: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const finalizeAll = () => Promise.all([...prepared.values()].map((kept) => new Promise<void>((resolve) => kept.finalize(() => resolve()))));
listenOnLoopback(app, () => finalizeAll().then(() => new Promise<void>((resolve) => db.close(() => writer.close(() => resolve())))));
