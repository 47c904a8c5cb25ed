import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataTypes, UniqueConstraintError } from 'sequelize';
import { createSequelize, tuneDatabase } from '../../server/db/connection';

// Inside a transaction on SQLite an instance's INSERT and UPDATE skip Sequelize's query pipeline; the instance,
// its hooks, the rows written and the errors stay what Sequelize makes of them.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'direct-writes-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function database(name: string) {
  const sequelize = createSequelize(undefined, path.join(dir, name));
  await tuneDatabase(sequelize);
  const Item = sequelize.define(
    'item',
    { name: { type: DataTypes.STRING, unique: true }, qty: DataTypes.INTEGER, seenAt: DataTypes.DATE, delTime: DataTypes.DATE },
    { tableName: 'plt_item', paranoid: true, deletedAt: 'delTime', timestamps: true, createdAt: false, updatedAt: false },
  );
  await Item.sync();
  const hooked: string[] = [];
  Item.addHook('beforeCreate', (item: any) => {
    hooked.push(`beforeCreate ${item.name}`);
    item.qty ??= 1;
  });
  Item.addHook('afterCreate', (item: any) => hooked.push(`afterCreate ${item.id}`));
  Item.addHook('afterUpdate', (item: any) => hooked.push(`afterUpdate ${item.id}`));
  // What reaches Sequelize's query pipeline from here on.
  const queried: string[] = [];
  const query = sequelize.query.bind(sequelize);
  (sequelize as any).query = (sql: any, options?: any) => {
    queried.push(String(typeof sql === 'string' ? sql : sql?.query));
    return query(sql, options);
  };
  return { sequelize, Item, hooked, queried };
}

const writes = (queried: string[]) => queried.filter((sql) => /^\s*(INSERT|UPDATE)\b/i.test(sql));

test('in a transaction: create, update and a soft delete write their rows directly, with hooks and ids as before', async () => {
  const { sequelize, Item, hooked, queried } = await database('writes');
  const seenAt = new Date('2026-03-04T05:06:07.000Z');
  const [first, second] = await sequelize.transaction(async () => {
    const a: any = await Item.create({ name: 'a', seenAt });
    const b: any = await Item.create({ name: 'b', qty: 5 });
    expect([a.id, a.isNewRecord, b.id, b.isNewRecord]).toEqual([1, false, 2, false]);
    await a.update({ qty: 7 });
    await b.destroy();
    return [a, b];
  });
  expect(hooked).toEqual(['beforeCreate a', 'afterCreate 1', 'beforeCreate b', 'afterCreate 2', 'afterUpdate 1']);
  expect(writes(queried)).toEqual([]);
  const rows = (await Item.findAll({ paranoid: false, order: [['id', 'ASC']], raw: true })) as any[];
  expect(rows.map((row) => [row.id, row.name, row.qty])).toEqual([
    [1, 'a', 7],
    [2, 'b', 5],
  ]);
  expect(new Date(rows[0].seenAt).toISOString()).toBe(seenAt.toISOString());
  expect(rows[0].delTime).toBeNull();
  expect(rows[1].delTime).not.toBeNull();
  expect(await Item.count()).toBe(1);
  // The instances answer as Sequelize's own would after a save: nothing left changed.
  expect([first.changed(), second.isSoftDeleted()]).toEqual([false, true]);
  await sequelize.close();
});

test('a unique clash in a transaction is a UniqueConstraintError naming the field, and rolls the transaction back', async () => {
  const { sequelize, Item, queried } = await database('clash');
  const error = await sequelize
    .transaction(async () => {
      await Item.create({ name: 'x' });
      await Item.create({ name: 'x' });
    })
    .catch((caught) => caught);
  expect(error).toBeInstanceOf(UniqueConstraintError);
  expect(error.fields).toEqual(['name']);
  expect(error.errors[0]).toMatchObject({ path: 'name', value: 'x', type: 'unique violation' });
  expect(await Item.count()).toBe(0);
  expect(writes(queried)).toEqual([]);
  await sequelize.close();
});

test('outside a transaction, writes go through the query pipeline (and so through the write gate)', async () => {
  const { sequelize, Item, queried } = await database('outside');
  const item: any = await Item.create({ name: 'alone' });
  await item.update({ qty: 3 });
  expect(writes(queried).map((sql) => sql.split(' ')[0])).toEqual(['INSERT', 'UPDATE']);
  expect(((await Item.findByPk(item.id, { raw: true })) as any).qty).toBe(3);
  await sequelize.close();
});

test('the SQL of each column set is generated once and kept; later writes of that shape bind their own values', async () => {
  const { sequelize, Item } = await database('kept');
  const generator = (sequelize.getQueryInterface() as any).queryGenerator;
  const inserts = jest.spyOn(generator, 'insertQuery');
  const updates = jest.spyOn(generator, 'updateQuery');
  const days = ['2026-01-02T03:04:05.000Z', '2026-06-07T08:09:10.000Z', '2026-11-12T13:14:15.000Z'];
  await sequelize.transaction(async () => {
    for (const [i, day] of days.entries()) {
      const item: any = await Item.create({ name: `n${i}`, qty: i, seenAt: new Date(day) });
      await item.update({ qty: i * 10 });
    }
    // Another column set is another shape: generated once more.
    await Item.create({ name: 'plain' });
    await Item.create({ name: 'plain too' });
  });
  expect(inserts).toHaveBeenCalledTimes(2);
  expect(updates).toHaveBeenCalledTimes(1);
  inserts.mockRestore();
  updates.mockRestore();
  const rows = (await Item.findAll({ order: [['id', 'ASC']], raw: true })) as any[];
  expect(rows.map((row) => [row.name, row.qty, row.seenAt && new Date(row.seenAt).toISOString()])).toEqual([
    ['n0', 0, days[0]],
    ['n1', 10, days[1]],
    ['n2', 20, days[2]],
    ['plain', 1, null],
    ['plain too', 1, null],
  ]);
  await sequelize.close();
});
