import { TtlCache } from '../../server/cache/ttl-cache';

// Traffic that rarely repeats a key (a different search each request) must not fill the cache up to maxEntries.
test('expired entries leave as new ones come, so the cache holds only what its seconds stored', async () => {
  jest.useFakeTimers({ now: 0 });
  try {
    const cache = new TtlCache<number>(5, 1000);
    for (let i = 0; i < 100; i++) await cache.get(`early${i}`, async () => i);
    jest.setSystemTime(6000);
    await cache.get('late', async () => 1);
    expect((cache as any).entries.size).toBe(1);
    expect(await cache.get('late', async () => 2)).toBe(1);
    expect(await cache.get('early1', async () => -1)).toBe(-1);
  } finally {
    jest.useRealTimers();
  }
});

test('an entry loaded again after it expired moves behind the live ones and is kept', async () => {
  jest.useFakeTimers({ now: 0 });
  try {
    const cache = new TtlCache<string>(5, 1000);
    await cache.get('a', async () => 'a1');
    jest.setSystemTime(3000);
    await cache.get('b', async () => 'b1');
    jest.setSystemTime(5500);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    jest.setSystemTime(8500);
    // b expired (stored at 3 s); a was stored again at 5.5 s and is still live.
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a2');
    expect((cache as any).entries.size).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

test('a cache full of live entries lets the oldest go, not all of them', async () => {
  const cache = new TtlCache<number>(60, 3);
  for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => 1);
  expect(await cache.get('a', async () => 2)).toBe(2);
  expect(await cache.get('c', async () => 3)).toBe(1);
  expect(await cache.get('d', async () => 4)).toBe(1);
});

describe('misses of one key share one load', () => {
  test('callers that miss while a load runs wait for it: the loader runs once', async () => {
    const cache = new TtlCache<number>(60);
    let loads = 0;
    let finish!: (value: number) => void;
    const load = () => (loads++, new Promise<number>((resolve) => (finish = resolve)));
    const answers = Promise.all([cache.get('count', load), cache.get('count', load), cache.get('count', load)]);
    finish(100_000);
    expect(await answers).toEqual([100_000, 100_000, 100_000]);
    expect(loads).toBe(1);
    expect(await cache.get('count', load)).toBe(100_000);
    expect(loads).toBe(1);
  });

  test('a delete during the load: later callers load anew and the old value is not kept', async () => {
    const cache = new TtlCache<string>(60);
    let finish!: (value: string) => void;
    const old = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.deletePrefix('k');
    const fresh = cache.get('k', async () => 'new');
    finish('old');
    expect([await old, await fresh]).toEqual(['old', 'new']);
    expect(await cache.get('k', async () => 'not read')).toBe('new');
  });

  test('a failed load fails its callers and is not kept: the next caller loads again', async () => {
    const cache = new TtlCache<string>(60);
    let fail!: (error: Error) => void;
    const failing = () => new Promise<string>((_, reject) => (fail = reject));
    const both = Promise.allSettled([cache.get('k', failing), cache.get('k', failing)]);
    fail(new Error('database gone'));
    expect((await both).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });
});
