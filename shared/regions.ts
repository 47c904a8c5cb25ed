/**
 * Province / city / county options for the region cascader, with 6-digit GB/T 2260 codes, built from
 * @vant/area-data. Mainland China only: 71xxxx (台湾), 81xxxx (香港) and 82xxxx (澳门) are left out.
 * The server validates region codes against the same tree (server/modules/admin/region-codes.ts).
 * Kept free of browser code so the server can import it.
 */
import { areaList } from '@vant/area-data';

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

const OUTSIDE_MAINLAND = /^(71|81|82)/;

export const isMainlandCode = (code: string) => /^\d{6}$/.test(code) && !OUTSIDE_MAINLAND.test(code);

/** Groups codes under their parent by prefix: a city XXYY00 under XX0000, a county XXYYZZ under XXYY00. */
function childrenByParent(list: Record<string, string>, parentOf: (code: string) => string): Map<string, RegionOption[]> {
  const groups = new Map<string, RegionOption[]>();
  for (const [value, label] of Object.entries(list)) {
    if (!isMainlandCode(value)) continue;
    const parent = parentOf(value);
    const group = groups.get(parent) ?? [];
    group.push({ value, label });
    groups.set(parent, group);
  }
  return groups;
}

function buildRegions(): RegionOption[] {
  const counties = childrenByParent(areaList.county_list, (code) => `${code.slice(0, 4)}00`);
  const cities = childrenByParent(areaList.city_list, (code) => `${code.slice(0, 2)}0000`);
  return Object.entries(areaList.province_list)
    .filter(([value]) => isMainlandCode(value))
    .map(([value, label]) => ({
      value,
      label,
      children: (cities.get(value) ?? []).map((city) => ({ ...city, children: counties.get(city.value) ?? [] })),
    }));
}

/** 31 provinces, municipalities and autonomous regions, each with its cities and their counties. */
export const REGIONS: RegionOption[] = buildRegions();
