/**
 * The data path's ceiling: a bare Koa handler that runs the user list's SQL through the same sqlite3 driver, with no
 * ORM, no authentication and no permission work — the physical limit of this stack for that page. Its own process on
 * `PORT`, reading the bench's seeded database file (`BENCH_DB_FILE`) while the app serves it too (WAL: readers
 * never wait for each other).
 *
 * GET /users?tenantId=&name=&page=&limit= → `{records, total}`: a count and a joined select (member, cloud account,
 * department) of one page, newest first, with a LIKE on the name when one is given — what the app's list reads.
 */
import Koa from 'koa';
import sqlite3 from 'sqlite3';
import { listenOnLoopback } from './listen';

const file = process.env.BENCH_DB_FILE;
if (!file) throw new Error('BENCH_DB_FILE is required');
const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY);
db.configure('busyTimeout', 5000);

const all = (sql: string, params: unknown[]) =>
  new Promise<any[]>((resolve, reject) => db.all(sql, params, (error, rows) => (error ? reject(error) : resolve(rows))));

const COLUMNS = 'm.id, m.tenantId, m.accountId, m.name, m.no, m.position, m.departId, m.isCompanyAdmin, m.status, m.crtTime, m.updTime';

const app = new Koa();
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

listenOnLoopback(app, () => new Promise<void>((resolve) => db.close(() => resolve())));
