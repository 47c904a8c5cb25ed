import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import { DataTypes, Transaction, type Sequelize } from 'sequelize';
import { createSequelize, tuneDatabase } from '../../server/db/connection';
import { applyTenantScope } from '../../server/db/tenant-scope';
import { asSystem, asTenant } from '../../server/context/request-context';
import { InnerTransactionFailed, transaction } from '../../server/context/transaction-context';

/** SQLite always; MySQL too when TEST_MYSQL_URL is set (a throw-away database per run). */
const dialects: [string, () => Promise<{ url?: string; dir: string; drop: () => Promise<void> }>][] = [
  ['sqlite', async () => ({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'tx-')), drop: async () => undefined })],
];
if (process.env.TEST_MYSQL_URL) {
  dialects.push([
    'mysql',
    async () => {
      const root = process.env.TEST_MYSQL_URL!.replace(/\/[^/]*$/, '');
      const name = `console_tx_${crypto.randomBytes(4).toString('hex')}`;
      const admin = await mysql.createConnection(`${root}/`);
      await admin.query(`CREATE DATABASE \`${name}\``);
      await admin.end();
      return {
        url: `${root}/${name}`,
        dir: os.tmpdir(),
        drop: async () => {
          const c = await mysql.createConnection(`${root}/`);
          await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
          await c.end();
        },
      };
    },
  ]);
}

describe.each(dialects)('transactions propagate on their own (%s)', (_dialect, makeDatabase) => {
  let sequelize: Sequelize;
  let drop: () => Promise<void>;
  let Counter: any;
  let Note: any;
  let Audit: any;

  beforeAll(async () => {
    const database = await makeDatabase();
    drop = database.drop;
    sequelize = createSequelize(database.url, database.dir);
    await tuneDatabase(sequelize);
    Counter = sequelize.define('tx_counter', { value: DataTypes.INTEGER }, { timestamps: false });
    Note = sequelize.define('tx_note', { tenantId: DataTypes.INTEGER, text: DataTypes.STRING }, { timestamps: false });
    Audit = sequelize.define('tx_audit', { text: DataTypes.STRING }, { timestamps: false });
    applyTenantScope(Note);
    // A hook that writes: its write must join the transaction of the write that fired it.
    Note.addHook('afterCreate', (note: any) => Audit.create({ text: `created ${note.text}` }));
    await sequelize.sync({ force: true });
    await Counter.create({ id: 1, value: 0 });
  }, 30_000);
  afterAll(async () => {
    await sequelize.close();
    await drop();
  });

  const value = async () => ((await Counter.findByPk(1)) as any).value;
  const notes = () => asSystem(() => Note.count());

  test('writes inside a transaction (model, raw query, hook) need no `transaction` and roll back with it', async () => {
    const before = { notes: await notes(), audits: await Audit.count() };
    await expect(
      transaction(sequelize, async () => {
        await Counter.update({ value: 7 }, { where: { id: 1 } });
        await sequelize.query('UPDATE tx_counter SET value = value + 1 WHERE id = 1');
        await asTenant(1, () => Note.create({ text: 'rolled back' }));
        // Reads inside see the transaction's own uncommitted writes: they run on its connection.
        expect(await value()).toBe(8);
        expect(await Audit.count()).toBe(before.audits + 1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await value()).toBe(0);
    expect(await notes()).toBe(before.notes);
    expect(await Audit.count()).toBe(before.audits);
  });

  test('a committed transaction keeps every joined write, hooks included', async () => {
    const audits = await Audit.count();
    await transaction(sequelize, async () => {
      await asTenant(2, () => Note.create({ text: 'kept' }));
      await Counter.increment('value', { where: { id: 1 } });
    });
    expect(await value()).toBe(1);
    expect(await asSystem(() => Note.count({ where: { text: 'kept', tenantId: 2 } }))).toBe(1);
    expect(await Audit.count()).toBe(audits + 1);
  });

  test('asSystem and asTenant inside a transaction keep it', async () => {
    const before = await notes();
    await expect(
      asTenant(1, () =>
        transaction(sequelize, async () => {
          await Note.create({ text: 'tenant write' });
          await asSystem(() => Note.create({ tenantId: 2, text: 'system write' }));
          await asTenant(2, () => Note.create({ text: 'other tenant write' }));
          expect(await asSystem(() => Note.count())).toBe(before + 3);
          throw new Error('undo');
        }),
      ),
    ).rejects.toThrow('undo');
    expect(await notes()).toBe(before);
  });

  test('a transaction started inside another joins it and rolls back with it', async () => {
    const start = await value();
    await expect(
      transaction(sequelize, async (outer) => {
        await transaction(sequelize, async (inner) => {
          expect(inner).toBe(outer);
          await Counter.increment('value', { where: { id: 1 } });
        });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await value()).toBe(start);
  });

  test('a failed inner transaction rolls the outer one back even when its error is caught', async () => {
    const start = await value();
    await expect(
      transaction(sequelize, async () => {
        await Counter.increment('value', { where: { id: 1 } });
        await transaction(sequelize, async () => {
            await Counter.increment('value', { where: { id: 1 } });
            throw new Error('inner');
          })
          .catch(() => undefined);
      }),
    ).rejects.toBeInstanceOf(InnerTransactionFailed);
    expect(await value()).toBe(start);
  });

  test('concurrent read-modify-write transactions serialise, none lost, without passing transactions', async () => {
    const start = await value();
    await Promise.all(
      Array.from({ length: 15 }, () =>
        transaction(sequelize, async () => {
          const row: any = await Counter.findByPk(1, { lock: Transaction.LOCK.UPDATE });
          await new Promise((r) => setTimeout(r, 2));
          await row.update({ value: row.value + 1 });
        }),
      ),
    );
    expect(await value()).toBe(start + 15);
  });

  test('work outside a transaction does not join it', async () => {
    const start = await value();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let written!: () => void;
    const wrote = new Promise<void>((r) => (written = r));
    const open = transaction(sequelize, async () => {
      await Counter.update({ value: start + 100 }, { where: { id: 1 } });
      written();
      await held;
    });
    await wrote;
    // A concurrent read outside the transaction does not see its uncommitted write.
    expect(await value()).toBe(start);
    release();
    await open;
    expect(await value()).toBe(start + 100);
  });
});
