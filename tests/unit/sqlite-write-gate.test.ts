import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import sqlite3 from 'sqlite3';
import { DataTypes, QueryTypes } from 'sequelize';
import { createSequelize } from '../../server/db/connection';

// What reaches the driver while `tracing`: every statement sent, and its answer.
const driver: string[] = [];
let tracing = false;
for (const method of ['run', 'all'] as const) {
  const send = (sqlite3.Statement.prototype as any)[method];
  (sqlite3.Statement.prototype as any)[method] = function (this: { sql: string }, ...args: unknown[]) {
    const callback = args[args.length - 1];
    if (tracing && typeof callback === 'function') {
      const sql = this.sql;
      driver.push(`send ${sql}`);
      args[args.length - 1] = function (this: unknown, ...answer: unknown[]) {
        driver.push(`answer ${sql}`);
        return callback.apply(this, answer);
      };
    }
    return send.apply(this, args);
  };
}

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

test('the next transaction is set up while the last one commits; its BEGIN and a single write wait for the COMMIT to be answered', async () => {
  const value = async () => ((await Counter.findByPk(1)) as any).value as number;
  const before = await value();
  const increment = () => Counter.increment('value', { where: { id: 1 } });
  // Two transactions in a row leave two idle connections for the ones below.
  await Promise.all([sequelize.transaction(increment), sequelize.transaction(increment)]);
  driver.length = 0;
  tracing = true;
  const first = sequelize.transaction(increment);
  const second = sequelize.transaction(async () => {
    driver.push('second began');
    const [row] = await sequelize.query<{ value: number }>('SELECT value FROM counter WHERE id = 1', { type: QueryTypes.SELECT });
    await Counter.update({ value: row.value + 1 }, { where: { id: 1 } });
  });
  const single = sequelize.query('UPDATE counter SET value = value + 10 WHERE id = 1');
  await Promise.all([first, second, single]);
  tracing = false;

  const nth = (event: string, n: number) => {
    let at = -1;
    for (let i = 0; i < n; i++) at = driver.indexOf(event, at + 1);
    expect(at).toBeGreaterThanOrEqual(0);
    return at;
  };
  const begin = 'BEGIN IMMEDIATE TRANSACTION;';
  // The second transaction's JavaScript started while the first one's COMMIT was on its way.
  expect(nth('send COMMIT;', 1)).toBeLessThan(driver.indexOf('second began'));
  expect(driver.indexOf('second began')).toBeLessThan(nth('answer COMMIT;', 1));
  // Its BEGIN went once that COMMIT was answered, its read with the BEGIN, not after it.
  expect(nth(`send ${begin}`, 2)).toBeGreaterThan(nth('answer COMMIT;', 1));
  const read = driver.findIndex((event, at) => at > driver.indexOf('second began') && event.startsWith('send SELECT'));
  expect(read).toBeGreaterThan(nth(`send ${begin}`, 2));
  expect(read).toBeLessThan(nth(`answer ${begin}`, 2));
  // The single write went once the second COMMIT was answered.
  expect(driver.indexOf('send UPDATE counter SET value = value + 10 WHERE id = 1')).toBeGreaterThan(nth('answer COMMIT;', 2));
  expect(await value()).toBe(before + 2 + 12);
});
