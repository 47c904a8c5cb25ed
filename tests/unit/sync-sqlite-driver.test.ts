import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { Sequelize, Transaction, DataTypes, UniqueConstraintError, ForeignKeyConstraintError } from 'sequelize';
import * as sync from '../../server/db/sync-sqlite-driver';

/**
 * The synchronous driver answers what the `sqlite3` driver answers, call for call: the same script is run through
 * both on a database of their own and every callback's error, result and `this` are compared.
 */
type Driver = { Database: new (file: string, mode?: any, callback?: any) => any; OPEN_READWRITE: number; OPEN_CREATE: number; OPEN_READONLY: number };

const SCHEMA = `
  CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, a TEXT UNIQUE, b INT NOT NULL DEFAULT 1, c TEXT);
  CREATE TABLE child (id INTEGER PRIMARY KEY, p INT REFERENCES t(id));
  PRAGMA foreign_keys = ON;
`;

/** Each step: a method, its arguments (the callback is added). */
const SCRIPT: [string, ...unknown[]][] = [
  ['run', 'INSERT INTO t (a, c) VALUES (?, ?)', ['x', 'one']],
  ['run', 'INSERT INTO t (a, c) VALUES ($1, $2)', { $1: 'y', $2: 'two' }],
  ['run', 'INSERT INTO t (a, c) VALUES ($a, $c)', { $a: 'z', $c: 'three' }],
  ['run', 'INSERT INTO t (a, c) VALUES (?, ?), (?, ?)', ['v', 'four', 'w', 'five']],
  ['run', 'INSERT INTO t (a) VALUES (?)', ['x']],
  ['run', 'INSERT INTO t (a, b) VALUES (?, NULL)', ['n']],
  ['run', 'INSERT INTO child (p) VALUES (99)'],
  ['run', 'UPDATE t SET b = 2 WHERE id > ?', [1]],
  ['run', 'DELETE FROM t WHERE a = ?', ['nobody']],
  ['all', 'SELECT * FROM t ORDER BY id'],
  ['all', 'SELECT * FROM t WHERE a = ? ORDER BY id', ['y']],
  ['get', 'SELECT count(*) AS n FROM t', []],
  ['get', 'SELECT * FROM t WHERE a = ?', ['nobody']],
  ['all', 'SELECT ? AS yes, ? AS no, ? AS nothing, ? AS text, ? AS number', [true, false, undefined, 'é', 1.5]],
  ['all', 'SELECT $1 AS a, $2 AS b', { $1: 'only one' }],
  ['all', 'SELECT ? AS a, ? AS b', ['only one']],
  ['all', 'SELECT ? AS a', 'spread', 'too many'],
  ['all', 'SELECT 1 AS v; SELECT 2 AS v'],
  ['all', "SELECT 'a;b' AS v; SELECT 2 AS v"],
  ['all', 'BEGIN IMMEDIATE TRANSACTION;'],
  ['run', 'INSERT INTO t (a) VALUES (?)', ['in transaction']],
  ['all', 'ROLLBACK;'],
  ['all', 'SELECT count(*) AS n FROM t WHERE a = ?', ['in transaction']],
  ['all', 'SELECT * FROM nowhere'],
  ['all', 'SELEC 1'],
  ['all', '   '],
  ['all', 'PRAGMA journal_mode'],
  ['all', 'PRAGMA table_info(`t`)'],
  ['all', 'PRAGMA foreign_keys = ON'],
  ['all', 'CREATE TABLE later (id INTEGER PRIMARY KEY)'],
  ['all', 'SELECT name FROM sqlite_master WHERE type = ? ORDER BY name', ['table']],
];

interface Answer {
  step: string;
  error?: { message: string; code: string; errno: number };
  result?: unknown;
  self?: { class: string; lastID?: number; changes?: number };
}

