import v8 from 'node:v8';
import sqlite3 from 'sqlite3';
import { withFastProperties } from '../../server/db/fast-rows';
import { toWire } from '../../server/http/format';

// V8's own answer to "does this object have ordinary (fast) properties", through its natives syntax.
v8.setFlagsFromString('--allow-natives-syntax');
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const hasFastProperties = new Function('object', 'return %HasFastProperties(object)') as (object: object) => boolean;

const COLUMNS = Array.from({ length: 25 }, (_, i) => `c${i}`);

function driverRows(count: number): Promise<Record<string, unknown>[]> {
  const db = new sqlite3.Database(':memory:');
  const select = Array.from({ length: count }, (_, r) => `SELECT ${COLUMNS.map((c, i) => (i % 3 === 0 ? `${r * 100 + i} AS ${c}` : i % 3 === 1 ? `'v${r}-${i}' AS ${c}` : `NULL AS ${c}`)).join(', ')}`).join(' UNION ALL ');
  return new Promise((resolve, reject) => db.all(select, (error, rows: Record<string, unknown>[]) => db.close(() => (error ? reject(error) : resolve(rows)))));
}

test('rows of the sqlite3 driver become ordinary objects with the same columns, in order, and values', async () => {
  const rows = await driverRows(3);
  // What the copy is for: the driver's wide rows are dictionaries, and so is a copy that adds their keys one by one.
  expect(hasFastProperties(rows[0])).toBe(false);
  const copies = withFastProperties(rows);
  expect(copies).toEqual(rows);
  expect(copies.map((row) => Object.keys(row))).toEqual(rows.map(() => COLUMNS));
  for (const copy of copies) expect(hasFastProperties(copy)).toBe(true);
  // The wire format's copy keeps the shape (no tenant column here) and so stays ordinary too.
  expect(hasFastProperties(toWire(copies[0]))).toBe(true);
  expect(toWire(copies[0])).toEqual(rows[0]);
});

test('other column lists get a shape of their own; no rows, and a __proto__ column, are left alone', async () => {
  const copies = withFastProperties([{ b: 1, a: 2 }]);
  expect(Object.keys(copies[0])).toEqual(['b', 'a']);
  expect(withFastProperties([{ a: 3, b: 4 }])).toEqual([{ a: 3, b: 4 }]);
  const none: Record<string, unknown>[] = [];
  expect(withFastProperties(none)).toBe(none);
  const odd = [JSON.parse('{"__proto__": {"polluted": 1}, "x": 1}')];
  const kept = withFastProperties(odd);
  expect(kept).toBe(odd);
  expect(({} as any).polluted).toBeUndefined();
});

test('the wire format leaves the tenant column out and formats dates, as before', () => {
  const row = { id: 1, tenantId: 7, name: 'n', crtTime: new Date('2026-01-02T03:04:05Z'), updTime: null, seenAt: new Date('2026-01-02T16:00:00Z'), note: 'x' };
  expect(toWire(row)).toEqual({ id: 1, name: 'n', crtTime: '2026-01-02 11:04:05', updTime: null, seenAt: '2026-01-03 00:00:00', note: 'x' });
  expect(row.tenantId).toBe(7);
});
