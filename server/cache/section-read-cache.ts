import { TtlCache } from './ttl-cache';

/**
 * Answers of a section's list/tree/count reads per tenant and query, for `seconds`. Any write to the
 * section's model in this process drops the tenant's entries at once (model-write-invalidation.ts); other
 * instances see the write within `seconds`.
 */
export class SectionReadCache {
  private cache: TtlCache<unknown>;

  constructor(seconds: number) {
    this.cache = new TtlCache(seconds, 20_000);
  }

  read<T>(sectionId: string, tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(`${sectionId}:${tenantId}:${key}`, load) as Promise<T>;
  }

  invalidate(sectionId: string, tenantId: number): void {
    this.cache.deletePrefix(`${sectionId}:${tenantId}:`);
  }

  invalidateAll(sectionId: string): void {
    this.cache.deletePrefix(`${sectionId}:`);
  }
}
