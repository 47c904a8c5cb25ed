/**
 * A small in-process cache whose entries live `seconds`. Only for data whose source of truth is the
 * database and that may be up to `seconds` old on other instances; this process deletes on its writes.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: V; at: number }>();

  constructor(private seconds: number, private maxEntries = 10_000) {}

  /** `keep`, when given, says after the load whether its value may still be stored (not when a write came meanwhile). */
  async get(key: string, load: () => Promise<V>, keep?: () => boolean): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.seconds * 1000) return hit.value;
    const value = await load();
    if (keep && !keep()) return value;
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
  }

  /** Drops every entry whose key starts with the prefix (e.g. all users of one company). */
  deletePrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
