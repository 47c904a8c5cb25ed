import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataTypes } from 'sequelize';
import { createSequelize, tuneDatabase } from '../../server/db/connection';
import { applyTenantScope, CrossTenantWrite } from '../../server/db/tenant-scope';
import { asSystem, asTenant } from '../../server/context/request-context';
import { insertServerRows } from '../../server/db/server-rows';

// The operation log's batches on SQLite: one INSERT with bound values and kept SQL, storing what bulkCreate stores.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-rows-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function database(name: string) {
  const sequelize = createSequelize(undefined, path.join(dir, name));
  await tuneDatabase(sequelize);
  const Log = sequelize.define(
    'log',
    { tenantId: { type: DataTypes.INTEGER, allowNull: false }, kind: { type: DataTypes.INTEGER, allowNull: false }, who: DataTypes.STRING(50), note: DataTypes.STRING, crtTime: DataTypes.DATE },
    { tableName: 'plt_log', timestamps: false },
  );
  applyTenantScope(Log);
  await Log.sync();
  const queried: string[] = [];
  const query = sequelize.query.bind(sequelize);
  (sequelize as any).query = (sql: any, options?: any) => {
    queried.push(String(typeof sql === 'string' ? sql : sql?.query));
    return query(sql, options);
  };
  return { sequelize, Log, queried };
}

const rowsOf = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ tenantId: 1 + ((from + i) % 2), kind: 2, who: `张伟${from + i}`, note: i % 2 ? null : `it's "${from + i}"`, crtTime: new Date(Date.UTC(2026, 10, 24, 8, 0, i, 7)) }));
const stored = async (Log: any) => (await asSystem(() => Log.findAll({ raw: true, order: [['id', 'ASC']] }))).map(({ id: _id, ...row }: any) => row);

test('a batch is one INSERT with bound values, storing what bulkCreate stores, and its SQL is kept per row count', async () => {
  const direct = await database('direct.sqlite');
  const bulk = await database('bulk.sqlite');
  await asSystem(() => insertServerRows(direct.Log, rowsOf(3)));
  await asSystem(() => insertServerRows(direct.Log, rowsOf(3, 3)));
  await asSystem(() => bulk.Log.bulkCreate(rowsOf(3), { validate: true }));
  await asSystem(() => bulk.Log.bulkCreate(rowsOf(3, 3), { validate: true }));
  expect(await stored(direct.Log)).toEqual(await stored(bulk.Log));
  const inserts = direct.queried.filter((sql) => /^INSERT/.test(sql));
  expect(inserts).toHaveLength(2);
  expect(inserts[0]).toBe(inserts[1]);
  expect(inserts[0]).not.toContain('张伟');
  expect(inserts[0]).toContain('$15');
  // Kept on the shared connection: the second batch ran the statement compiled for the first.
  const connection = await (direct.sequelize as any).connectionManager.getConnection({});
  expect(connection.__statements.get(inserts[0])).toHaveLength(1);
  await direct.sequelize.close();
  await bulk.sequelize.close();
});

test('inside a tenant, or with rows of different columns, it is bulkCreate with the tenant scope', async () => {
  const { sequelize, Log, queried } = await database('fallback.sqlite');
  await expect(asTenant(1, () => insertServerRows(Log, [{ tenantId: 2, kind: 2 }]))).rejects.toBeInstanceOf(CrossTenantWrite);
  await asTenant(1, () => insertServerRows(Log, [{ tenantId: 1, kind: 2 }]));
  await asSystem(() => insertServerRows(Log, [{ tenantId: 1, kind: 2 }, { tenantId: 2, kind: 2, who: '李娜' }]));
  expect((await stored(Log)).map((row: any) => [row.tenantId, row.who])).toEqual([
    [1, null],
    [1, null],
    [2, '李娜'],
  ]);
  expect(queried.filter((sql) => /^INSERT/.test(sql)).every((sql) => !sql.includes('$1'))).toBe(true);
  await sequelize.close();
});

test('a row the table refuses fails the batch and nothing of it is stored', async () => {
  const { sequelize, Log } = await database('refused.sqlite');
  await expect(asSystem(() => insertServerRows(Log, [{ tenantId: 1, kind: 2 }, { tenantId: 1, kind: null }]))).rejects.toThrow();
  expect(await stored(Log)).toEqual([]);
  await sequelize.close();
});
