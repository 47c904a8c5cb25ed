/** A load under way; its identity tells whether a delete forgot it meanwhile. */
interface Flight<V> {
  answer: Promise<V>;
}

/**
 * A small in-process cache whose entries live `seconds`. Only for data whose source of truth is the
 * database and that may be up to `seconds` old on other instances; this process deletes on its writes.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: V; at: number }>();
  /** Loads under way: callers that miss the same key meanwhile wait for that load instead of starting their own. */
  private loading = new Map<string, Flight<V>>();

  constructor(private seconds: number, private maxEntries = 10_000) {}

  /**
   * `keep`, when given, says after the load whether its value may still be stored (not when a write came meanwhile).
   * Misses of one key share one load: when a hot entry (a list's count of 100,000 rows) expired, every request in
   * flight started the same query, and the thread pool queued the rest behind them (the bench's p99 of 170–270 ms).
   * A `delete` or `deletePrefix` of the key also forgets its load, so no caller after a write joins a read begun
   * before it.
   */
  get(key: string, load: () => Promise<V>, keep?: () => boolean): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.seconds * 1000) return Promise.resolve(hit.value);
    const under = this.loading.get(key);
    if (under) return under.answer;
    const flight = {} as Flight<V>;
    flight.answer = this.load(key, load, keep, flight);
    this.loading.set(key, flight);
    const settle = () => {
      if (this.loading.get(key) === flight) this.loading.delete(key);
    };
    flight.answer.then(settle, settle);
    return flight.answer;
  }

  private async load(key: string, load: () => Promise<V>, keep: (() => boolean) | undefined, flight: Flight<V>): Promise<V> {
    const value = await load();
    if (keep && !keep()) return value;
    // Forgotten while loading (a write dropped the key): answer its callers, keep nothing.
    if (this.loading.get(key) !== flight) return value;
    const now = Date.now();
    this.dropExpired(now);
    // Full of live entries: the oldest one makes room.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // Re-inserted at the end, so the map stays in the order entries expire.
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    return value;
  }

  /**
   * Expired entries leave as new ones come (oldest first, so this stops at the first live one): under traffic that
   * rarely repeats a key (a different search each request) the cache holds what `seconds` of it stored, not
   * `maxEntries` answers (the bench's cache-miss lists and trees grew the server by 250 MB that way).
   */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.at < this.seconds * 1000) return;
      this.entries.delete(key);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** Drops every entry whose key starts with the prefix (e.g. all users of one company), and their loads under way. */
  deletePrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.loading.keys()) if (key.startsWith(prefix)) this.loading.delete(key);
  }
}
