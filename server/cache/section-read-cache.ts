import { TtlCache } from './ttl-cache';

/**
 * Answers of a section's list/tree/count reads per tenant and query, for `seconds`. Any write of the
 * section in this process drops the tenant's entries at once; other instances see the write within
 * `seconds`. Code that changes a section's rows outside its own routes must call `invalidate`.
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
}
