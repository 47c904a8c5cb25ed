/**
 * A small in-process cache whose entries live `seconds`. Only for data whose source of truth is the
 * database and that may be up to `seconds` old on other instances; this process deletes on its writes.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: V; at: number }>();

  constructor(private seconds: number, private maxEntries = 10_000) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.seconds * 1000) return hit.value;
    const value = await load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, at: Date.now() });
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key starts with the prefix (e.g. all users of one company). */
  deletePrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
