import type { Dayjs } from 'dayjs';
import { shanghaiNow } from '../../../shared/shanghai-clock';

export { shanghaiNow };

/** Monday-based weekday index: Monday 0 … Sunday 6. */
export const mondayIndex = (day: Dayjs) => (day.day() + 6) % 7;

export const WEEKDAY_LABELS = ['一', '二', '三', '四', '五', '六', '日'];

/** The month grid: 6 weeks × 7 days, weeks starting on Monday (spec doc 1 §2 "Calendar area"). */
export function monthGrid(date: Dayjs): Dayjs[] {
  const first = date.startOf('month');
  const start = first.subtract(mondayIndex(first), 'day');
  return Array.from({ length: 42 }, (_, i) => start.add(i, 'day'));
}

/** The seven days (Monday first) of the week holding `date`. */
export function weekDays(date: Dayjs): Dayjs[] {
  const start = date.startOf('day').subtract(mondayIndex(date), 'day');
  return Array.from({ length: 7 }, (_, i) => start.add(i, 'day'));
}

/** The week grid's 25 hourly rows, 00:00 to 24:00. */
export const HOUR_ROWS = Array.from({ length: 25 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

export const isToday = (day: Dayjs) => day.isSame(shanghaiNow(), 'day');
