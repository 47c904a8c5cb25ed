/**
 * The statements of the data path's ceilings (bench/servers/data-path.ts on sqlite3, data-path-mysql.ts on mysql2):
 * one text for both drivers (`?` placeholders), so the SQLite and MySQL ceilings run the same SQL.
 */
const COLUMNS = 'm.id, m.tenantId, m.accountId, m.name, m.no, m.position, m.departId, m.isCompanyAdmin, m.status, m.crtTime, m.updTime';

/** The user list's page: a count and a joined select of one page (newest first), with a LIKE on the name when given. */
export function userPage(tenantId: number, name: string, page: number, limit: number) {
  let where = 'm.tenantId = ? AND m.status = 0';
  const params: unknown[] = [tenantId];
  if (name) {
    where += " AND m.name LIKE ? ESCAPE '!'";
    params.push(`%${name.replace(/[!%_]/g, '!$&')}%`);
  }
  return {
    count: { sql: `SELECT count(*) AS total FROM sys_membership m WHERE ${where}`, params },
    // The page first, then the joins: joining before LIMIT/OFFSET would join every row the offset skips.
    rows: {
      sql: `SELECT page.*, a.mobile AS username, d.name AS departName
       FROM (SELECT ${COLUMNS} FROM sys_membership m WHERE ${where} ORDER BY m.id DESC LIMIT ? OFFSET ?) page
       JOIN sys_account a ON a.id = page.accountId LEFT JOIN plt_depart d ON d.id = page.departId ORDER BY page.id DESC`,
      params: [...params, limit, (page - 1) * limit],
    },
  };
}

/** The department tree's read: the company's live departments in id order (the app nests them as the ceiling does). */
export const DEPART_TREE =
  'SELECT id, tenantId, name, parentId, crtTime, updTime, crtUserId, crtUserName, updUserId, updUserName FROM plt_depart WHERE delTime IS NULL AND tenantId = ? ORDER BY id';

/** Nests rows by parentId under the rows whose parent is not among them, as the app's tree answer does. */
export function nest(rows: { id: number; parentId: number }[]) {
  const byId = new Map(rows.map((row) => [row.id, { ...row, children: [] as unknown[] }]));
  const roots: unknown[] = [];
  for (const node of byId.values()) (byId.get(node.parentId)?.children ?? roots).push(node);
  return roots;
}

/** The department create and delete, as the app runs them inside one transaction, and the operation-log row after it. */
export const WRITES = {
  parent: 'SELECT id, tenantId, name, parentId FROM plt_depart WHERE id = ? AND tenantId = ? AND delTime IS NULL LIMIT 1',
  siblings: 'SELECT count(*) AS clash FROM plt_depart WHERE delTime IS NULL AND name = ? AND parentId = ? AND tenantId = ?',
  insert: 'INSERT INTO plt_depart (tenantId, name, parentId, crtTime, updTime, crtUserName, updUserName) VALUES (?, ?, ?, ?, ?, ?, ?)',
  children: 'SELECT count(*) AS children FROM plt_depart WHERE delTime IS NULL AND parentId = ? AND tenantId = ?',
  members: 'SELECT count(*) AS members FROM sys_membership WHERE departId = ? AND status = 0 AND tenantId = ?',
  softDelete: 'UPDATE plt_depart SET delTime = ?, updTime = ? WHERE id = ? AND tenantId = ?',
  log: 'INSERT INTO plt_gate_log (tenantId, accountId, selectType, crtName, crtHost, location, menu, opt, crtTime) VALUES (?, NULL, 2, ?, ?, ?, ?, ?, ?)',
  logParams: (tenantId: number, opt: string, stamp: string) => [tenantId, '压测', '127.0.0.1', '本机', '部门管理', opt, stamp],
};
