import { TtlCache } from './ttl-cache';

/**
 * Answers of a section's list/tree/count reads per tenant and query, for `seconds`. Any write to the
 * section's model in this process drops the tenant's entries at once (model-write-invalidation.ts); other
 * instances see the write within `seconds`. A load that a write overtook answers its caller but is not kept, so a
 * read that began before a write never serves what it read to the reads after it.
 */
export class SectionReadCache {
  private cache: TtlCache<unknown>;
  /** Invalidations so far by `<section>:<tenant>` and `<section>:*` (every company). */
  private writes = new Map<string, number>();

  constructor(seconds: number) {
    // Bounded by count: under traffic that rarely repeats a query, every miss is stored; 2,000 list answers of
    // 10–20 KB each keep the server under its memory aim (README, Benchmark).
    this.cache = new TtlCache(seconds, 2_000);
  }

  read<T>(sectionId: string, tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
    const before = this.version(sectionId, tenantId);
    return this.cache.get(`${sectionId}:${tenantId}:${key}`, load, () => this.version(sectionId, tenantId) === before) as Promise<T>;
  }

  invalidate(sectionId: string, tenantId: number): void {
    this.bump(`${sectionId}:${tenantId}`);
    this.cache.deletePrefix(`${sectionId}:${tenantId}:`);
  }

  invalidateAll(sectionId: string): void {
    this.bump(`${sectionId}:*`);
    this.cache.deletePrefix(`${sectionId}:`);
  }

  private bump(key: string): void {
    this.writes.set(key, (this.writes.get(key) ?? 0) + 1);
  }

  private version(sectionId: string, tenantId: number): string {
    return `${this.writes.get(`${sectionId}:*`) ?? 0}.${this.writes.get(`${sectionId}:${tenantId}`) ?? 0}`;
  }
}
