import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataTypes } from 'sequelize';
import { createSequelize, tuneDatabase } from '../../server/db/connection';

// On SQLite a top-level transaction's BEGIN, COMMIT and ROLLBACK go to its connection without Sequelize's query
// pipeline; what a transaction means stays the same.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'transaction-control-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function database(name: string) {
  const sequelize = createSequelize(undefined, path.join(dir, name));
  await tuneDatabase(sequelize);
  const Item = sequelize.define('item', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'plt_item' });
  await Item.sync();
  // What reaches Sequelize's query pipeline from here on.
  const queried: string[] = [];
  const query = sequelize.query.bind(sequelize);
  (sequelize as any).query = (sql: any, options?: any) => {
    queried.push(String(typeof sql === 'string' ? sql : sql?.query));
    return query(sql, options);
  };
  return { sequelize, Item, queried };
}

const control = (queried: string[]) => queried.filter((sql) => /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT)\b/i.test(sql));

test('a committed transaction keeps its rows; its BEGIN and COMMIT do not go through the query pipeline', async () => {
  const { sequelize, Item, queried } = await database('commit');
  await sequelize.transaction(async () => {
    await Item.create({ name: 'a' });
    await Item.create({ name: 'b' });
  });
  expect(((await Item.findAll({ order: [['id', 'ASC']], raw: true })) as any[]).map((row) => row.name)).toEqual(['a', 'b']);
  expect(control(queried)).toEqual([]);
  await sequelize.close();
});

test('a transaction that fails is rolled back, and the next one runs on a clean connection', async () => {
  const { sequelize, Item, queried } = await database('rollback');
  await expect(
    sequelize.transaction(async () => {
      await Item.create({ name: 'kept?' });
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  // A statement SQLite refuses (the unique name) fails its transaction too.
  await Item.create({ name: 'taken' });
  await expect(
    sequelize.transaction(async () => {
      await Item.create({ name: 'first' });
      await Item.create({ name: 'taken' });
    }),
  ).rejects.toThrow();
  await sequelize.transaction(async () => {
    await Item.create({ name: 'after' });
  });
  expect(((await Item.findAll({ order: [['id', 'ASC']], raw: true })) as any[]).map((row) => row.name)).toEqual(['taken', 'after']);
  expect(control(queried)).toEqual([]);
  await sequelize.close();
});

test('a nested transaction is a savepoint through Sequelize, and rolling it back keeps the outer work', async () => {
  const { sequelize, Item, queried } = await database('nested');
  await sequelize.transaction(async (outer) => {
    await Item.create({ name: 'outer' });
    await expect(
      sequelize.transaction({ transaction: outer }, async () => {
        await Item.create({ name: 'inner' });
        throw new Error('inner fails');
      }),
    ).rejects.toThrow('inner fails');
  });
  expect(((await Item.findAll({ raw: true })) as any[]).map((row) => row.name)).toEqual(['outer']);
  expect(control(queried).map((sql) => sql.split(' ')[0])).toEqual(['SAVEPOINT', 'ROLLBACK']);
  await sequelize.close();
});

test('a COMMIT the driver refuses is answered as a DatabaseError naming its SQL', async () => {
  const { sequelize, Item } = await database('refused');
  await expect(
    sequelize.transaction(async (transaction: any) => {
      await Item.create({ name: 'x' });
      // End the transaction behind Sequelize's back: its COMMIT then has no transaction to commit.
      await new Promise((resolve) => transaction.connection.run('ROLLBACK', resolve));
    }),
  ).rejects.toMatchObject({ name: 'SequelizeDatabaseError', sql: expect.stringMatching(/^COMMIT/) });
  expect(await Item.count()).toBe(0);
  await expect(sequelize.transaction(async () => Item.create({ name: 'y' }))).resolves.toBeTruthy();
  expect(await Item.count()).toBe(1);
  await sequelize.close();
});

