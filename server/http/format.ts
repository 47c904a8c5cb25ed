import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

export const ZONE = 'Asia/Shanghai';

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, the format of every date on the wire. */
export function formatDateTime(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  // Already on the wire format (MySQL date strings are in the connection's +08:00 zone).
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return value;
  const date = value instanceof Date ? value : new Date(String(value).replace(' ', 'T').replace(/ \+00:00$/, 'Z'));
  if (Number.isNaN(date.getTime())) return String(value);
  return dayjs(date).tz(ZONE).format('YYYY-MM-DD HH:mm:ss');
}

/** An inclusive day range: start 00:00:00 to end 23:59:59 Shanghai time. */
export function dayRange(start?: string, end?: string): { from?: Date; to?: Date } {
  return {
    from: start ? dayjs.tz(`${start.slice(0, 10)} 00:00:00`, ZONE).toDate() : undefined,
    to: end ? dayjs.tz(`${end.slice(0, 10)} 23:59:59`, ZONE).toDate() : undefined,
  };
}

const DATE_KEYS = new Set(['crtTime', 'updTime', 'delTime', 'removedAt', 'expiresAt', 'trialEndsAt']);

/** A plain row for the wire: dates formatted, tenant column left out. */
export function toWire(row: Record<string, any>): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'tenantId') continue;
    out[key] = DATE_KEYS.has(key) || value instanceof Date ? formatDateTime(value) : value;
  }
  return out;
}
