import { BatchedInserts } from '../../server/db/batched-inserts';

/** A table that records each INSERT's rows and refuses rows named 'bad' (the whole statement, as a database would). */
function table() {
  const statements: string[][] = [];
  let release: (() => void) | undefined;
  const insertMany = async (rows: string[]) => {
    statements.push(rows);
    if (statements.length === 1) await new Promise<void>((resolve) => (release = resolve));
    if (rows.includes('bad')) throw new Error('refused');
  };
  return { statements, insertMany, releaseFirst: () => release?.() };
}

test('rows that arrive while an INSERT is under way go together in the next one, and each caller waits for its own', async () => {
  const t = table();
  const inserts = new BatchedInserts<string>(t.insertMany);
  const first = inserts.add('a');
  const later = ['b', 'c', 'd'].map((row) => inserts.add(row));
  let laterDone = false;
  void Promise.all(later).then(() => (laterDone = true));
  await new Promise((resolve) => setImmediate(resolve));
  expect(t.statements).toEqual([['a']]);
  expect(laterDone).toBe(false);
  t.releaseFirst();
  await first;
  await Promise.all(later);
  expect(t.statements).toEqual([['a'], ['b', 'c', 'd']]);
});

test('a refused batch is retried row by row: only the bad row fails', async () => {
  const t = table();
  const inserts = new BatchedInserts<string>(t.insertMany);
  const first = inserts.add('a');
  const results = ['b', 'bad', 'c'].map((row) => inserts.add(row).then(() => 'stored', (error: Error) => error.message));
  await new Promise((resolve) => setImmediate(resolve));
  t.releaseFirst();
  await first;
  expect(await Promise.all(results)).toEqual(['stored', 'refused', 'stored']);
  expect(t.statements.slice(1)).toEqual([['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
});

test('batches are at most maxRows long', async () => {
  const t = table();
  const inserts = new BatchedInserts<string>(t.insertMany, 2);
  const all = ['a', 'b', 'c', 'd', 'e'].map((row) => inserts.add(row));
  await new Promise((resolve) => setImmediate(resolve));
  t.releaseFirst();
  await Promise.all(all);
  expect(t.statements).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
});
