import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { DataTypes } from 'sequelize';
import { createSequelize, tuneDatabase } from '../../server/db/connection';
import { answerBeginEarly } from '../../server/db/early-begin';
import { reusePreparedStatements } from '../../server/db/statement-cache';

// A transaction's BEGIN is answered at once; reads the connection gets meanwhile go with it, the rest waits for it,
// and a BEGIN that failed lets nothing else run outside its transaction.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'early-begin-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function open(file: string): Promise<any> {
  return new Promise((resolve, reject) => {
    const connection: any = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(connection)));
  });
}

const call = (connection: any, method: 'run' | 'all', sql: string, parameters: unknown[] = []): Promise<any> =>
  new Promise((resolve, reject) => connection[method](sql, parameters, (error: Error | null, result: unknown) => (error ? reject(error) : resolve(result))));

const close = (connection: any) => new Promise<void>((resolve) => connection.close(() => resolve()));

/** A database file with table t, and a connection to it as a transaction's connection is set up. */
async function transactionConnection(name: string, busyMs = 5000) {
  const file = path.join(dir, `${name}.sqlite`);
  const setup = await open(file);
  await call(setup, 'run', 'PRAGMA journal_mode = WAL');
  await call(setup, 'run', 'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  await close(setup);
  const connection = await open(file);
  connection.configure('busyTimeout', busyMs);
  reusePreparedStatements(connection);
  answerBeginEarly(connection);
  return { file, connection };
}

test('BEGIN answers before it has run; the statements sent right after it run inside the transaction, in order', async () => {
  const { connection } = await transactionConnection('order');
  const begun = jest.fn();
  const order: string[] = [];
  connection.run('BEGIN IMMEDIATE TRANSACTION;', [], begun);
  await new Promise((resolve) => process.nextTick(resolve));
  expect(begun).toHaveBeenCalledTimes(1);
  expect(begun.mock.calls[0][0]).toBeNull();
  // Sent without waiting for one another: they wait for the BEGIN, then go in the order given.
  await Promise.all(['a', 'b', 'c'].map((name) => call(connection, 'run', 'INSERT INTO t (name) VALUES (?)', [name]).then(() => order.push(name))));
  expect(order).toEqual(['a', 'b', 'c']);
  expect((await call(connection, 'all', 'SELECT name FROM t ORDER BY id')).map((row: any) => row.name)).toEqual(['a', 'b', 'c']);
  // Inside the transaction: a ROLLBACK takes them all back.
  await call(connection, 'run', 'ROLLBACK');
  expect(await call(connection, 'all', 'SELECT count(*) AS n FROM t')).toEqual([{ n: 0 }]);
  await close(connection);
});

test('the BEGIN waits for the writer to be free; a read sent meanwhile goes with it, a write waits for its answer', async () => {
  const file = path.join(dir, 'alongside.sqlite');
  const setup = await open(file);
  await call(setup, 'run', 'PRAGMA journal_mode = WAL');
  await call(setup, 'run', 'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  await close(setup);
  const connection = await open(file);
  reusePreparedStatements(connection);
  // What reaches the driver, under the early answers.
  const sent: string[] = [];
  for (const method of ['run', 'all'] as const) {
    const send = connection[method].bind(connection);
    connection[method] = (sql: string, parameters: unknown, callback: (...args: unknown[]) => void) => {
      sent.push(`send ${sql}`);
      return send(sql, parameters, function (this: unknown, ...answer: unknown[]) {
        sent.push(`answer ${sql}`);
        callback.apply(this, answer);
      });
    };
  }
  let free!: () => void;
  const writerFree = new Promise<void>((resolve) => (free = resolve));
  answerBeginEarly(connection, () => writerFree);

  await call(connection, 'run', 'BEGIN IMMEDIATE TRANSACTION;');
  const read = call(connection, 'all', 'SELECT count(*) AS n FROM t');
  const write = call(connection, 'run', 'INSERT INTO t (name) VALUES (?)', ['w']);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(sent).toEqual([]);

  free();
  await expect(read).resolves.toEqual([{ n: 0 }]);
  await write;
  const begin = 'BEGIN IMMEDIATE TRANSACTION;';
  const select = 'SELECT count(*) AS n FROM t';
  const insert = 'INSERT INTO t (name) VALUES (?)';
  expect(sent.slice(0, 2)).toEqual([`send ${begin}`, `send ${select}`]);
  expect(sent.indexOf(`send ${insert}`)).toBeGreaterThan(sent.indexOf(`answer ${begin}`));
  // The INSERT ran inside the transaction: the ROLLBACK takes it back.
  await call(connection, 'run', 'ROLLBACK');
  expect(await call(connection, 'all', 'SELECT count(*) AS n FROM t')).toEqual([{ n: 0 }]);
  await close(connection);
});

test('a BEGIN that failed: every statement up to the ROLLBACK answers its error and writes nothing; then the connection works again', async () => {
  const { file, connection } = await transactionConnection('busy', 50);
  // Another process's writer holds the lock, so BEGIN IMMEDIATE fails (busy) after the busy timeout.
  const other = await open(file);
  await call(other, 'run', 'BEGIN IMMEDIATE');
  const begun = new Promise((resolve) => connection.run('BEGIN IMMEDIATE TRANSACTION;', [], resolve));
  await expect(begun).resolves.toBeNull();
  await expect(call(connection, 'run', 'INSERT INTO t (name) VALUES (?)', ['lost'])).rejects.toThrow(/SQLITE_BUSY/);
  // Still refused after the other writer has gone: this statement belonged to the transaction that never began.
  await call(other, 'run', 'COMMIT');
  await expect(call(connection, 'run', 'INSERT INTO t (name) VALUES (?)', ['after'])).rejects.toThrow(/SQLITE_BUSY/);
  await expect(call(connection, 'run', 'COMMIT')).rejects.toThrow(/SQLITE_BUSY/);
  await expect(call(connection, 'run', 'ROLLBACK')).resolves.toBeUndefined();
  expect(await call(other, 'all', 'SELECT count(*) AS n FROM t')).toEqual([{ n: 0 }]);
  // The transaction has ended: the next one begins and commits.
  await call(connection, 'run', 'BEGIN IMMEDIATE TRANSACTION;');
  await call(connection, 'run', 'INSERT INTO t (name) VALUES (?)', ['kept']);
  await call(connection, 'run', 'COMMIT');
  expect(await call(other, 'all', 'SELECT name FROM t')).toEqual([{ name: 'kept' }]);
  await close(other);
  await close(connection);
});

test('through Sequelize: a BEGIN that waits for another writer still comes first; one that times out fails its transaction, which writes nothing; the next commits', async () => {
  const sequelize = createSequelize(undefined, path.join(dir, 'app'));
  await tuneDatabase(sequelize);
  const Item = sequelize.define('item', { name: DataTypes.STRING }, { tableName: 'plt_item' });
  await Item.sync();
  const other = await open(path.join(dir, 'app', 'console.sqlite'));
  const names = async () => ((await Item.findAll({ order: [['id', 'ASC']], raw: true })) as any[]).map((row) => row.name);

  // The other writer lets go after 200 ms, within the busy timeout (5 s): the BEGIN waits, then the INSERT runs in it.
  await call(other, 'run', 'BEGIN IMMEDIATE');
  setTimeout(() => void call(other, 'run', 'COMMIT'), 200);
  await sequelize.transaction(async () => {
    await Item.create({ name: 'waited' });
  });
  expect(await names()).toEqual(['waited']);

  // Held past the busy timeout: the transaction fails with SQLite's busy error and its INSERT never ran.
  await call(other, 'run', 'BEGIN IMMEDIATE');
  const created = jest.fn();
  const busy = sequelize.transaction(async () => {
    await Item.create({ name: 'lost' });
    created();
  });
  await expect(busy).rejects.toThrow(/SQLITE_BUSY/);
  expect(created).not.toHaveBeenCalled();
  await call(other, 'run', 'COMMIT');
  await sequelize.transaction(async () => {
    await Item.create({ name: 'next' });
  });
  expect(await names()).toEqual(['waited', 'next']);
  await close(other);
  await expect(sequelize.close()).resolves.toBeUndefined();
}, 20_000);
