/** The calendar block's week grid: where each entry of a day sits in the hourly column or the 全天 strip. */
import type { CalendarEntry } from './calendar-model';

/** Height of one hourly row of the week grid (px); the grid has 25 rows, 00:00 … 24:00. */
export const HOUR_HEIGHT = 36;

/** One schedule placed in a day column: top and height in px, lane and lane count for side-by-side overlaps. */
export interface PlacedSchedule {
  item: CalendarEntry;
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

const minutesOf = (hour: string) => Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5));

/**
 * Where an occurrence sits on `date`: all day (the 全天 strip) when marked all-day or when the day lies inside a
 * multi-day span; else from its start (first day) or 00:00 to its end (last day) or 24:00.
 */
export function slotOn(item: CalendarEntry, date: string): { allDay: true } | { allDay: false; from: number; to: number } {
  const first = date === item.start;
  const last = date === item.end;
  if (item.allDay || !item.startHour || !item.endHour || (!first && !last)) return { allDay: true };
  const from = first ? minutesOf(item.startHour) : 0;
  const to = last ? minutesOf(item.endHour) : 24 * 60;
  return { allDay: false, from, to: Math.max(to, from + 30) };
}

/** The day's timed schedules placed in the column; overlapping ones share the width in lanes. */
export function placeDay(items: CalendarEntry[], date: string): PlacedSchedule[] {
  const timed = items
    .map((item) => ({ item, slot: slotOn(item, date) }))
    .filter((entry): entry is { item: CalendarEntry; slot: { allDay: false; from: number; to: number } } => !entry.slot.allDay)
    .sort((a, b) => a.slot.from - b.slot.from || b.slot.to - a.slot.to);
  const placed: (PlacedSchedule & { to: number; group: number })[] = [];
  let group = 0;
  let groupEnd = -1;
  const laneEnds: number[] = [];
  for (const { item, slot } of timed) {
    if (slot.from >= groupEnd) {
      group += 1;
      laneEnds.length = 0;
    }
    let lane = laneEnds.findIndex((end) => end <= slot.from);
    if (lane < 0) lane = laneEnds.push(slot.to) - 1;
    else laneEnds[lane] = slot.to;
    groupEnd = Math.max(groupEnd, slot.to);
    placed.push({ item, top: (slot.from / 60) * HOUR_HEIGHT, height: ((slot.to - slot.from) / 60) * HOUR_HEIGHT, lane, lanes: 1, to: slot.to, group });
  }
  // Every schedule of an overlapping group takes the group's lane count.
  for (const entry of placed) entry.lanes = Math.max(...placed.filter((other) => other.group === entry.group).map((other) => other.lane + 1));
  return placed.map(({ to: _to, group: _group, ...rest }) => rest);
}

/** The day's all-day entries (all-day schedules and the middle days of multi-day ones). */
export const allDayOn = (items: CalendarEntry[], date: string) => items.filter((item) => slotOn(item, date).allDay);
