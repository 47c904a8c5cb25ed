import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataTypes, Op, Sequelize } from 'sequelize';
import { applyTenantScope, TenantContextMissing } from '../../server/db/tenant-scope';
import { countQuery, readPlainRows, readsDirectly } from '../../server/db/direct-reads';
import { asSystem, asTenant } from '../../server/context/request-context';
import { currentTransaction, useTransactionContext } from '../../server/context/transaction-context';

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

test('findAll, findOne and findByPk answer as Sequelize does, raw or as instances; only plain options qualify', async () => {
  await asTenant(1, async () => {
    const where = { name: { [Op.like]: 'a%' } };
    expect(readsDirectly(Item, { where, raw: true })).toBe(true);
    expect(readsDirectly(Item, { where, attributes: ['id', 'name'] })).toBe(true);
    expect(readsDirectly(Item, { where, raw: true, group: ['name'] })).toBe(false);
    expect(readsDirectly(Item, { where, lock: true })).toBe(false);
    // `logging` is no direct option: those go through Sequelize.
    expect(await Item.findAll({ where, order, raw: true })).toEqual(await Item.findAll({ where, order, raw: true, logging: false }));
    const instances = await Item.findAll({ where, order });
    expect(instances[0]).toBeInstanceOf(Item);
    expect(instances[0].isNewRecord).toBe(false);
    expect(instances.map((row) => row.get({ plain: true }))).toEqual((await Item.findAll({ where, order, logging: false })).map((row) => row.get({ plain: true })));
    expect(await Item.findOne({ where: { name: 'a2' }, attributes: ['id', 'name'], raw: true })).toEqual({ id: 2, name: 'a2' });
    expect(await Item.findByPk(4, { raw: true })).toBeNull();
    expect((await Item.findByPk(1))!.get('active')).toBe(true);
  });
});

test('values are bound, not written in, and every kind of where answers what Sequelize answers', async () => {
  const wheres: any[] = [
    { name: 'a1' },
    { name: "it's" },
    { active: true },
    { active: false },
    { price: null },
    { price: { [Op.ne]: null } },
    { price: { [Op.gte]: 1.5 } },
    { id: [1, 2] },
    { id: { [Op.in]: [2, 3] } },
    { id: { [Op.notIn]: [1] } },
    { seenAt: { [Op.lt]: new Date('2026-06-01T00:00:00Z') } },
    { seenAt: new Date('2026-03-04T05:06:07Z') },
    { day: '2026-01-02' },
    { crtTime: { [Op.gt]: new Date('2000-01-01T00:00:00Z') } },
    { name: { [Op.like]: 'a%' } },
    { name: { [Op.startsWith]: 'a' } },
    { [Op.or]: [{ name: 'a1' }, { price: null }] },
    { [Op.and]: [{ active: true }, { id: { [Op.between]: [1, 3] } }] },
    { name: { [Op.notLike]: '%2' }, active: { [Op.not]: false } },
  ];
  for (const tenant of [1, 2]) {
    for (const where of wheres) {
      for (const paranoid of [true, false]) {
        const [direct, viaSequelize] = await asTenant(tenant, () =>
          Promise.all([Item.findAll({ where, order, paranoid, raw: true }), Item.findAll({ where, order, paranoid, raw: true, logging: false })]),
        );
        expect([tenant, where, paranoid, direct]).toEqual([tenant, where, paranoid, viaSequelize]);
        const [count, sequelizeCount] = await asTenant(tenant, () => Promise.all([Item.count({ where, paranoid }), Item.count({ where, paranoid, logging: false })]));
        expect([where, count]).toEqual([where, sequelizeCount]);
      }
    }
  }
  const key = await asTenant(1, () => countQuery(Item, { name: "it's" }, true).key);
  expect(key).not.toContain("it''s");
  expect(key).toContain('"it\'s"');
});

