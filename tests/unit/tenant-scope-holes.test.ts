import { DataTypes, Sequelize } from 'sequelize';
import { applyTenantScope, CrossTenantWrite, TenantContextMissing, TenantScopeBypass, tenantWhere } from '../../server/db/tenant-scope';
import { asSystem, asTenant } from '../../server/context/request-context';

/** Each hole this file tests was open before tenant-scope.ts closed it: every case failed on the old code. */
const sequelize = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false });
const define = { timestamps: false, freezeTableName: true };
const Member = sequelize.define('member', { tenantId: DataTypes.INTEGER, name: DataTypes.STRING }, define);
const Note = sequelize.define('note', { tenantId: DataTypes.INTEGER, memberId: DataTypes.INTEGER, text: DataTypes.STRING, amount: DataTypes.INTEGER }, define);
const Tag = sequelize.define('tag', { label: DataTypes.STRING }, define);
const NoteTag = sequelize.define('note_tag', { id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true }, tenantId: DataTypes.INTEGER, noteId: DataTypes.INTEGER, tagId: DataTypes.INTEGER }, define);
Member.hasMany(Note, { foreignKey: 'memberId' });
Note.belongsTo(Member, { foreignKey: 'memberId' });
Tag.belongsToMany(Note, { through: { model: NoteTag, unique: false }, foreignKey: 'tagId', otherKey: 'noteId' });
for (const model of [Member, Note, NoteTag]) applyTenantScope(model);
// Defined after the first scoped model: its reads scope their includes too.
const Board = sequelize.define('board', { title: DataTypes.STRING }, define);
Board.hasMany(Note, { foreignKey: 'memberId' });

const amounts = (tenantId: number) => asSystem(async () => (await Note.findAll({ where: { tenantId }, raw: true })).map((n: any) => n.amount));

beforeAll(async () => {
  await sequelize.sync();
  await asSystem(async () => {
    await Member.bulkCreate([
      { id: 1, tenantId: 1, name: 'a-with-notes' },
      { id: 2, tenantId: 1, name: 'a-without-own-notes' },
      { id: 3, tenantId: 2, name: 'b' },
    ]);
    await Note.bulkCreate([
      { id: 1, tenantId: 1, memberId: 1, text: 'a1', amount: 1 },
      { id: 2, tenantId: 1, memberId: 1, text: 'a2', amount: 2 },
      // Rows of tenant 2 pointing at tenant 1's members (ids collide across tenants in real data).
      { id: 3, tenantId: 2, memberId: 1, text: 'b1', amount: 100 },
      { id: 4, tenantId: 2, memberId: 2, text: 'b2', amount: 200 },
    ]);
    await Tag.create({ id: 1, label: 'shared tag' });
    await Board.create({ id: 1, title: 'board' });
    await NoteTag.bulkCreate([
      { tenantId: 1, noteId: 1, tagId: 1 },
      { tenantId: 2, noteId: 3, tagId: 1 },
      // A junction row of tenant 2 pointing at tenant 1's note.
      { tenantId: 2, noteId: 1, tagId: 1 },
    ]);
  });
});
afterAll(() => sequelize.close());

// Sequelize v6 runs no hook for aggregates and increments: the caller passes tenantWhere (tenant-scope.ts), and
// tests/unit/no-private-internals.test.ts finds a call in server/ that does not.
describe('aggregates', () => {
  test('sum, min, max and aggregate with tenantWhere see only the context tenant', async () => {
    await asTenant(1, async () => {
      expect(await Note.sum('amount', { where: tenantWhere(Note) })).toBe(3);
      expect(await Note.min('amount', { where: tenantWhere(Note) })).toBe(1);
      expect(await Note.max('amount', { where: tenantWhere(Note) })).toBe(2);
      expect(await Note.aggregate('amount', 'avg', { where: tenantWhere(Note), dataType: DataTypes.FLOAT })).toBe(1.5);
      expect(await Note.sum('amount', { where: tenantWhere(Note, { text: 'b1' }) })).toBeNull();
    });
  });

  test('tenantWhere with no tenant context fails closed; as the system it adds nothing', async () => {
    expect(() => tenantWhere(Note)).toThrow(TenantContextMissing);
    expect(await asSystem(() => Note.sum('amount', { where: tenantWhere(Note) }))).toBe(303);
    expect(asTenant(1, () => tenantWhere(Tag, { label: 'x' }))).toEqual({ label: 'x' });
  });
});

describe('static increment and decrement', () => {
  test('with tenantWhere touch only rows of the context tenant', async () => {
    await asTenant(1, async () => {
      await Note.increment('amount', { by: 10, where: tenantWhere(Note) });
      await Note.decrement('amount', { by: 5, where: tenantWhere(Note, { text: ['a1', 'b1'] }) });
    });
    expect(await amounts(1)).toEqual([6, 12]);
    expect(await amounts(2)).toEqual([100, 200]);
    await asTenant(1, () => Note.update({ amount: 1 }, { where: { text: 'a1' } }));
    await asTenant(1, () => Note.update({ amount: 2 }, { where: { text: 'a2' } }));
  });
});

