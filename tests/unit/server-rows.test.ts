import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataTypes, Sequelize } from 'sequelize';
import { createSequelize, tuneDatabase } from '../../server/db/connection';
import { applyTenantScope, CrossTenantWrite } from '../../server/db/tenant-scope';
import { applyUserStamps } from '../../server/db/user-stamps';
import { asSystem, asTenant, runWithContext } from '../../server/context/request-context';
import { forServerRows, insertServerRows } from '../../server/db/server-rows';

// The operation log's batches on SQLite: one INSERT with bound values and kept SQL, no instance per row, the marked
// hooks run with the plain rows; anywhere else bulkCreate.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-rows-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const attributes = {
  tenantId: { type: DataTypes.INTEGER, allowNull: false },
  kind: { type: DataTypes.INTEGER, allowNull: false },
  who: DataTypes.STRING(50),
  note: DataTypes.STRING,
  crtTime: DataTypes.DATE,
  crtUserId: DataTypes.INTEGER,
  level: { type: DataTypes.INTEGER, defaultValue: 1 },
};

async function database(name: string) {
  const sequelize = createSequelize(undefined, path.join(dir, name));
  await tuneDatabase(sequelize);
  const Log = sequelize.define('log', attributes, { tableName: 'plt_log', timestamps: true, createdAt: 'crtTime', updatedAt: false });
  applyTenantScope(Log);
  applyUserStamps(Log);
  await Log.sync();
  const dropped: number[] = [];
  Log.addHook('afterBulkCreate', forServerRows((rows: any[]) => void dropped.push(rows.length)));
  // Every statement through Sequelize's query, ours and the query interface's (bulkCreate's) alike.
  const queried: string[] = [];
  sequelize.options.logging = (sql: string) => void queried.push(sql.replace(/^Executing \([^)]*\): /, ''));
  return { sequelize, Log, queried, dropped };
}

/** Sequelize as it comes, none of the server's set-up: what bulkCreate stores. */
async function reference(name: string) {
  const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dir, name), logging: false });
  const Log = sequelize.define('log', attributes, { tableName: 'plt_log', timestamps: true, createdAt: 'crtTime', updatedAt: false });
  await Log.sync();
  return { sequelize, Log };
}

const rowsOf = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ tenantId: 1 + ((from + i) % 2), kind: 2, who: `张伟${from + i}`, note: i % 2 ? null : `it's "${from + i}" \\ %_`, crtTime: new Date(Date.UTC(2026, 10, 24, 8, 0, i, 7)), level: 3 }));
const stored = async (Log: any) => (await asSystem(() => Log.findAll({ order: [['id', 'ASC']] }))).map((row: any) => row.get({ plain: true }));
const inserts = (queried: string[]) => queried.filter((sql) => /^INSERT/.test(sql));

test('a batch is one INSERT with bound values, kept per row count, storing what bulkCreate stores; the after-hook runs', async () => {
  const direct = await database('direct.sqlite');
  const bulk = await reference('bulk.sqlite');
  await asSystem(() => insertServerRows(direct.Log, rowsOf(3)));
  await asSystem(() => insertServerRows(direct.Log, rowsOf(3, 3)));
  await bulk.Log.bulkCreate(rowsOf(3), { validate: true });
  await bulk.Log.bulkCreate(rowsOf(3, 3), { validate: true });
  expect(await stored(direct.Log)).toEqual(await stored(bulk.Log));
  expect(direct.dropped).toEqual([3, 3]);
  const [sql, again] = inserts(direct.queried);
  expect(again).toBe(sql);
  expect(sql).not.toContain('张伟');
  expect(sql).toContain('$18');
  // Kept on the shared connection: the second batch ran the statement compiled for the first.
  const connection = await (direct.sequelize as any).connectionManager.getConnection({});
  expect(connection.__statements.get(sql)).toHaveLength(1);
  await direct.sequelize.close();
  await bulk.sequelize.close();
});

test('a hook not marked for server rows, a company context, an actor, or rows that differ: bulkCreate, hooks and tenant scope as ever', async () => {
  const { sequelize, Log, queried, dropped } = await database('fallback.sqlite');
  await expect(asTenant(1, () => insertServerRows(Log, [{ tenantId: 2, kind: 2, crtTime: new Date(), level: 3 }]))).rejects.toBeInstanceOf(CrossTenantWrite);
  await asTenant(1, () => insertServerRows(Log, [{ kind: 2, crtTime: new Date(), level: 3 }]));
  const actor = { accountId: 9, membershipId: 9, tenantId: 1, name: '李娜', mobile: '13800000009', isCompanyAdmin: false, tokenHash: 'x' };
  await runWithContext({ system: true, actor }, () => insertServerRows(Log, [{ tenantId: 1, kind: 3, crtTime: new Date(), level: 3 }]));
  await asSystem(() => insertServerRows(Log, [{ tenantId: 1, kind: 4, crtTime: new Date(), level: 3 }, { tenantId: 2, kind: 4, who: '王芳', crtTime: new Date(), level: 3 }]));
  // Without the creation time bulkCreate fills in, the rows are bulkCreate's too.
  await asSystem(() => insertServerRows(Log, [{ tenantId: 2, kind: 5, level: 3 }]));
  // Nor without a column the model has a default for.
  await asSystem(() => insertServerRows(Log, [{ tenantId: 2, kind: 7, crtTime: new Date() }]));
  const seen: string[] = [];
  Log.addHook('beforeBulkCreate', (rows: any[]) => void seen.push(rows[0].constructor.name));
  await asSystem(() => insertServerRows(Log, [{ tenantId: 1, kind: 6, crtTime: new Date(), level: 3 }]));
  expect(seen).toEqual(['log']);
  const rows = await stored(Log);
  expect(rows.map((row: any) => [row.tenantId, row.kind, row.who, row.crtUserId, row.level])).toEqual([
    [1, 2, null, null, 3],
    [1, 3, null, 9, 3],
    [1, 4, null, null, 3],
    [2, 4, '王芳', null, 3],
    [2, 5, null, null, 3],
    [2, 7, null, null, 1],
    [1, 6, null, null, 3],
  ]);
  expect(rows.every((row: any) => row.crtTime instanceof Date)).toBe(true);
  expect(inserts(queried)).toHaveLength(6);
  expect(inserts(queried).some((sql) => sql.includes('$1'))).toBe(false);
  expect(dropped).toEqual([1, 1, 2, 1, 1, 1]);
  await sequelize.close();
});

test('a row the table refuses fails the batch and nothing of it is stored', async () => {
  const { sequelize, Log, dropped } = await database('refused.sqlite');
  await expect(asSystem(() => insertServerRows(Log, [{ tenantId: 1, kind: 2, crtTime: new Date(), level: 3 }, { tenantId: 1, kind: null, crtTime: new Date(), level: 3 }]))).rejects.toThrow();
  expect(await stored(Log)).toEqual([]);
  expect(dropped).toEqual([]);
  await sequelize.close();
});
