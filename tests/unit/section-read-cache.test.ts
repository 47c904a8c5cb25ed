import { SectionReadCache } from '../../server/cache/section-read-cache';

/** A load that finishes only when told to. */
function slowLoad(value: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { load: async () => (await done, value), finish };
}

describe('the section read cache', () => {
  test('a hit is served from the cache until the tenant’s entries are dropped', async () => {
    const cache = new SectionReadCache(60);
    let loads = 0;
    const read = () => cache.read('user', 1, 'list?page=1', async () => ++loads);
    expect([await read(), await read()]).toEqual([1, 1]);
    cache.invalidate('user', 2);
    expect(await read()).toBe(1);
    cache.invalidate('user', 1);
    expect(await read()).toBe(2);
    cache.invalidateAll('user');
    expect(await read()).toBe(3);
  });

  test('a load overtaken by a write answers its caller but is not kept for the reads after the write', async () => {
    const cache = new SectionReadCache(60);
    const old = slowLoad('before the write');
    const pending = cache.read('user', 1, 'list', old.load);
    cache.invalidate('user', 1);
    old.finish();
    expect(await pending).toBe('before the write');
    expect(await cache.read('user', 1, 'list', async () => 'after the write')).toBe('after the write');

    const other = slowLoad('before a write of every company');
    const next = cache.read('user', 1, 'list?page=2', other.load);
    cache.invalidateAll('user');
    other.finish();
    await next;
    expect(await cache.read('user', 1, 'list?page=2', async () => 'fresh')).toBe('fresh');
  });

  test('a write to another company or section does not stop a load from being kept', async () => {
    const cache = new SectionReadCache(60);
    const load = slowLoad('kept');
    const pending = cache.read('user', 1, 'list', load.load);
    cache.invalidate('user', 2);
    cache.invalidate('depart', 1);
    load.finish();
    await pending;
    expect(await cache.read('user', 1, 'list', async () => 'not read')).toBe('kept');
  });
});

describe('values many answers share', () => {
  test('a count outlives the turnover of 2,000 one-off answers, and a write drops both', async () => {
    const cache = new SectionReadCache(60);
    let counts = 0;
    const count = () => cache.read('order', 1, 'count:SELECT count(*)', async () => ++counts);
    expect(await count()).toBe(1);
    for (let page = 1; page <= 2_500; page++) await cache.answer('order', 1, `list?page=${page}`, async () => `page ${page}`);
    expect(await count()).toBe(1);
    // The answers' own bound still holds: the first pages went, the last stayed.
    expect(await cache.answer('order', 1, 'list?page=1', async () => 'read again')).toBe('read again');
    expect(await cache.answer('order', 1, 'list?page=2500', async () => 'not read')).toBe('page 2500');
    cache.invalidate('order', 1);
    expect(await count()).toBe(2);
    expect(await cache.answer('order', 1, 'list?page=2500', async () => 'after the write')).toBe('after the write');
  });

  test('reads that miss one key together run one load; one that comes after a write runs its own', async () => {
    const cache = new SectionReadCache(60);
    let loads = 0;
    const first = slowLoad('before the write');
    const together = [cache.read('order', 1, 'count', () => (loads++, first.load())), cache.read('order', 1, 'count', async () => (loads++, 'second load'))];
    cache.invalidate('order', 1);
    const after = cache.read('order', 1, 'count', async () => (loads++, 'after the write'));
    first.finish();
    expect(await Promise.all(together)).toEqual(['before the write', 'before the write']);
    expect(await after).toBe('after the write');
    expect(loads).toBe(2);
    expect(await cache.read('order', 1, 'count', async () => 'not read')).toBe('after the write');
  });
});
