import type { Services } from '../../services';
import { yuanOf } from '../../engine/money';

/** One package of a catalogue item on the wire (spec doc 1 §3 "voList of packages"): price in yuan. */
export interface PackageWire {
  id: number;
  qty: number;
  unit: string;
  price: number | null;
}

export const packageWire = (row: any): PackageWire => ({ id: row.id, qty: row.qty, unit: row.unit, price: yuanOf(row.price) });

/** The packages of catalogue items by item id, each list in `sort` order (then id). */
export async function packagesByApp(services: Services, appIds: number[]): Promise<Map<number, PackageWire[]>> {
  const result = new Map<number, PackageWire[]>(appIds.map((id) => [id, []]));
  if (!appIds.length) return result;
  const rows = await services.data.rows('CatalogPackage').findAll({ where: { appId: [...new Set(appIds)] }, order: [['sort', 'ASC'], ['id', 'ASC']], raw: true });
  for (const row of rows as any[]) result.get(row.appId)?.push(packageWire(row));
  return result;
}

/** The lowest package price of a list (the catalogue's "as low as"), in yuan; null without packages. */
export const lowestPrice = (packages: PackageWire[]): number | null =>
  packages.length ? Math.min(...packages.map((item) => item.price ?? Infinity)) : null;
