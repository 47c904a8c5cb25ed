/**
 * The data path's ceilings on MySQL: the SQL of bench/servers/data-path.ts (data-path-sql.ts) through mysql2, with no
 * ORM, no authentication and no permission work. Its own process on `PORT`, on the bench's throw-away MySQL database
 * (`BENCH_DATABASE_URL`) while the app serves it too; a pool of 10 connections, as the app's (server/db/connection.ts).
 *
 * GET /users?tenantId=&name=&page=&limit= and GET /departs?tenantId= as data-path.ts. POST /departs?tenantId= and
 * DELETE /departs/:id?tenantId=: each in a transaction of its own on a pooled connection (MySQL runs them side by
 * side; the app's department writes do too): START TRANSACTION, the statements, COMMIT, then the operation-log INSERT.
 */
import Koa from 'koa';
import mysql from 'mysql2/promise';
import { listenOnLoopback } from './listen';
import { DEPART_TREE, nest, userPage, WRITES } from './data-path-sql';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
// Reads as text queries with the values escaped in, writes as prepared statements (execute): as Sequelize's mysql
// dialect sends them (a SELECT's values inline, an INSERT's or UPDATE's bound). DATETIME as text: nothing here reads one.
const pool = mysql.createPool({ uri: url, connectionLimit: 10, charset: 'utf8mb4', dateStrings: true });

const all = async (sql: string, params: unknown[]) => (await pool.query(sql, params))[0] as any[];

async function inTransaction<T>(work: (connection: mysql.PoolConnection) => Promise<T>): Promise<T> {
  const connection = await pool.getConnection();
  try {
    await connection.query('START TRANSACTION');
    try {
      const result = await work(connection);
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      await connection.query('ROLLBACK');
      throw error;
    }
  } finally {
    connection.release();
  }
}
const first = async (connection: mysql.PoolConnection, sql: string, params: unknown[]) => ((await connection.query(sql, params))[0] as any[])[0];

/** The app's connection zone is +08:00 (server/db/connection.ts): a Shanghai wall-clock DATETIME. */
const stamp = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const logWrite = (tenantId: number, opt: string) => pool.execute(WRITES.log, WRITES.logParams(tenantId, opt, stamp()) as any[]);

async function createDepart(tenantId: number, name: string, parentId: number) {
  const id = await inTransaction(async (c) => {
    if (!(await first(c, WRITES.parent, [parentId, tenantId]))) throw new Error('no parent');
    if (Number((await first(c, WRITES.siblings, [name, parentId, tenantId])).clash)) throw new Error('name taken');
    const now = stamp();
    const [result] = await c.execute(WRITES.insert, [tenantId, name, parentId, now, now, '压测', '压测']);
    return (result as mysql.ResultSetHeader).insertId;
  });
  await logWrite(tenantId, 'POST /api/admin/depart/addList');
  return id;
}

async function deleteDepart(tenantId: number, id: number) {
  await inTransaction(async (c) => {
    const { children } = await first(c, WRITES.children, [id, tenantId]);
    const { members } = await first(c, WRITES.members, [id, tenantId]);
    if (Number(children) || Number(members)) throw new Error('in use');
    const now = stamp();
    await c.execute(WRITES.softDelete, [now, now, id, tenantId]);
  });
  await logWrite(tenantId, 'DELETE /api/admin/depart/delDepart/:id');
}

const app = new Koa();
app.use(async (ctx) => {
  const tenantId = Number(ctx.query.tenantId);
  const deleted = /^\/departs\/(\d+)$/.exec(ctx.path);
  if (ctx.path === '/departs' && ctx.method === 'POST') {
    const [item] = JSON.parse(await readBody(ctx.req));
    ctx.body = { code: 2000, msg: 'ok', data: [{ id: await createDepart(tenantId, item.name, item.parentId) }] };
  } else if (deleted && ctx.method === 'DELETE') {
    await deleteDepart(tenantId, Number(deleted[1]));
    ctx.body = { code: 2000, msg: 'ok', data: null };
  } else if (ctx.path === '/departs') {
    ctx.body = { code: 2000, msg: 'ok', data: nest(await all(DEPART_TREE, [tenantId])) };
  } else {
    const name = typeof ctx.query.name === 'string' ? ctx.query.name : '';
    const { count, rows } = userPage(tenantId, name, Number(ctx.query.page || 1), Number(ctx.query.limit || 10));
    const [counted, records] = await Promise.all([all(count.sql, count.params), all(rows.sql, rows.params)]);
    ctx.body = { code: 2000, msg: 'ok', data: { records, total: Number(counted[0].total) } };
  }
});

function readBody(request: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

listenOnLoopback(app, () => pool.end());
