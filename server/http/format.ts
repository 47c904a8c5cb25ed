/**
 * Dates on the wire (`YYYY-MM-DD HH:mm:ss`, Beijing time) and the plain row every answer sends (dates formatted,
 * no tenantId).
 */
export const ZONE = 'Asia/Shanghai';

// Shanghai has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact and far
// cheaper than a time-zone library per value (dates are formatted on every row of every list).
const OFFSET_MS = 8 * 3600 * 1000;
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, the format of every date on the wire. */
export function formatDateTime(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  // Already on the wire format.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return value;
  const date = value instanceof Date ? value : new Date(String(value).replace(' ', 'T').replace(/ \+00:00$/, 'Z'));
  if (Number.isNaN(date.getTime())) return String(value);
  const d = new Date(date.getTime() + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The instant of a Shanghai wall-clock time `YYYY-MM-DD HH:mm:ss`. */
export function shanghaiTime(wallClock: string): Date {
  return new Date(Date.parse(`${wallClock.replace(' ', 'T')}+08:00`));
}

/** An inclusive day range: start 00:00:00 to end 23:59:59 Shanghai time. */
export function dayRange(start?: string, end?: string): { from?: Date; to?: Date } {
  return {
    from: start ? shanghaiTime(`${start.slice(0, 10)} 00:00:00`) : undefined,
    to: end ? shanghaiTime(`${end.slice(0, 10)} 23:59:59`) : undefined,
  };
}

const DATE_KEYS = new Set(['crtTime', 'updTime', 'delTime', 'removedAt', 'expiresAt', 'trialEndsAt']);

/** A plain row for the wire: dates formatted, tenant column left out. */
export function toWire(row: Record<string, any>): Record<string, any> {
  // A copy without the tenant column, then its dates replaced: the copy keeps the row's shape,
  // where adding its keys one by one made a dictionary-mode object of every wide row.
  const { tenantId: _tenantId, ...out } = row;
  for (const key in out) {
    const value = out[key];
    if (DATE_KEYS.has(key) || value instanceof Date) out[key] = formatDateTime(value);
  }
  return out;
}
