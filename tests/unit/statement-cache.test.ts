import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { DataTypes } from 'sequelize';
import { createSequelize, tuneDatabase } from '../../server/db/connection';
import { reusePreparedStatements, type KeepingOptions } from '../../server/db/statement-cache';

// A SQLite connection keeps the statements it prepares for SQL with bound values and runs them again.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function open(file: string): Promise<any> {
  return new Promise((resolve, reject) => {
    const connection: any = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(connection)));
  });
}

/** A connection with the cache, counting the statements it prepares for it. */
async function keeping(file: string, options: KeepingOptions = {}) {
  const connection = await open(file);
  const prepared: string[] = [];
  const prepare = connection.prepare.bind(connection);
  connection.prepare = (sql: string, ...rest: unknown[]) => {
    prepared.push(sql);
    return prepare(sql, ...rest);
  };
  // What runs without a kept statement: the driver's own run/all (prepare, step, finalise).
  const uncached: string[] = [];
  for (const method of ['run', 'all']) {
    const own = connection[method].bind(connection);
    connection[method] = (sql: string, ...rest: unknown[]) => {
      uncached.push(sql);
      return own(sql, ...rest);
    };
  }
  reusePreparedStatements(connection, options);
  return { connection, prepared, uncached };
}

const call = (connection: any, method: 'run' | 'all', sql: string, parameters: unknown): Promise<{ result: any; self: any }> =>
  new Promise((resolve, reject) =>
    connection[method](sql, parameters, function (this: any, error: Error | null, result: unknown) {
      if (error) reject(error);
      else resolve({ result, self: { lastID: this.lastID, changes: this.changes } });
    }),
  );

const close = (connection: any) => new Promise<void>((resolve, reject) => connection.close((error: Error | null) => (error ? reject(error) : resolve())));

test('an INSERT with bound values is prepared once and run again with each value; lastID and changes are its own', async () => {
  const { connection, prepared } = await keeping(':memory:');
  await call(connection, 'run', 'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE)', []);
  const ids: number[] = [];
  for (const name of ['a', 'b', 'c']) {
    const { self } = await call(connection, 'run', 'INSERT INTO t (name) VALUES ($1)', { $1: name });
    expect(self.changes).toBe(1);
    ids.push(self.lastID);
  }
  expect(ids).toEqual([1, 2, 3]);
  expect(prepared.filter((sql) => sql.startsWith('INSERT'))).toHaveLength(1);
  const { result } = await call(connection, 'all', 'SELECT name FROM t WHERE id >= ? ORDER BY id', [2]);
  expect(result).toEqual([{ name: 'b' }, { name: 'c' }]);
  await close(connection);
});

test('transaction control is kept; SQL with its values written in, and RETURNING from run, are not', async () => {
  const { connection, prepared } = await keeping(':memory:');
  await call(connection, 'run', 'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)', []);
  for (let i = 0; i < 3; i++) {
    await call(connection, 'all', 'BEGIN IMMEDIATE TRANSACTION;', []);
    await call(connection, 'run', `INSERT INTO t (name) VALUES ('n${i}')`, []);
    await call(connection, 'all', 'COMMIT;', []);
  }
  await call(connection, 'run', 'INSERT INTO t (name) VALUES (?) RETURNING id', ['r']);
  expect(prepared).toEqual(['BEGIN IMMEDIATE TRANSACTION;', 'COMMIT;']);
  expect((await call(connection, 'all', 'SELECT count(*) AS n FROM t', [])).result).toEqual([{ n: 4 }]);
  await close(connection);
});

test('a statement that does not prepare answers its error and is not kept; a failing kept statement keeps working', async () => {
  const { connection, prepared } = await keeping(':memory:');
  await call(connection, 'run', 'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE)', []);
  await expect(call(connection, 'all', 'SELEKT name FROM t WHERE id = ?', [1])).rejects.toThrow(/syntax error/);
  await expect(call(connection, 'all', 'SELEKT name FROM t WHERE id = ?', [1])).rejects.toThrow(/syntax error/);
  expect(prepared.filter((sql) => sql.startsWith('SELEKT'))).toHaveLength(2);

  await call(connection, 'run', 'INSERT INTO t (name) VALUES (?)', ['same']);
  await expect(call(connection, 'run', 'INSERT INTO t (name) VALUES (?)', ['same'])).rejects.toThrow(/UNIQUE constraint failed/);
  expect((await call(connection, 'run', 'INSERT INTO t (name) VALUES (?)', ['other'])).self.lastID).toBe(2);
  await close(connection);
});

test('a kept read holds no snapshot between uses: it sees what another connection committed since', async () => {
  const file = path.join(dir, 'wal.sqlite');
  const writer = await open(file);
  await call(writer, 'run', 'PRAGMA journal_mode = WAL', []);
  await call(writer, 'run', 'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)', []);
  await call(writer, 'run', "INSERT INTO t (name) VALUES ('first')", []);
  const { connection: reader } = await keeping(file);
  const read = async () => (await call(reader, 'all', 'SELECT name FROM t WHERE id > ? ORDER BY id', [0])).result.map((row: any) => row.name);
  expect(await read()).toEqual(['first']);
  await call(writer, 'run', "INSERT INTO t (name) VALUES ('second')", []);
  expect(await read()).toEqual(['first', 'second']);
  // A checkpoint can copy everything back: no statement of the reader still pins an old snapshot.
  const { result } = await call(writer, 'all', 'PRAGMA wal_checkpoint(TRUNCATE)', []);
  expect(result[0].busy).toBe(0);
  await close(reader);
  await close(writer);
});

