/**
 * The catalogue the market pages show, read through the repository when a page is rendered: the application
 * centre's entries (云应用 kind 0, 云服务 kind 1) with their packages, prices in yuan — never a copy in a page file.
 */
import type { Services } from '../services';
import { packagesByApp } from '../modules/business/catalogue-packages';
import type { SiteCatalogueItem } from '../../site/site-data';

const KIND = { apps: 0, services: 1 } as const;

const item = (row: any, packages: Map<number, SiteCatalogueItem['packages']>): SiteCatalogueItem => ({
  id: row.id,
  code: row.code,
  name: row.name,
  kind: row.kind,
  describe: row.description ?? null,
  introduce: row.introduce ?? null,
  present: row.present ?? null,
  logo: row.logo ?? null,
  userCount: row.userCount ?? 0,
  packages: (packages.get(row.id) ?? []).map(({ qty, unit, price }) => ({ qty, unit, price })),
});

export async function catalogueOf(services: Services, catalog: keyof typeof KIND): Promise<SiteCatalogueItem[]> {
  const rows = (await services.data.rows('AppCatalog').findAll({ where: { kind: KIND[catalog] }, order: [['sort', 'ASC'], ['id', 'ASC']], raw: true })) as any[];
  const packages = await packagesByApp(services, rows.map((row) => row.id));
  return rows.map((row) => item(row, packages));
}

/** One entry by id; null for an id that is no entry (or no number). */
export async function catalogueEntry(services: Services, id: string | undefined): Promise<SiteCatalogueItem | null> {
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) return null;
  const row = (await services.data.rows('AppCatalog').findOne({ where: { id: Number(id) }, raw: true })) as any;
  if (!row) return null;
  return item(row, await packagesByApp(services, [row.id]));
}
