import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { DataTypes } from 'sequelize';
import { createSequelize } from '../../server/db/connection';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-'));
const sequelize = createSequelize(undefined, dir);
const Counter = sequelize.define('counter', { value: DataTypes.INTEGER }, { timestamps: false });

beforeAll(async () => {
  await sequelize.query('PRAGMA journal_mode = WAL');
  await Counter.sync();
  await Counter.create({ id: 1, value: 0 });
});
afterAll(() => sequelize.close());

test('many read-modify-write transactions at once all commit, none lost', async () => {
  await Promise.all(
    Array.from({ length: 20 }, () =>
      sequelize.transaction(async () => {
        const row: any = await Counter.findByPk(1);
        await new Promise((r) => setTimeout(r, 2));
        await row.update({ value: row.value + 1 });
      }),
    ),
  );
  expect(((await Counter.findByPk(1)) as any).value).toBe(20);
});

test('writes outside transactions interleave safely with transactions', async () => {
  await Promise.all([
    ...Array.from({ length: 10 }, () => Counter.increment('value', { where: { id: 1 } })),
    ...Array.from({ length: 10 }, () => sequelize.transaction(() => Counter.increment('value', { where: { id: 1 } }))),
  ]);
  expect(((await Counter.findByPk(1)) as any).value).toBe(40);
});

test('a write inside a transaction joins it without being passed it, and rolls back with it', async () => {
  await expect(
    sequelize.transaction(async () => {
      await Counter.update({ value: 0 }, { where: { id: 1 } });
      await sequelize.query('UPDATE counter SET value = value + 5 WHERE id = 1');
      expect(((await Counter.findByPk(1)) as any).value).toBe(5);
      throw new Error('undo');
    }),
  ).rejects.toThrow('undo');
  expect(((await Counter.findByPk(1)) as any).value).toBe(40);
});

test('a write that would wait for its own transaction fails at once', async () => {
  await expect(sequelize.transaction(async () => Counter.update({ value: 0 }, { where: { id: 1 }, transaction: null }))).rejects.toThrow(/write outside its transaction/);
  await expect(sequelize.transaction(async () => sequelize.transaction({ transaction: null } as any, async () => undefined))).rejects.toThrow(/inside a transaction/);
  expect(((await Counter.findByPk(1)) as any).value).toBe(40);
});

test('a transaction started inside another joins it instead of waiting for the gate', async () => {
  await sequelize.transaction(async (outer) => {
    await sequelize.transaction(async (inner) => {
      expect(inner).toBe(outer);
      await Counter.increment('value', { where: { id: 1 } });
    });
  });
  expect(((await Counter.findByPk(1)) as any).value).toBe(41);
});