test('closing finalises the kept statements first (SQLite refuses to close with statements open)', async () => {
  const { connection } = await keeping(path.join(dir, 'close.sqlite'));
  await call(connection, 'run', 'CREATE TABLE t (id INTEGER PRIMARY KEY)', []);
  await call(connection, 'all', 'SELECT id FROM t WHERE id = ?', [1]);
  await call(connection, 'run', 'INSERT INTO t (id) VALUES (?)', [1]);
  await expect(close(connection)).resolves.toBeUndefined();
});

test('a connection keeps at most 256 statements, the least recently used let go', async () => {
  const { connection, prepared } = await keeping(':memory:');
  await call(connection, 'run', 'CREATE TABLE t (id INTEGER PRIMARY KEY)', []);
  for (let i = 0; i < 300; i++) await call(connection, 'all', `SELECT id, ${i} AS n FROM t WHERE id = ?`, [1]);
  expect(connection.__statements.size).toBe(256);
  await call(connection, 'all', 'SELECT id, 299 AS n FROM t WHERE id = ?', [1]);
  await call(connection, 'all', 'SELECT id, 0 AS n FROM t WHERE id = ?', [1]);
  expect(prepared.filter((sql) => sql === 'SELECT id, 299 AS n FROM t WHERE id = ?')).toHaveLength(1);
  expect(prepared.filter((sql) => sql === 'SELECT id, 0 AS n FROM t WHERE id = ?')).toHaveLength(2);
  await close(connection);
});

test('with copies (the shared connection), calls of one SQL at once run on copies of it, and beyond them wait for the least busy copy', async () => {
  const { connection, prepared, uncached } = await keeping(':memory:', { copies: 2 });
  await call(connection, 'run', 'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)', []);
  for (const name of ['a', 'b', 'c']) await call(connection, 'run', 'INSERT INTO t (name) VALUES (?)', [name]);
  const sql = 'SELECT name FROM t WHERE id = ?';
  // Five at once: two copies are prepared and kept, and the other three queue on them, each with its own values
  // (run uncached, each would be compiled and take three trips to the thread pool, on a connection that runs one
  // statement at a time anyway).
  const names = await Promise.all([1, 2, 3, 1, 2].map(async (id) => (await call(connection, 'all', sql, [id])).result[0].name));
  expect(names).toEqual(['a', 'b', 'c', 'a', 'b']);
  expect(prepared.filter((text) => text === sql)).toHaveLength(2);
  expect(uncached.filter((text) => text === sql)).toHaveLength(0);
  expect(connection.__statements.get(sql)).toHaveLength(2);
  expect(connection.__statements.get(sql).map((copy: any) => copy.busy)).toEqual([0, 0]);
  // One after the other, every call finds a copy free: nothing more is prepared or run uncached.
  for (const id of [3, 2, 1]) expect((await call(connection, 'all', sql, [id])).result).toEqual([{ name: ['a', 'b', 'c'][id - 1] }]);
  expect(prepared.filter((text) => text === sql)).toHaveLength(2);
  expect(uncached.filter((text) => text === sql)).toHaveLength(0);
  // A copy whose call failed is free again.
  await expect(call(connection, 'run', 'INSERT INTO t (id, name) VALUES (?, ?)', [1, 'again'])).rejects.toThrow(/UNIQUE constraint failed/);
  expect((await call(connection, 'run', 'INSERT INTO t (id, name) VALUES (?, ?)', [9, 'nine'])).self.lastID).toBe(9);
  expect(prepared.filter((text) => text.startsWith('INSERT INTO t (id, name)'))).toHaveLength(1);
  await expect(close(connection)).resolves.toBeUndefined();
});

test('through Sequelize: creates, updates and transactions run on kept statements, and the database closes', async () => {
  const sequelize = createSequelize(undefined, path.join(dir, 'app'));
  await tuneDatabase(sequelize);
  const Item = sequelize.define('item', { name: DataTypes.STRING, qty: DataTypes.INTEGER }, { tableName: 'plt_item' });
  await Item.sync();
  const prepare = jest.spyOn((sqlite3 as any).Database.prototype, 'prepare');
  for (let i = 0; i < 5; i++) {
    await sequelize.transaction(async () => {
      const item: any = await Item.create({ name: `n${i}`, qty: i });
      await item.update({ qty: i * 10 });
    });
  }
  const rows = (await Item.findAll({ order: [['id', 'ASC']], raw: true })) as any[];
  expect(rows.map((row) => [row.name, row.qty])).toEqual([0, 1, 2, 3, 4].map((i) => [`n${i}`, i * 10]));
  // One pooled connection took the five transactions in turn: each statement was compiled once.
  const compiled = prepare.mock.calls.map(([sql]) => String(sql).split(' ')[0]);
  prepare.mockRestore();
  expect(compiled.sort()).toEqual(['BEGIN', 'COMMIT;', 'INSERT', 'UPDATE']);
  await expect(sequelize.close()).resolves.toBeUndefined();
});
