import { allDayOn, HOUR_HEIGHT, placeDay, slotOn } from '../../src/blocks/calendar/week-layout';

/** The calendar block's week placement of entries (schedules): hourly rows of HOUR_HEIGHT px from 00:00, overlaps side by side. */
const item = (id: number, startTime: string, endTime: string, startHour: string, endHour: string, all = 0) =>
  ({ key: String(id), id, start: startTime, end: endTime, startHour, endHour, allDay: all === 1, important: false, title: `日程${id}`, row: {} }) as any;

test('a timed schedule sits from its start slot to its end slot', () => {
  const [placed] = placeDay([item(1, '2026-12-07', '2026-12-07', '09:00', '10:30')], '2026-12-07');
  expect(placed.top).toBe(9 * HOUR_HEIGHT);
  expect(placed.height).toBe(1.5 * HOUR_HEIGHT);
  expect([placed.lane, placed.lanes]).toEqual([0, 1]);
});

test('a schedule over three days: start to 24:00, the middle day all day, 00:00 to its end', () => {
  const long = item(2, '2026-12-07', '2026-12-09', '20:00', '08:00');
  expect(slotOn(long, '2026-12-07')).toEqual({ allDay: false, from: 20 * 60, to: 24 * 60 });
  expect(slotOn(long, '2026-12-08')).toEqual({ allDay: true });
  expect(slotOn(long, '2026-12-09')).toEqual({ allDay: false, from: 0, to: 8 * 60 });
  expect(allDayOn([long], '2026-12-08')).toEqual([long]);
  expect(allDayOn([long], '2026-12-07')).toEqual([]);
});

test('all-day schedules go to the 全天 strip, not the hours', () => {
  const allDay = item(3, '2026-12-07', '2026-12-07', '00:30', '24:00', 1);
  expect(placeDay([allDay], '2026-12-07')).toEqual([]);
  expect(allDayOn([allDay], '2026-12-07')).toEqual([allDay]);
});

test('overlapping schedules share the width; one after them takes it all again', () => {
  const placed = placeDay(
    [item(4, '2026-12-07', '2026-12-07', '09:00', '11:00'), item(5, '2026-12-07', '2026-12-07', '10:00', '12:00'), item(6, '2026-12-07', '2026-12-07', '14:00', '15:00')],
    '2026-12-07',
  );
  expect(placed.map((p) => [Number(p.item.key), p.lane, p.lanes])).toEqual([
    [4, 0, 2],
    [5, 1, 2],
    [6, 0, 1],
  ]);
});
