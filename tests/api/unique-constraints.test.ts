import { DataTypes, QueryTypes } from 'sequelize';
import { startTestServer, type TestServer } from '../support/test-server';
import { asTenant } from '../../server/context/request-context';
import { uniqueClashMessage } from '../../server/engine/unique-clash';
import { ensureIndexes } from '../../server/db/table-sync';
import type { TableDefinition } from '../../server/db/table-definition';

// The database itself refuses what the hooks' count-then-insert checks refuse (the hooks are bypassed here), on
// SQLite and MySQL alike; a database that already holds duplicates still gets its index at migration.
let server: TestServer;
let tenant: number;
beforeAll(async () => {
  server = await startTestServer();
  tenant = server.tenants.A;
}, 60_000);
afterAll(() => server.stop());

const db = () => server.services.db;
const rows = (sql: string, replacements: unknown[] = []) => db().sequelize.query<any>(sql, { type: QueryTypes.SELECT, replacements });
const indexNames = async (table: string) => ((await db().sequelize.getQueryInterface().showIndex(table)) as { name: string }[]).map((index) => index.name);
/** The declared index's name (`<table>_idx<position>`, table-sync.ts) by its columns. */
const uniqueIndexName = (model: string, fields: string[]) => {
  const { table, indexes = [] } = db().tables[model];
  return `${table}_idx${indexes.findIndex((index) => index.unique && index.fields.join() === fields.join())}`;
};

/** Creates through the model (no hooks of the engine's sections), in company A; answers the clash message or 'ok'. */
async function createDirectly(model: string, values: Record<string, unknown>): Promise<string> {
  try {
    await asTenant(tenant, () => db().models[model].create(values));
    return 'ok';
  } catch (error) {
    return uniqueClashMessage(db(), error) ?? `not a clash: ${String(error)}`;
  }
}

test('the database refuses a second live department of one name under one parent, with the rule message; deleted ones never clash', async () => {
  const name = '约束部门';
  expect(await createDirectly('depart', { name, parentId: 7001 })).toBe('ok');
  expect(await createDirectly('depart', { name, parentId: 7001 })).toBe('同级部门中已存在“约束部门”');
  expect(await createDirectly('depart', { name, parentId: 7002 })).toBe('ok');
  // Two deleted rows of the name beside the live one.
  for (const at of ['2026-01-01 00:00:00', '2026-01-02 00:00:00']) {
    expect(await createDirectly('depart', { name, parentId: 7001, delTime: new Date(at) })).toBe('ok');
  }
  const [{ n }] = await rows('SELECT count(*) AS n FROM plt_depart WHERE name = ? AND parentId = 7001', [name]);
  expect(Number(n)).toBe(3);
});

test('the database refuses a second role, notice category or schedule type of one name in a company, not in another', async () => {
  expect(await createDirectly('Role', { name: '约束角色', builtIn: 0 })).toBe('ok');
  expect(await createDirectly('Role', { name: '约束角色', builtIn: 0 })).toBe('角色名称“约束角色”已存在');
  expect(await createDirectly('noticeSetting', { noticeType: '约束分类', type: '通知' })).toBe('ok');
  expect(await createDirectly('noticeSetting', { noticeType: '约束分类', type: '公告' })).toBe('分类名字“约束分类”已存在');
  expect(await createDirectly('scheduleSetting', { typeName: '约束类型' })).toBe('ok');
  expect(await createDirectly('scheduleSetting', { typeName: '约束类型' })).toBe('类型名称“约束类型”已存在');
  await asTenant(server.tenants.B, () => db().models.Role.create({ name: '约束角色', builtIn: 0 }));
});

test('migrating a database that already holds duplicates renames the later ones and adds the index', async () => {
  const queryInterface = db().sequelize.getQueryInterface();
  const index = uniqueIndexName('depart', ['tenantId', 'parentId', 'name']);
  await queryInterface.removeIndex('plt_depart', index);
  const insert = (name: string, delTime: string | null) =>
    queryInterface.bulkInsert('plt_depart', [{ tenantId: tenant, parentId: 7100, name, delTime: delTime && new Date(delTime), crtTime: new Date(), updTime: new Date() }]);
  await insert('重名部门', null);
  await insert('重名部门', '2026-01-01 00:00:00');
  await insert('重名部门', null);
  await insert('重名部门', null);
  // A name at the column's limit (50) keeps within it.
  const long = '长'.repeat(50);
  await insert(long, null);
  await insert(long, null);

  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await ensureIndexes(queryInterface, db().tables.depart);
    expect(warn).toHaveBeenCalledTimes(3);
  } finally {
    warn.mockRestore();
  }

  expect(await indexNames('plt_depart')).toContain(index);
  const after = await rows('SELECT id, name, delTime FROM plt_depart WHERE parentId = 7100 ORDER BY id');
  const [first, deleted, second, third, longFirst, longSecond] = after;
  expect([first.name, deleted.name]).toEqual(['重名部门', '重名部门']);
  expect([second.name, third.name]).toEqual([`重名部门-${second.id}`, `重名部门-${third.id}`]);
  expect(longFirst.name).toBe(long);
  expect(longSecond.name).toBe(`${'长'.repeat(50 - `-${longSecond.id}`.length)}-${longSecond.id}`);
  expect(await createDirectly('depart', { name: '重名部门', parentId: 7100 })).toBe('同级部门中已存在“重名部门”');
});

test('a unique index with no text column to rename is left out with a warning, and the boot goes on', async () => {
  const queryInterface = db().sequelize.getQueryInterface();
  const definition: TableDefinition = {
    table: 'tmp_unique_dups',
    tenant: false,
    attributes: { id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true }, code: { type: DataTypes.INTEGER } },
    indexes: [{ fields: ['code'], unique: true }],
  };
  await queryInterface.createTable(definition.table, definition.attributes as any);
  await queryInterface.bulkInsert(definition.table, [{ code: 1 }, { code: 1 }]);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await ensureIndexes(queryInterface, definition);
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toContain('tmp_unique_dups: 已有重复数据，未建唯一索引 tmp_unique_dups_idx0');
  } finally {
    warn.mockRestore();
  }
  expect(await indexNames(definition.table)).not.toContain('tmp_unique_dups_idx0');
  await queryInterface.dropTable(definition.table);
});
