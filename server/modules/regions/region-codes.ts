import { REGIONS, type RegionOption } from '../../../shared/regions';
import { badRequest } from '../../http/envelope';

/**
 * Region codes checked against the same mainland data set the web cascader shows (shared/regions.ts,
 * built from @vant/area-data): a code triple must be a real province → city → county chain.
 */
export interface RegionChoice {
  codes: [string, string, string];
  names: { province: string; city: string; county: string };
}

interface Node {
  label: string;
  children: Map<string, Node>;
}

const index = (options: RegionOption[] = []): Map<string, Node> =>
  new Map(options.map((option) => [option.value, { label: option.label, children: index(option.children) }]));

const TREE = index(REGIONS);

/** The chain for codes given as an array (or a comma-separated string) of three 6-digit codes, else undefined. */
export function resolveRegion(input: unknown): RegionChoice | undefined {
  const list = typeof input === 'string' ? input.split(',') : input;
  if (!Array.isArray(list) || list.length !== 3) return undefined;
  const codes = list.map((code) => (typeof code === 'string' || typeof code === 'number' ? String(code).trim() : ''));
  const province = TREE.get(codes[0]);
  const city = province?.children.get(codes[1]);
  const county = city?.children.get(codes[2]);
  if (!province || !city || !county) return undefined;
  return { codes: codes as [string, string, string], names: { province: province.label, city: city.label, county: county.label } };
}

/** resolveRegion or a 400 naming the field. */
export function requireRegion(input: unknown, message = '请选择地址'): RegionChoice {
  const region = resolveRegion(input);
  if (!region) throw badRequest(message, ['regionCodes']);
  return region;
}

/** The stored comma string as the array the wire carries ([] when unset). */
export const regionCodesOut = (stored: string | null | undefined): string[] => (stored ? stored.split(',').filter(Boolean) : []);