describe('includes', () => {
  const memberNotes = (options: object = {}) =>
    asTenant(1, async () =>
      (await Member.findAll({ include: [{ model: Note, ...options }], order: [['id', 'ASC'], [Note, 'id', 'ASC']] })).map((m: any) => [m.name, m.notes.map((n: any) => n.text)]),
    );

  test('an included tenant model is limited to the tenant, keeping LEFT JOIN semantics', async () => {
    expect(await memberNotes()).toEqual([
      ['a-with-notes', ['a1', 'a2']],
      ['a-without-own-notes', []],
    ]);
  });

  test('a required include stays an inner join on the tenant rows', async () => {
    expect(await memberNotes({ required: true })).toEqual([['a-with-notes', ['a1', 'a2']]]);
    expect(await memberNotes({ where: { text: ['a1', 'b2'] } })).toEqual([['a-with-notes', ['a1']]]);
  });

  test('an include from a model that is not tenant-owned, and its junction, are scoped', async () => {
    const tagged = await asTenant(1, async () => (await Tag.findAll({ include: [{ model: Note }] })).map((t: any) => t.notes.map((n: any) => n.text)));
    expect(tagged).toEqual([['a1']]);
    // The junction is scoped too: tenant 2's junction row to a1 is not one of tenant 1's links.
    expect(await asTenant(1, () => Tag.count({ include: [{ model: Note, required: true }] }))).toBe(1);
    // Not required: the tag stays, with no notes, for a tenant that has none.
    expect(await asTenant(3, async () => (await Tag.findAll({ include: [Note] })).map((t: any) => [t.label, t.notes.length]))).toEqual([['shared tag', 0]]);
    const counted = await asTenant(2, () => Member.count({ include: [{ model: Note, required: true }], distinct: true }));
    expect(counted).toBe(0);
    expect(await asTenant(1, () => Member.count({ include: [{ model: Note, where: { text: 'b1' } }] }))).toBe(0);
  });

  test('a model defined later, and association getters, are scoped as well', async () => {
    const boardNotes = await asTenant(2, async () => (await Board.findAll({ include: [Note] })).map((b: any) => b.notes.map((n: any) => n.text)));
    expect(boardNotes).toEqual([['b1']]);
    const tag = await Tag.findByPk(1);
    expect(await asTenant(1, async () => (await (tag as any).getNotes()).map((n: any) => n.text))).toEqual(['a1']);
    const member = await asTenant(1, () => Member.findByPk(1));
    expect(await asTenant(1, async () => (await (member as any).getNotes({ order: [['id', 'ASC']] })).map((n: any) => n.text))).toEqual(['a1', 'a2']);
    await expect((member as any).getNotes()).rejects.toBeInstanceOf(TenantContextMissing);
  });

  test('a belongsTo include cannot reach another tenant’s row', async () => {
    const notes = await asTenant(2, async () => (await Note.findAll({ include: [Member], order: [['id', 'ASC']] })).map((n: any) => [n.text, n.member?.name ?? null]));
    expect(notes).toEqual([
      ['b1', null],
      ['b2', null],
    ]);
  });
});

describe('bulk updates that would move rows', () => {
  test('values carrying another tenant id are refused, whatever the options', async () => {
    await expect(asTenant(1, () => Note.update({ tenantId: 2 }, { where: {} }))).rejects.toBeInstanceOf(CrossTenantWrite);
    await expect(asTenant(1, () => Note.update({ tenantId: 2 }, { where: {}, validate: false }))).rejects.toBeInstanceOf(CrossTenantWrite);
    expect(await amounts(1)).toEqual([1, 2]);
    expect(await amounts(2)).toEqual([100, 200]);
  });
});

describe('moving a row by its instance', () => {
  test('a row of another tenant cannot be taken over by setting its tenant id', async () => {
    const b1 = await asSystem(() => Note.findOne({ where: { text: 'b1' } }));
    await expect(asTenant(1, () => b1!.update({ tenantId: 1 }))).rejects.toBeInstanceOf(CrossTenantWrite);
    const a1 = await asTenant(1, () => Note.findOne({ where: { text: 'a1' } }));
    await expect(asTenant(1, () => a1!.update({ tenantId: 2 }))).rejects.toBeInstanceOf(CrossTenantWrite);
    expect(await amounts(2)).toEqual([100, 200]);
    expect(await amounts(1)).toEqual([1, 2]);
  });
});

// `hooks: false` runs no hook, so no scope: the server never passes it (tests/unit/no-private-internals.test.ts).
describe('options that would skip the scope', () => {
  test('truncate, upsert and bulk create with updateOnDuplicate are refused inside a tenant', async () => {
    await expect(asTenant(1, () => Note.destroy({ truncate: true }))).rejects.toBeInstanceOf(TenantScopeBypass);
    await expect(asTenant(1, () => Note.upsert({ id: 3, text: 'overwritten' }))).rejects.toBeInstanceOf(TenantScopeBypass);
    await expect(asTenant(1, () => Note.bulkCreate([{ id: 4, text: 'overwritten' }], { updateOnDuplicate: ['text'] }))).rejects.toBeInstanceOf(TenantScopeBypass);
    expect(await asSystem(() => Note.count())).toBe(4);
    expect((await asSystem(() => Note.findAll({ where: { tenantId: 2 }, raw: true }))).map((n: any) => n.text)).toEqual(['b1', 'b2']);
  });
});
