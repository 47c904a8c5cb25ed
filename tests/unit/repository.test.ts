import { DataTypes, Sequelize } from 'sequelize';
import { applyTenantScope, TenantContextMissing } from '../../server/db/tenant-scope';
import { asSystem, asTenant } from '../../server/context/request-context';
import { modelRows, sectionRows, Repository } from '../../server/engine/repository';
import type { Database } from '../../server/db/database';

const sequelize = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false });
const define = () => {
  const Item = sequelize.define('Item', { tenantId: DataTypes.INTEGER, owner: DataTypes.INTEGER, qty: DataTypes.INTEGER }, { timestamps: true, createdAt: false, updatedAt: false, deletedAt: 'delTime', paranoid: true });
  applyTenantScope(Item);
  return Item;
};
const Item = define();
const db = { sequelize, models: { Item }, sections: { item: Item }, tables: {}, specs: {} } as unknown as Database;
// A caller whose grant reaches only the rows they own (owner 7).
const mine = (rows: Repository) => rows.narrowed(() => ({ owner: 7 }));

beforeEach(async () => {
  await sequelize.sync({ force: true });
  await asSystem(() =>
    Item.bulkCreate([
      { tenantId: 1, owner: 7, qty: 1 },
      { tenantId: 1, owner: 8, qty: 10 },
      { tenantId: 2, owner: 7, qty: 100 },
    ]),
  );
});
afterAll(() => sequelize.close());

test('reads and counts are the company\'s rows, and nothing without a company', async () => {
  await expect(modelRows(db, 'Item').findAll()).rejects.toBeInstanceOf(TenantContextMissing);
  await asTenant(1, async () => {
    expect(await modelRows(db, 'Item').count()).toBe(2);
    expect((await sectionRows(db, 'item').findAll({ raw: true })).map((row) => row.qty).sort((a, b) => a - b)).toEqual([1, 10]);
  });
});

test('sum, max and increment, which no hook sees, stay within the company', async () => {
  await asTenant(1, async () => {
    const items = modelRows(db, 'Item');
    expect(await items.sum('qty')).toBe(11);
    expect(await items.max('qty')).toBe(10);
    await items.increment({ qty: 5 }, { where: { owner: 7 } });
  });
  const rows = await asSystem(() => Item.findAll({ where: { owner: 7 }, order: [['tenantId', 'ASC']], raw: true }));
  expect(rows.map((row: any) => row.qty)).toEqual([6, 100]);
});

test('a narrowed repository reads, changes and deletes only the rows of its condition', async () => {
  await asTenant(1, async () => {
    const items = mine(modelRows(db, 'Item'));
    expect((await items.findAll({ raw: true })).map((row) => row.owner)).toEqual([7]);
    expect(await items.sum('qty')).toBe(1);
    const other = (await modelRows(db, 'Item').findOne({ where: { owner: 8 }, raw: true })) as any;
    expect(await items.findById(other.id)).toBeNull();
    await expect(items.get(other.id, '不存在')).rejects.toMatchObject({ status: 404, message: '不存在' });
    expect(await items.update({ qty: 0 }, { where: { id: other.id } })).toBe(0);
    expect(await items.destroy({ where: {} })).toBe(1);
    await items.restore({ where: {} });
    expect(await items.count()).toBe(1);
  });
  expect(await asSystem(() => Item.count({ where: { owner: 8, qty: 10 } }))).toBe(1);
});

test('getAll answers every id or none', async () => {
  await asTenant(1, async () => {
    const ids = ((await modelRows(db, 'Item').findAll({ attributes: ['id'], order: [['id', 'ASC']], raw: true })) as any[]).map((row) => row.id);
    expect(await modelRows(db, 'Item').getAll([...ids, ids[0]])).toHaveLength(2);
    await expect(mine(modelRows(db, 'Item')).getAll(ids, '不存在')).rejects.toMatchObject({ status: 404 });
  });
});

test('the model is looked up on each call, so a schema reload\'s new model is used', async () => {
  const items = modelRows(db, 'Item');
  const Other = sequelize.define('Other', { tenantId: DataTypes.INTEGER }, { timestamps: false });
  applyTenantScope(Other);
  await Other.sync();
  const before = db.models.Item;
  db.models.Item = Other;
  try {
    expect(await asTenant(1, () => items.count())).toBe(0);
  } finally {
    db.models.Item = before;
  }
  expect(await asTenant(1, () => items.count())).toBe(2);
});
