/**
 * Calendar days and the repeat expansion of calendar reads (calendar-read.ts; spec doc 1 §2 Calendar: the month
 * grid is 6 weeks × 7 days starting Monday, the week Monday–Sunday), and the Shanghai day and clock every module
 * counts by. Days are `YYYY-MM-DD` Shanghai calendar days handled as plain dates (UTC arithmetic on the day itself),
 * so the server's own zone never moves them.
 */
const DAY_MS = 24 * 3600 * 1000;

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
const toDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const msOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day `YYYY-MM-DD`. */
export function isDay(value: unknown): value is string {
  return typeof value === 'string' && DAY_PATTERN.test(value) && toDay(msOf(value)) === value;
}

export const addDays = (day: string, days: number) => toDay(msOf(day) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((msOf(to) - msOf(from)) / DAY_MS);

/** The Shanghai calendar day of an instant (today for `now`). */
export const shanghaiDay = (now = new Date()) => toDay(now.getTime() + 8 * 3600 * 1000);
/** The time of day in Shanghai, `HH:mm:ss`. */
export const shanghaiClock = (now = new Date()) => new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(11, 19);

/** Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = (new Date(msOf(day)).getUTCDay() + 6) % 7; // 0 Monday … 6 Sunday
  return addDays(day, -weekday);
}

/** The days a view shows: month (selectType 0) 42 days from the Monday of the month's first week; week (1) Monday–Sunday. */
export function viewDays(selectType: 0 | 1, date: string): string[] {
  const first = selectType === 0 ? mondayOf(`${date.slice(0, 8)}01`) : mondayOf(date);
  const count = selectType === 0 ? 42 : 7;
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** Adds months (or 12 × years) keeping the day of month; a day the month lacks (31st, 29 Feb) gives no occurrence. */
function addMonths(day: string, months: number): string | undefined {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const target = `${year + Math.floor(month / 12)}-${pad((month % 12) + 1)}-${day.slice(8, 10)}`;
  return isDay(target) ? target : undefined;
}

export interface RepeatRule {
  startTime: string;
  endTime: string;
  repeat: number;
  repeatType?: number | null;
  repeatRate?: number | null;
  repeatEnd?: string | null;
}

/**
 * The start days of a schedule's occurrences that overlap [from, to] (each lasts as long as the first,
 * endTime − startTime days). Not repeating: the schedule itself. Repeating: every repeatRate days (0), weeks (1),
 * months (2) or years (3) from startTime, starting no later than repeatEnd.
 */
export function occurrenceStarts(rule: RepeatRule, from: string, to: string): string[] {
  const span = Math.max(0, daysBetween(rule.startTime, rule.endTime));
  const overlaps = (start: string) => start <= to && addDays(start, span) >= from;
  if (rule.repeat !== 1) return overlaps(rule.startTime) ? [rule.startTime] : [];
  const rate = Math.max(1, Number(rule.repeatRate) || 1);
  const last = rule.repeatEnd && rule.repeatEnd < to ? rule.repeatEnd : to;
  const out: string[] = [];
  const type = Number(rule.repeatType ?? 0);
  if (type === 0 || type === 1) {
    const step = (type === 0 ? 1 : 7) * rate;
    // Jump to the first occurrence that can still overlap `from`.
    const skip = Math.max(0, Math.floor((daysBetween(rule.startTime, from) - span) / step));
    for (let start = addDays(rule.startTime, skip * step); start <= last; start = addDays(start, step)) if (overlaps(start)) out.push(start);
    return out;
  }
  const months = (type === 2 ? 1 : 12) * rate;
  const elapsed = (Number(from.slice(0, 4)) - Number(rule.startTime.slice(0, 4))) * 12 + Number(from.slice(5, 7)) - Number(rule.startTime.slice(5, 7));
  const firstStep = Math.max(0, Math.floor((elapsed - Math.ceil(span / 28) - 1) / months));
  for (let i = firstStep; ; i++) {
    const start = addMonths(rule.startTime, i * months);
    const probe = start ?? addMonths(`${rule.startTime.slice(0, 8)}01`, i * months)!;
    if (probe > last) break;
    if (start && overlaps(start)) out.push(start);
  }
  return out;
}