test('the SQL of a where is generated once per shape; the next where of that shape only has its values formatted', async () => {
  const generator: any = (Item as any).queryGenerator;
  const select = jest.spyOn(generator, 'selectQuery');
  // The direct reads' own generation (Sequelize's, for the comparison read, carries its `logging` option).
  const generated = () => select.mock.calls.filter(([, options]: any[]) => !('logging' in options)).length;
  const read = (where: any) => asTenant(1, () => Promise.all([Item.findAll({ where, order, raw: true }), Item.findAll({ where, order, raw: true, logging: false })]));
  try {
    // Every value bound: the second where of the shape takes the kept SQL, and answers what Sequelize answers.
    const [first, firstViaSequelize] = await read({ name: 'a1', price: 1.5 });
    expect(first).toEqual(firstViaSequelize);
    const generatedFirst = generated();
    expect(generatedFirst).toBeGreaterThan(0);
    const [second, secondViaSequelize] = await read({ name: 'a2', price: 3 });
    expect(second).toEqual(secondViaSequelize);
    expect(generated()).toBe(generatedFirst);
    // A value the column formats (a date written as a string) is formatted on the kept path too.
    for (const seenAt of ['2026-03-04 05:06:07.000 +00:00', '2026-03-04T05:06:07Z', '2026-03-04 13:06:07+08:00']) {
      const [rows, rowsViaSequelize] = await read({ seenAt });
      expect([seenAt, rows]).toEqual([seenAt, rowsViaSequelize]);
    }
    // A list of one value reads as that value (bound), so its shape is kept too.
    const beforeLists = generated();
    for (const where of [{ id: [1] }, { id: [2] }, { id: ['1'] }, { [Op.or]: [{ id: [2] }, { name: ['a1'] }] }, { [Op.or]: [{ id: [1] }, { name: ['zz'] }] }]) {
      const [rows, rowsViaSequelize] = await read(where);
      expect([where, rows]).toEqual([where, rowsViaSequelize]);
    }
    expect(generated() - beforeLists).toBe(3);
    // Values written into the SQL (an operator, a list of several) make the text depend on them: generated every time.
    for (const where of [{ name: { [Op.ne]: 'a1' } }, { name: { [Op.ne]: 'a2' } }, { id: [1, 2] }, { id: [2, 3] }]) {
      const before = generated();
      const [rows, rowsViaSequelize] = await read(where);
      expect([where, rows]).toEqual([where, rowsViaSequelize]);
      expect(generated() - before).toBe(1);
    }
  } finally {
    select.mockRestore();
  }
});

test('every page of a list is one SQL text: the limit and offset are bound, and each page answers what Sequelize answers', async () => {
  const generator: any = (Item as any).queryGenerator;
  const select = jest.spyOn(generator, 'selectQuery');
  const generated = () => select.mock.calls.filter(([, options]: any[]) => !('logging' in options)).length;
  const connection: any = await sequelize.connectionManager.getConnection({} as any);
  const all = jest.spyOn(connection, 'all');
  // An order no other test reads with: shapes this test generates first.
  const pageOrder: [string, string][] = [['name', 'DESC'], ['id', 'ASC']];
  try {
    const read = (limit: number, offset: number, paranoid: boolean) =>
      asTenant(1, () =>
        Promise.all([Item.findAll({ where: {}, order: pageOrder, limit, offset, paranoid, raw: true }), Item.findAll({ where: {}, order: pageOrder, limit, offset, paranoid, raw: true, logging: false })]),
      );
    for (const paranoid of [true, false]) {
      const [direct, viaSequelize] = await read(1, 0, paranoid);
      expect(direct).toEqual(viaSequelize);
    }
    const generatedFirst = generated();
    // Every other page of the two shapes (paranoid or not) takes their kept SQL.
    for (const [limit, offset] of [[1, 1], [2, 1], [5, 0], [1, 2], [0, 0], [3, 9]]) {
      for (const paranoid of [true, false]) {
        const [direct, viaSequelize] = await read(limit, offset, paranoid);
        expect([limit, offset, paranoid, direct]).toEqual([limit, offset, paranoid, viaSequelize]);
      }
    }
    expect(generated()).toBe(generatedFirst);
    // The order read with is left as it was given (the generator rewrites the one it is handed).
    expect(pageOrder).toEqual([['name', 'DESC'], ['id', 'ASC']]);
    // The direct reads' texts (Sequelize's own reads write their values in): two, one per shape.
    const texts = new Set(all.mock.calls.map(([sql]) => sql as string).filter((sql) => sql.includes('$1')));
    expect(texts.size).toBe(2);
    for (const sql of texts) expect(sql).toMatch(/ LIMIT \$\d+ OFFSET \$\d+;$/);
    // A limit alone binds the limit.
    all.mockClear();
    const [limited, limitedViaSequelize] = await asTenant(1, () => Promise.all([Item.findAll({ where: {}, order: pageOrder, limit: 1, raw: true }), Item.findAll({ where: {}, order: pageOrder, limit: 1, raw: true, logging: false })]));
    expect(limited).toEqual(limitedViaSequelize);
    expect(all.mock.calls.map(([sql]) => sql).filter((sql) => sql.includes('$1'))).toEqual([expect.stringMatching(/ LIMIT \$\d+;$/)]);
  } finally {
    select.mockRestore();
    all.mockRestore();
  }
});

