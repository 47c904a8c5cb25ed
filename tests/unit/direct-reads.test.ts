import { DataTypes, Op, Sequelize } from 'sequelize';
import { applyTenantScope, TenantContextMissing } from '../../server/db/tenant-scope';
import { countQuery, readPlainRows, readsDirectly } from '../../server/db/direct-reads';
import { asSystem, asTenant } from '../../server/context/request-context';
import { useTransactionContext } from '../../server/context/transaction-context';

// Reads on SQLite that skip Sequelize's query pipeline must answer exactly what Sequelize answers.
useTransactionContext();
const sequelize = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false });
const Item = sequelize.define(
  'item',
  {
    tenantId: DataTypes.INTEGER,
    name: DataTypes.STRING(50),
    price: DataTypes.DOUBLE,
    active: DataTypes.BOOLEAN,
    tags: DataTypes.JSON,
    day: DataTypes.DATEONLY,
    seenAt: DataTypes.DATE,
  },
  { tableName: 'plt_item', timestamps: true, createdAt: 'crtTime', updatedAt: false, deletedAt: 'delTime', paranoid: true },
);
applyTenantScope(Item);

beforeAll(async () => {
  await sequelize.sync();
  await asSystem(() =>
    Item.bulkCreate([
      { tenantId: 1, name: 'a1', price: 1.5, active: true, tags: ['x'], day: '2026-01-02', seenAt: new Date('2026-03-04T05:06:07Z') },
      { tenantId: 1, name: 'a2', price: null, active: false, tags: null, day: null, seenAt: null },
      { tenantId: 1, name: 'gone', price: 3, active: true, tags: { k: 1 }, day: '2026-01-03', seenAt: new Date() },
      { tenantId: 2, name: 'b1', price: 9, active: true, tags: [], day: '2026-01-04', seenAt: new Date() },
    ]),
  );
  await asTenant(1, () => Item.destroy({ where: { name: 'gone' } }));
});
afterAll(() => sequelize.close());

const order: [string, string][] = [['id', 'ASC']];

test('a page of plain rows holds the values model instances hold (dates, JSON, numbers, booleans)', async () => {
  await asTenant(1, async () => {
    const read = { where: {}, order, limit: 10, offset: 0, paranoid: true };
    const direct = await readPlainRows(Item, read);
    const instances = (await Item.findAll({ where: {}, order, limit: 10, offset: 0 })).map((row) => row.get({ plain: true }));
    expect(direct).toEqual(instances);
    expect(direct.map((row) => row.name)).toEqual(['a1', 'a2']);
    expect(direct[0].seenAt).toBeInstanceOf(Date);
    expect(direct[0].tags).toEqual(['x']);
  });
});

test('deleted rows only with paranoid off, and the tenant condition is always there', async () => {
  await asTenant(1, async () => {
    const withDeleted = await readPlainRows(Item, { where: {}, order, limit: 10, offset: 0, paranoid: false });
    expect(withDeleted.map((row) => row.name)).toEqual(['a1', 'a2', 'gone']);
  });
  await asTenant(2, async () => {
    expect((await readPlainRows(Item, { where: {}, order, limit: 10, offset: 0, paranoid: true })).map((row) => row.name)).toEqual(['b1']);
  });
  await expect(readPlainRows(Item, { where: {}, order, limit: 10, offset: 0, paranoid: true })).rejects.toBeInstanceOf(TenantContextMissing);
});

test('a raw findAll, findOne and findByPk answer as Sequelize does, and only plain raw reads outside a transaction qualify', async () => {
  await asTenant(1, async () => {
    const where = { name: { [Op.like]: 'a%' } };
    expect(readsDirectly(Item, { where, raw: true })).toBe(true);
    expect(readsDirectly(Item, { where })).toBe(false);
    expect(readsDirectly(Item, { where, raw: true, group: ['name'] })).toBe(false);
    const direct = await Item.findAll({ where, order, raw: true });
    // `logging` is no direct option: this one goes through Sequelize.
    const viaSequelize = await Item.findAll({ where, order, raw: true, logging: false });
    expect(direct).toEqual(viaSequelize);
    expect(await Item.findOne({ where: { name: 'a2' }, attributes: ['id', 'name'], raw: true })).toEqual({ id: 2, name: 'a2' });
    expect(await Item.findByPk(4, { raw: true })).toBeNull();
    await sequelize.transaction(async () => {
      expect(readsDirectly(Item, { where, raw: true })).toBe(false);
    });
  });
});

test('a count names its rows by its SQL (tenant included) and counts what count() counts', async () => {
  const one = await asTenant(1, async () => {
    const query = countQuery(Item, { active: true }, true);
    expect(await query.count()).toBe(await Item.count({ where: { active: true } }));
    return query.sql;
  });
  const two = await asTenant(2, () => countQuery(Item, { active: true }, true).sql);
  expect(one).not.toEqual(two);
  expect(await asTenant(1, () => countQuery(Item, {}, false).count())).toBe(3);
});
