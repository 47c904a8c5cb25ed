import { DataTypes, Sequelize } from 'sequelize';
import { applyTenantScope, CrossTenantWrite, TenantContextMissing, tenantWhere } from '../../server/db/tenant-scope';
import { asSystem, asTenant, currentTenantId } from '../../server/context/request-context';

const sequelize = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false });
const Note = sequelize.define('note', { tenantId: DataTypes.INTEGER, text: DataTypes.STRING }, { timestamps: false, paranoid: false });
applyTenantScope(Note);

beforeAll(async () => {
  await sequelize.sync();
  await asSystem(() => Note.bulkCreate([{ tenantId: 1, text: 'a1' }, { tenantId: 1, text: 'a2' }, { tenantId: 2, text: 'b1' }]));
});
afterAll(() => sequelize.close());

test('a query with no tenant context fails closed', async () => {
  await expect(Note.findAll()).rejects.toBeInstanceOf(TenantContextMissing);
  await expect(Note.count()).rejects.toBeInstanceOf(TenantContextMissing);
  await expect(Note.update({ text: 'x' }, { where: {} })).rejects.toBeInstanceOf(TenantContextMissing);
  await expect(Note.destroy({ where: {} })).rejects.toBeInstanceOf(TenantContextMissing);
});

test('reads, counts, updates and deletes see only the context tenant', async () => {
  await asTenant(1, async () => {
    expect((await Note.findAll()).map((n: any) => n.text).sort()).toEqual(['a1', 'a2']);
    expect(await Note.count()).toBe(2);
    const b1 = await asSystem(() => Note.findOne({ where: { text: 'b1' } }));
    expect(await Note.findByPk(b1!.get('id') as number)).toBeNull();
    const [changed] = await Note.update({ text: 'hacked' }, { where: { text: 'b1' } });
    expect(changed).toBe(0);
    expect(await Note.destroy({ where: { text: 'b1' } })).toBe(0);
  });
  expect(await asSystem(() => Note.count({ where: { text: 'b1' } }))).toBe(1);
});

test('a create is stamped with the context tenant; a row of another tenant cannot be written', async () => {
  const created = await asTenant(2, () => Note.create({ text: 'b2' }));
  expect(created.get('tenantId')).toBe(2);
  await expect(asTenant(2, () => Note.create({ text: 'spoof', tenantId: 1 }))).rejects.toBeInstanceOf(CrossTenantWrite);
  const a1 = await asSystem(() => Note.findOne({ where: { text: 'a1' } }));
  await expect(asTenant(2, () => a1!.update({ text: 'changed' }))).rejects.toBeInstanceOf(CrossTenantWrite);
  await expect(asTenant(2, () => a1!.destroy())).rejects.toBeInstanceOf(CrossTenantWrite);
});

test('the context follows async work and does not leak between runs', async () => {
  const seen = await Promise.all([
    asTenant(1, async () => {
      await new Promise((r) => setTimeout(r, 5));
      return currentTenantId();
    }),
    asTenant(2, async () => currentTenantId()),
  ]);
  expect(seen).toEqual([1, 2]);
  expect(currentTenantId()).toBeUndefined();
});

test('company-shared rows (sharedRead): a tenant reads its own rows and every tenant\'s shared ones, and writes only its own', async () => {
  const Stock = sequelize.define('stock', { tenantId: DataTypes.INTEGER, item: DataTypes.STRING, status: DataTypes.INTEGER, qty: DataTypes.INTEGER }, { timestamps: false });
  applyTenantScope(Stock, { sharedRead: { status: 1 } });
  await Stock.sync();
  await asSystem(() =>
    Stock.bulkCreate([
      { tenantId: 1, item: 'a-pub', status: 1, qty: 1 },
      { tenantId: 1, item: 'a-off', status: 0, qty: 2 },
      { tenantId: 2, item: 'b-pub', status: 1, qty: 4 },
      { tenantId: 2, item: 'b-off', status: 0, qty: 8 },
    ]),
  );
  await asTenant(1, async () => {
    expect((await Stock.findAll({ order: [['id', 'ASC']] })).map((s: any) => s.item)).toEqual(['a-pub', 'a-off', 'b-pub']);
    expect(await Stock.count()).toBe(3);
    expect(await Stock.sum('qty', { where: tenantWhere(Stock, undefined, { read: true }) })).toBe(7);
    const bPub = await Stock.findOne({ where: { item: 'b-pub' } });
    expect(await Stock.findOne({ where: { item: 'b-off' } })).toBeNull();
    expect(await Stock.update({ qty: 0 }, { where: { item: 'b-pub' } })).toEqual([0]);
    expect(await Stock.destroy({ where: { item: 'b-pub' } })).toBe(0);
    await expect(bPub!.update({ qty: 0 })).rejects.toBeInstanceOf(CrossTenantWrite);
    await expect(bPub!.destroy()).rejects.toBeInstanceOf(CrossTenantWrite);
    await expect(Stock.create({ item: 'spoof', status: 1, tenantId: 2 })).rejects.toBeInstanceOf(CrossTenantWrite);
    expect(await Stock.update({ qty: 3 }, { where: { item: 'a-off' } })).toEqual([1]);
  });
  expect(await asSystem(() => Stock.sum('qty', { where: { tenantId: 2 } }))).toBe(12);
});