async function runScript(driver: Driver, file: string): Promise<Answer[]> {
  const db = await new Promise<any>((resolve, reject) => {
    const opened: any = new driver.Database(file, driver.OPEN_READWRITE | driver.OPEN_CREATE, (error: Error | null) => (error ? reject(error) : resolve(opened)));
  });
  await new Promise<void>((resolve, reject) => db.exec(SCHEMA, (error: Error | null) => (error ? reject(error) : resolve())));
  const answers: Answer[] = [];
  for (const [method, ...args] of SCRIPT) {
    answers.push(
      await new Promise<Answer>((resolve) =>
        db[method](...args, function (this: any, error: any, result: unknown) {
          // sqlite3 calls back on a refusal without a statement as `this`.
          const self = error ? undefined : method === 'run' ? { class: this.constructor.name, lastID: this.lastID, changes: this.changes } : { class: this.constructor.name };
          resolve({ step: `${method} ${String(args[0])}`, ...(error ? { error: { message: error.message, code: error.code, errno: error.errno } } : { result }), self });
        }),
      ),
    );
  }
  await new Promise((resolve) => db.close(resolve));
  return answers;
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-driver-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('every call answers as the sqlite3 driver answers it: results, errors (code, errno, message), lastID and changes', async () => {
  const expected = await runScript(sqlite3 as unknown as Driver, path.join(dir, 'async.sqlite'));
  const actual = await runScript(sync as unknown as Driver, path.join(dir, 'sync.sqlite'));
  // The script exercises what it means to: rows, inserted ids, refusals of several kinds.
  expect(expected.filter((answer) => answer.error).map((answer) => answer.error!.code)).toEqual(
    expect.arrayContaining(['SQLITE_CONSTRAINT', 'SQLITE_ERROR', 'SQLITE_RANGE', 'SQLITE_MISUSE']),
  );
  expect(expected.find((answer) => answer.step.startsWith('run INSERT INTO t (a, c) VALUES (?, ?), (?, ?)'))!.self).toEqual({ class: 'Statement', lastID: 5, changes: 2 });
  expect(actual).toEqual(expected);
});

test('callbacks come after the call returns, in call order, and a prepared statement is reused', async () => {
  const db: any = await new Promise((resolve, reject) => {
    const opened: any = new sync.Database(':memory:', (error: Error | null) => (error ? reject(error) : resolve(opened)));
  });
  const order: string[] = [];
  db.all('SELECT 1 AS v', () => order.push('first'));
  db.run('CREATE TABLE x (id INTEGER PRIMARY KEY)', () => order.push('second'));
  order.push('returned');
  await new Promise((resolve) => db.all('SELECT 2', resolve));
  expect(order).toEqual(['returned', 'first', 'second']);
  // A date binds as its milliseconds, as sqlite3 binds it (outside Jest's sandbox, whose Date sqlite3 does not know).
  const day = await new Promise<any>((resolve) => db.all('SELECT ? AS day', [new Date(Date.UTC(2026, 0, 2))], (_: unknown, rows: any) => resolve(rows)));
  expect(day).toEqual([{ day: Date.UTC(2026, 0, 2) }]);
  const prepared = (db as any).statements as Map<string, unknown>;
  const before = prepared.get('SELECT 1 AS v');
  await new Promise((resolve) => db.all('SELECT 1 AS v', resolve));
  expect(before).toBeDefined();
  expect(prepared.get('SELECT 1 AS v')).toBe(before);
  for (let i = 0; i < sync.STATEMENT_CACHE_SIZE + 10; i++) await new Promise((resolve) => db.all(`SELECT ${i} AS v`, resolve));
  expect(prepared.size).toBe(sync.STATEMENT_CACHE_SIZE);
  expect(prepared.has('SELECT 1 AS v')).toBe(false);
  await new Promise((resolve) => db.close(resolve));
  const closed = await new Promise<any>((resolve) => db.all('SELECT 1', resolve));
  expect(closed).toMatchObject({ code: 'SQLITE_MISUSE' });
});

test('Sequelize on the driver: ids, transactions, unique and foreign-key refusals as Sequelize errors', async () => {
  const sequelize = new Sequelize({ dialect: 'sqlite', dialectModule: sync, storage: path.join(dir, 'sequelize.sqlite'), logging: false, transactionType: Transaction.TYPES.IMMEDIATE });
  const Parent = sequelize.define('Parent', { name: { type: DataTypes.STRING, unique: true }, on: DataTypes.BOOLEAN, at: DataTypes.DATE, data: DataTypes.JSON }, { timestamps: false });
  const Child = sequelize.define('Child', { parentId: { type: DataTypes.INTEGER, references: { model: Parent, key: 'id' } } }, { timestamps: false });
  await sequelize.sync();
  const at = new Date('2026-01-02T03:04:05.000Z');
  const first = await Parent.create({ name: 'a', on: true, at, data: { k: [1] } });
  const [second, third] = await Parent.bulkCreate([{ name: 'b' }, { name: 'c' }]);
  expect([first.get('id'), second.get('id'), third.get('id')]).toEqual([1, 2, 3]);
  const read: any = await Parent.findByPk(1);
  expect([read.on, read.at.toISOString(), read.data]).toEqual([true, at.toISOString(), { k: [1] }]);
  await expect(Parent.create({ name: 'a' })).rejects.toBeInstanceOf(UniqueConstraintError);
  await expect(Child.create({ parentId: 99 })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
  await expect(
    sequelize.transaction(async (transaction) => {
      await Parent.create({ name: 'rolled back' }, { transaction });
      throw new Error('stop');
    }),
  ).rejects.toThrow('stop');
  expect(await Parent.count({ where: { name: 'rolled back' } })).toBe(0);
  expect(await Parent.update({ on: false }, { where: {} })).toEqual([3]);
  expect(await Parent.destroy({ where: { name: ['b', 'c'] } })).toBe(2);
  await sequelize.close();
});
