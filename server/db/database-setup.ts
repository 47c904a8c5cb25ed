import mysql from 'mysql2/promise';

/** A start-up problem with the database that one line explains; start.ts prints the message, not a stack. */
export class DatabaseStartError extends Error {}

const CHARSET = 'CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci';

/**
 * `DATABASE_URL=mysql://…/name` names a database that may not exist yet: create it (utf8mb4) when the account
 * may, else stop with the statement to run. A server that cannot be reached or refuses the account is one
 * clear line too.
 */
export async function ensureMysqlDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const where = `${url.hostname}:${url.port || 3306}`;
  const user = decodeURIComponent(url.username || 'root');
  if (!name) throw new DatabaseStartError(`DATABASE_URL 未指定数据库名（例如 mysql://user:password@${where}/console）`);
  const server = { host: url.hostname, port: Number(url.port || 3306), user, password: decodeURIComponent(url.password), connectTimeout: 10_000 };
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection(server);
  } catch (error: any) {
    throw new DatabaseStartError(connectionProblem(error, where, user));
  }
  try {
    const [rows]: any = await connection.query('SELECT SCHEMA_NAME FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name]);
    if (rows.length) return;
    await connection.query(`CREATE DATABASE IF NOT EXISTS ${mysql.escapeId(name)} ${CHARSET}`);
    if (process.env.NODE_ENV !== 'test') console.log(`database ${name} created (utf8mb4)`);
  } catch (error: any) {
    if (!['ER_DBACCESS_DENIED_ERROR', 'ER_ACCESS_DENIED_ERROR', 'ER_SPECIFIC_ACCESS_DENIED_ERROR'].includes(error?.code)) throw error;
    throw new DatabaseStartError(
      `数据库 ${name} 不存在（或账号 ${user} 无权访问），且 ${user} 无权创建它。请用有权限的账号执行：CREATE DATABASE ${mysql.escapeId(name)} ${CHARSET}; GRANT ALL ON ${mysql.escapeId(name)}.* TO '${user}'@'%'; 然后重新启动`,
    );
  } finally {
    await connection.end();
  }
}

function connectionProblem(error: any, where: string, user: string): string {
  if (error?.code === 'ER_ACCESS_DENIED_ERROR') return `MySQL ${where} 拒绝了账号 ${user}：请检查 DATABASE_URL 中的用户名和密码`;
  if (['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(error?.code)) return `无法连接 MySQL ${where}（${error.code}）：请检查 DATABASE_URL 和数据库服务是否已启动`;
  return `无法连接 MySQL ${where}：${error?.message ?? error}`;
}
