/**
 * The data path's ceilings: bare Koa handlers that run the app's SQL through the same sqlite3 driver, with no ORM, no
 * authentication and no permission work — the physical limit of this stack for those requests. Its own process on
 * `PORT`, on the bench's seeded database file (`BENCH_DB_FILE`) while the app serves it too (WAL).
 *
 * GET /users?tenantId=&name=&page=&limit= → `{records, total}`: a count and a joined select (member, cloud account,
 * department) of one page, newest first, with a LIKE on the name when one is given — what the app's list reads.
 * GET /departs?tenantId= → the company's live departments, nested: what the app's department tree reads.
 *
 * POST /departs?tenantId= (body `[{name, parentId}]`) and DELETE /departs/:id?tenantId= — the statements the app's
 * department create and delete run, one transaction at a time (SQLite has one writer): BEGIN IMMEDIATE, the parent
 * check, the sibling-name count and the INSERT (create) or the child and member counts and the soft-delete UPDATE
 * (delete), COMMIT, then the operation-log INSERT. The statements are bench/servers/data-path-sql.ts, shared with the
 * MySQL data path (data-path-mysql.ts).
 */
import Koa from 'koa';
import sqlite3 from 'sqlite3';
import { listenOnLoopback } from './listen';
import { DEPART_TREE, nest, userPage, WRITES } from './data-path-sql';

const file = process.env.BENCH_DB_FILE;
if (!file) throw new Error('BENCH_DB_FILE is required');
const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY);
db.configure('busyTimeout', 5000);
const writer = new sqlite3.Database(file);
writer.configure('busyTimeout', 5000);
writer.run('PRAGMA synchronous=NORMAL');

const all = (sql: string, params: unknown[]) =>
  new Promise<any[]>((resolve, reject) => db.all(sql, params, (error, rows) => (error ? reject(error) : resolve(rows))));

// The writer keeps its statements prepared (the raw driver at its best; the app, on public Sequelize only, prepares
// each statement anew): one trip to the thread pool per statement, no compiling.
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

/** One write transaction at a time, as the app's SQLite writer mutex lets them in. */
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
const logWrite = (tenantId: number, opt: string) => inTransaction(() => run(WRITES.log, WRITES.logParams(tenantId, opt, stamp())));

async function createDepart(tenantId: number, name: string, parentId: number) {
  const id = await inTransaction(async () => {
    const parent = await get(WRITES.parent, [parentId, tenantId]);
    if (!parent) throw new Error('no parent');
    const { clash } = await get(WRITES.siblings, [name, parentId, tenantId]);
    if (clash) throw new Error('name taken');
    const now = stamp();
    return (await run(WRITES.insert, [tenantId, name, parentId, now, now, '压测', '压测'])).lastID;
  });
  await logWrite(tenantId, 'POST /api/admin/depart/addList');
  return id;
}

async function deleteDepart(tenantId: number, id: number) {
  await inTransaction(async () => {
    const { children } = await get(WRITES.children, [id, tenantId]);
    const { members } = await get(WRITES.members, [id, tenantId]);
    if (children || members) throw new Error('in use');
    const now = stamp();
    await run(WRITES.softDelete, [now, now, id, tenantId]);
  });
  await logWrite(tenantId, 'DELETE /api/admin/depart/delDepart/:id');
}

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
  if (ctx.path === '/departs') {
    ctx.body = { code: 2000, msg: 'ok', data: nest(await all(DEPART_TREE, [tenantId])) };
    return;
  }
  const name = typeof ctx.query.name === 'string' ? ctx.query.name : '';
  const { count, rows } = userPage(tenantId, name, Number(ctx.query.page || 1), Number(ctx.query.limit || 10));
  const [counted, records] = await Promise.all([all(count.sql, count.params), all(rows.sql, rows.params)]);
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
