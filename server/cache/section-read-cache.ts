import { TtlCache } from './ttl-cache';

/**
 * Answers of a section's list/tree/count reads per tenant and query, for `seconds`. Any write to the
 * section's model in this process drops the tenant's entries at once (model-write-invalidation.ts); other
 * instances see the write within `seconds`. A load that a write overtook answers its caller but is not kept, so a
 * read that began before a write never serves what it read to the reads after it; reads that miss one key while it
 * loads share that load (ttl-cache.ts).
 */
export class SectionReadCache {
  /** The answers of list/tree/count requests, one per query string. */
  private answers: TtlCache<unknown>;
  /** What many answers share (a list's count per filter, a company's role names, a department index). */
  private values: TtlCache<unknown>;
  /** Invalidations so far by `<section>:<tenant>` and `<section>:*` (every company). */
  private writes = new Map<string, number>();

  constructor(seconds: number) {
    // Bounded by count: under traffic that rarely repeats a query, every miss is stored; 2,000 list answers of
    // 10–20 KB each keep the server under its memory aim (README, Benchmark).
    this.answers = new TtlCache(seconds, 2_000);
    // Apart from the answers, whose turnover (2,000 in about two seconds of cache-miss lists) evicted the count every
    // page needs, oldest out first, and so recounted 100,000 orders every two seconds. Small values: 10,000 at most.
    this.values = new TtlCache(seconds, 10_000);
  }

  /** A value many reads of the section share, loaded once per `seconds` (and after any write of the section). */
  read<T>(sectionId: string, tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
    return this.cached(this.values, sectionId, tenantId, key, load);
  }

  /** One request's answer (keyed by operation and query string). */
  answer<T>(sectionId: string, tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
    return this.cached(this.answers, sectionId, tenantId, key, load);
  }

  invalidate(sectionId: string, tenantId: number): void {
    this.bump(`${sectionId}:${tenantId}`);
    for (const cache of [this.answers, this.values]) cache.deletePrefix(`${sectionId}:${tenantId}:`);
  }

  invalidateAll(sectionId: string): void {
    this.bump(`${sectionId}:*`);
    for (const cache of [this.answers, this.values]) cache.deletePrefix(`${sectionId}:`);
  }

  private cached<T>(cache: TtlCache<unknown>, sectionId: string, tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
    const before = this.version(sectionId, tenantId);
    return cache.get(`${sectionId}:${tenantId}:${key}`, load, () => this.version(sectionId, tenantId) === before) as Promise<T>;
  }

  private bump(key: string): void {
    this.writes.set(key, (this.writes.get(key) ?? 0) + 1);
  }

  private version(sectionId: string, tenantId: number): string {
    return `${this.writes.get(`${sectionId}:*`) ?? 0}.${this.writes.get(`${sectionId}:${tenantId}`) ?? 0}`;
  }
}
