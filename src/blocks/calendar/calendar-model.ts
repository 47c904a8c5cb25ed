import dayjs, { type Dayjs } from 'dayjs';
import { shanghaiNow } from '../../shared/shanghai-clock';
import type { BlockSpec, Row } from '../types';
import { fillTemplate } from '../template';
import { holds } from '../when';

/**
 * The calendar block's days and entries, Monday first: a month shows 6 weeks (42 days), a week 7 days; an entry
 * shows on every day from its date to its end date (inclusive), by the days' `YYYY-MM-DD`. "Today" is Shanghai's
 * (the server files everything by Shanghai time), whatever the browser's zone.
 */
export type CalendarMode = 'month' | 'week';

/** One entry as the views draw it, read from a row through the block's field keys. */
export interface CalendarEntry {
  key: string;
  title: string;
  /** First and last day, `YYYY-MM-DD`. */
  start: string;
  end: string;
  /** `HH:mm` on the first and the last day (none: the entry has no hours). */
  startHour?: string;
  endHour?: string;
  allDay: boolean;
  important: boolean;
  /** A label shown beside the title in the today list (a schedule's type). */
  tag?: string;
  /** The block's `entryTags` whose condition holds for the row (迟到, 缺勤). */
  tags: { text: string; color?: string }[];
  row: Row;
}

/** Monday-based weekday index: Monday 0 … Sunday 6. */
export const mondayIndex = (day: Dayjs) => (day.day() + 6) % 7;
export const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
/** The week grid's 25 hourly rows, 00:00 to 24:00. */
export const HOUR_ROWS = Array.from({ length: 25 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
const DAY = 'YYYY-MM-DD';

export const today = () => shanghaiNow();
export const isToday = (day: Dayjs) => day.isSame(shanghaiNow(), 'day');

/** The month grid (6 weeks × 7 days) or the week (7 days) holding `date`, Monday first. */
export function visibleDays(date: Dayjs, mode: CalendarMode): Dayjs[] {
  const first = mode === 'month' ? date.startOf('month') : date.startOf('day');
  const start = first.subtract(mondayIndex(first), 'day');
  return Array.from({ length: mode === 'month' ? 42 : 7 }, (_, i) => start.add(i, 'day'));
}

/** The first and last day shown, as the query's range. */
export const rangeOf = (days: Dayjs[]): [string, string] => [days[0].format(DAY), days[days.length - 1].format(DAY)];

/** The date the view moves to for 上一页/下一页. */
export const step = (date: Dayjs, mode: CalendarMode, by: 1 | -1): Dayjs => date.add(by, mode);

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** An hour field's `HH:mm`: the value as it is, or the time of a `YYYY-MM-DD HH:mm:ss` stamp (a sign-in time). */
const hourOf = (value: unknown) => {
  const raw = text(value);
  return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(raw) ? raw.slice(11, 16) : raw;
};

/**
 * A row as an entry: `titleField` (or the `titleTemplate` filled from the row), `dateField`/`endField`,
 * `startHourField`/`endHourField`, `allDayWhen`, `importantWhen`, `tagField`, the `entryTags` that hold.
 */
export function entryOf(row: Row, block: BlockSpec, index = 0): CalendarEntry {
  const start = text(row[block.dateField ?? 'date']).slice(0, 10);
  const endRaw = block.endField ? text(row[block.endField]).slice(0, 10) : '';
  return {
    key: text(row[block.valueField ?? 'id']) || String(index),
    title: block.titleTemplate !== undefined ? fillTemplate(block.titleTemplate, row).trim() : text(row[block.titleField ?? 'title']),
    start,
    end: endRaw && endRaw >= start ? endRaw : start,
    startHour: block.startHourField ? hourOf(row[block.startHourField]) || undefined : undefined,
    endHour: block.endHourField ? hourOf(row[block.endHourField]) || undefined : undefined,
    allDay: holds(block.allDayWhen, row),
    important: holds(block.importantWhen, row),
    tag: block.tagField ? text(row[block.tagField]) || undefined : undefined,
    tags: (block.entryTags ?? []).filter((tag) => holds(tag.when, row)).map(({ text: label, color }) => ({ text: label, color })),
    row,
  };
}

/** Entries by the days they cover (at most 62 days each, so a bad end date cannot flood the grid). */
export function entriesByDay(entries: CalendarEntry[]): Record<string, CalendarEntry[]> {
  const byDay: Record<string, CalendarEntry[]> = {};
  for (const entry of entries) {
    const start = dayjs(entry.start);
    if (!start.isValid()) continue;
    const end = dayjs(entry.end);
    for (let day = start, n = 0; !day.isAfter(end) && n < 62; day = day.add(1, 'day'), n++) (byDay[day.format(DAY)] ??= []).push(entry);
  }
  return byDay;
}

/** The label of an entry in a month cell: ★ when important, 全天 or its start hour, its title. */
export function monthLabel(entry: CalendarEntry): string {
  const when = entry.allDay ? '全天' : entry.startHour;
  return `${entry.important ? '★ ' : ''}${when ? `${when} ` : ''}${entry.title}`;
}

/** Whether the day is a rest day of a block with `restWeekends` (Saturday, Sunday). */
export const isRestDay = (block: BlockSpec, day: Dayjs) => Boolean(block.restWeekends) && mondayIndex(day) >= 5;

/** The month's first and last day (the 列表's range), as the block's `rangeParams`, with its `params`. */
export function monthQuery(block: BlockSpec, date: Dayjs): Record<string, unknown> {
  const [startParam, endParam] = block.rangeParams ?? ['start', 'end'];
  return { ...block.params, [startParam]: date.startOf('month').format(DAY), [endParam]: date.endOf('month').format(DAY) };
}

/** Its hours: 全天, 09:00-10:00, or nothing for an entry without hours. */
export const hoursText = (entry: CalendarEntry) => (entry.allDay ? '全天' : entry.startHour && entry.endHour ? `${entry.startHour}-${entry.endHour}` : '');

type Filter = NonNullable<BlockSpec['filters']>[number];
/** One checkbox of a filter. */
export type FilterOption = { label: string; value: string | number };

/** The query of the ticked values; `null` while a filter has nothing ticked (the calendar then shows nothing). */
export type FilterParams = Record<string, string | undefined> | null;

/**
 * Each filter's query parameter: its ticked values comma-separated; none with `anyWhenAll` while every option is
 * ticked (so entries of an option removed since stay shown), none for a filter without options.
 */
export function filterParams(filters: Filter[], options: FilterOption[][], ticked: (string | number)[][]): FilterParams {
  const params: Record<string, string | undefined> = {};
  for (const [i, filter] of filters.entries()) {
    if (!options[i].length) continue;
    if (!ticked[i].length) return null;
    const every = options[i].every((option) => ticked[i].includes(option.value));
    params[filter.param] = filter.anyWhenAll && every ? undefined : ticked[i].join(',');
  }
  return params;
}

/**
 * What the calendar block asks `operation` for the view: the day shown as `dateParam` (the server answers the month
 * or week around it), else the first and last day shown as `rangeParams`; plus the view's `modeParams` and the
 * block's `params`.
 */
export function viewQuery(block: BlockSpec, mode: CalendarMode, date: Dayjs): Record<string, unknown> {
  const [startParam, endParam] = block.rangeParams ?? ['start', 'end'];
  const [from, to] = rangeOf(visibleDays(date, mode));
  const where = block.dateParam ? { [block.dateParam]: date.format(DAY) } : { [startParam]: from, [endParam]: to };
  return { ...block.params, ...where, ...block.modeParams?.[mode] };
}