test('inside a transaction a direct read runs on the transaction connection and sees its uncommitted rows', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'direct-reads-'));
  const onDisk = new Sequelize({ dialect: 'sqlite', storage: path.join(dir, 'db.sqlite'), logging: false });
  const Row = onDisk.define('row', { text: DataTypes.STRING }, { timestamps: false });
  applyTenantScope(Row, { key: { where: () => ({}), ownerOf: () => undefined, movesRows: () => false } });
  try {
    await onDisk.sync();
    await asSystem(() =>
      onDisk.transaction(async () => {
        await Row.create({ text: 'inside' });
        expect(readsDirectly(Row, { where: { text: 'inside' } })).toBe(true);
        expect((await Row.findAll({ where: { text: 'inside' }, raw: true })).length).toBe(1);
        expect((await Row.findOne({ where: { text: 'inside' } }))!.get('text')).toBe('inside');
        // findOne and findByPk name the transaction in their options: the one the code runs in still reads directly,
        // with its values bound; any other (or none, `transaction: null`) goes through Sequelize.
        const current = currentTransaction(onDisk);
        expect(readsDirectly(Row, { where: { id: 1 }, plain: true, transaction: current })).toBe(true);
        expect(readsDirectly(Row, { where: { id: 1 }, plain: true, transaction: null })).toBe(false);
        expect(readsDirectly(Row, { where: { id: 1 }, plain: true, transaction: {} })).toBe(false);
        const connection: any = (current as any).connection;
        const all = jest.spyOn(connection, 'all');
        expect((await Row.findByPk(1))!.get('text')).toBe('inside');
        expect((await Row.findOne({ where: { text: 'inside' } }))!.get('text')).toBe('inside');
        expect(all.mock.calls.map(([sql, values]) => [typeof sql === 'string' && sql.startsWith('SELECT') && !sql.includes("'inside'"), values])).toEqual([
          [true, { $1: 1 }],
          // findOne's limit of one is bound too.
          [true, { $1: 'inside', $2: 1 }],
        ]);
        all.mockRestore();
      }),
    );
  } finally {
    await onDisk.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a count names its rows by its SQL and values (tenant included) and counts what count() counts', async () => {
  const one = await asTenant(1, async () => {
    const query = countQuery(Item, { active: true }, true);
    expect(await query.count()).toBe(await Item.count({ where: { active: true } }));
    return query.key;
  });
  const two = await asTenant(2, () => countQuery(Item, { active: true }, true).key);
  expect(one).not.toEqual(two);
  const byName = (name: string) => asTenant(1, () => countQuery(Item, { name }, true).key);
  expect(await byName('a1')).not.toEqual(await byName('a2'));
  expect(await asTenant(1, () => countQuery(Item, {}, false).count())).toBe(3);
});

test('a plain count() on SQLite runs directly and counts what Sequelize counts, tenant and paranoid included', async () => {
  const cases = [{ where: { active: true } }, { where: { price: { [Op.gt]: 1 } } }, {}, { paranoid: false }, { where: { name: 'gone' }, paranoid: false }];
  for (const tenant of [1, 2]) {
    for (const options of cases) {
      // `logging` is not a plain count option: that call goes through Sequelize's aggregate.
      const [direct, sequelizeCount] = await asTenant(tenant, () => Promise.all([Item.count(options), Item.count({ ...options, logging: false })]));
      expect(direct).toBe(sequelizeCount);
    }
  }
  const viaSequelize = jest.spyOn(sequelize, 'query');
  expect(await asTenant(1, () => Item.count({ paranoid: false }))).toBe(3);
  expect(await asTenant(2, () => Item.count())).toBe(1);
  expect(viaSequelize).not.toHaveBeenCalled();
  viaSequelize.mockRestore();
  await expect(Promise.resolve().then(() => Item.count())).rejects.toBeInstanceOf(TenantContextMissing);
});
