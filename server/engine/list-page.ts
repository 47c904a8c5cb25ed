import type { Services } from '../services';
import type { AnyModel } from '../db/database';
import { countQuery, readPlainRows, type PageRead } from '../db/plain-reads';
import type { SectionSpec } from './section-types';

/**
 * One page of a generic list and its total (`{records, total}`). The rows are read on every call. The total comes
 * from the page itself when the page tells it (a page that is not full is the list's last), else it is counted
 * once per filter — the count's SQL and values, tenant and grant scope included, are the key — and kept in the section's read
 * cache, which any write of the section's model drops (across-tenant lists, whose writes come from every company,
 * count every time; so do `countEachTime` lists: a section's row rule makes each caller's where their own). A profile
 * of the 10,000-member list put a quarter of the database work in that count.
 */
export async function listPage(services: Services, section: SectionSpec, tenantId: number, model: AnyModel, read: PageRead, options: { countEachTime?: boolean } = {}): Promise<{ rows: Record<string, any>[]; total: number }> {
  const rows = await readPlainRows(model, read);
  const lastPage = rows.length > 0 ? rows.length < read.limit : read.offset === 0;
  if (lastPage) return { rows, total: read.offset + rows.length };
  const { key, count } = countQuery(model, read.where, read.paranoid);
  const total = options.countEachTime || section.model.acrossTenants || section.model.tenant === 'shared' ? await count() : await services.caches.sectionReads.read(section.id, tenantId, `count:${key}`, count);
  return { rows, total };
}
