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
