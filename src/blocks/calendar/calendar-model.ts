import dayjs, { type Dayjs } from 'dayjs';

/**
 * The calendar block's days and entries, Monday first: a month shows 6 weeks (42 days), a week 7 days; an entry
 * shows on every day from its date to its end date (inclusive), by the days' `YYYY-MM-DD`.
 */
type Row = Record<string, unknown>;

const mondayIndex = (day: Dayjs) => (day.day() + 6) % 7;
export const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
const DAY = 'YYYY-MM-DD';

export function visibleDays(date: Dayjs, mode: 'month' | 'week'): Dayjs[] {
  const first = mode === 'month' ? date.startOf('month') : date.startOf('day');
  const start = first.subtract(mondayIndex(first), 'day');
  return Array.from({ length: mode === 'month' ? 42 : 7 }, (_, i) => start.add(i, 'day'));
}

/** The first and last day shown, as the query's range. */
export const rangeOf = (days: Dayjs[]): [string, string] => [days[0].format(DAY), days[days.length - 1].format(DAY)];

/** Entries by the days they cover (at most 62 days each, so a bad end date cannot flood the grid). */
export function entriesByDay(entries: Row[], dateField: string, endField?: string): Map<string, Row[]> {
  const byDay = new Map<string, Row[]>();
  for (const entry of entries) {
    const start = dayjs(String(entry[dateField] ?? '').slice(0, 10));
    if (!start.isValid()) continue;
    const endRaw = endField ? dayjs(String(entry[endField] ?? '').slice(0, 10)) : start;
    const end = endRaw.isValid() && !endRaw.isBefore(start) ? endRaw : start;
    for (let day = start, n = 0; !day.isAfter(end) && n < 62; day = day.add(1, 'day'), n++) {
      const key = day.format(DAY);
      byDay.set(key, [...(byDay.get(key) ?? []), entry]);
    }
  }
  return byDay;
}

/** The date the view moves to for 上一页/下一页. */
export const step = (date: Dayjs, mode: 'month' | 'week', by: 1 | -1): Dayjs => date.add(by, mode);
