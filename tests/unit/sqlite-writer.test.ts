import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { DataTypes, QueryTypes, type Transaction } from 'sequelize';
import { createSequelize, tuneDatabase } from '../../server/db/connection';
import { afterCommit, transaction } from '../../server/context/transaction-context';

// SQLite's one writer: transactions of this process take turns (transaction-context.ts), writes outside them retry on
// SQLITE_BUSY (Sequelize's `retry`), and nothing reaches into Sequelize's internals.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-'));
const sequelize = createSequelize(undefined, dir);
const Counter = sequelize.define('counter', { value: DataTypes.INTEGER }, { timestamps: false });
const value = async () => ((await Counter.findByPk(1)) as any).value as number;

beforeAll(async () => {
  await tuneDatabase(sequelize);
  await Counter.sync();
  await Counter.create({ id: 1, value: 0 });
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('many read-modify-write transactions at once all commit, none lost', async () => {
  await Promise.all(
    Array.from({ length: 20 }, () =>
      transaction(sequelize, async () => {
        const row: any = await Counter.findByPk(1);
        await new Promise((r) => setTimeout(r, 2));
        await row.update({ value: row.value + 1 });
      }),
    ),
  );
  expect(await value()).toBe(20);
});

test('writes outside transactions interleave safely with transactions', async () => {
  await Promise.all([
    ...Array.from({ length: 10 }, () => Counter.increment('value', { where: { id: 1 } })),
    ...Array.from({ length: 10 }, () => transaction(sequelize, () => Counter.increment('value', { where: { id: 1 } }))),
  ]);
  expect(await value()).toBe(40);
});

test('a write inside a transaction joins it without being passed it, and rolls back with it', async () => {
  await expect(
    transaction(sequelize, async () => {
      await Counter.update({ value: 0 }, { where: { id: 1 } });
      await sequelize.query('UPDATE counter SET value = value + 5 WHERE id = 1');
      expect(await value()).toBe(5);
      throw new Error('undo');
    }),
  ).rejects.toThrow('undo');
  expect(await value()).toBe(40);
});

test('a transaction started inside another joins it instead of waiting for the writer', async () => {
  await transaction(sequelize, async (outer) => {
    await transaction(sequelize, async (inner) => {
      expect(inner).toBe(outer);
      await Counter.increment('value', { where: { id: 1 } });
    });
  });
  expect(await value()).toBe(41);
});

test('afterCommit work that writes (in a transaction of its own, or without one) runs once the writer is free', async () => {
  const done: Promise<unknown>[] = [];
  await transaction(sequelize, async (begun: Transaction) => {
    await Counter.increment('value', { where: { id: 1 } });
    begun.afterCommit(() => {
      done.push(transaction(sequelize, () => Counter.increment('value', { by: 10, where: { id: 1 } })));
    });
    afterCommit(() => done.push(Counter.increment('value', { by: 100, where: { id: 1 } })), sequelize);
  });
  await Promise.all(done);
  expect(await value()).toBe(41 + 1 + 10 + 100);
  // An afterCommit hook that waits for its own write inside the commit.
  await transaction(sequelize, async (begun: Transaction) => {
    begun.afterCommit(async () => {
      await transaction(sequelize, () => Counter.increment('value', { where: { id: 1 } }));
    });
  });
  expect(await value()).toBe(153);
});

test('every connection, a transaction\'s too, runs with synchronous = NORMAL', async () => {
  const synchronous = async () => (await sequelize.query<{ synchronous: number }>('PRAGMA synchronous', { type: QueryTypes.SELECT }))[0].synchronous;
  expect(await synchronous()).toBe(1);
  expect(await transaction(sequelize, () => synchronous())).toBe(1);
});
