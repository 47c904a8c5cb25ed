import dayjs from 'dayjs';
import { entryOf, filterParams, hoursText, monthLabel, viewQuery } from '../../src/blocks/calendar/calendar-model';
import type { BlockSpec } from '../../src/blocks/types';
import workbench from '../../schemas/inventory/pages/workbench.json';

/** The calendar block's data rules (as the workbench configures it): what it asks for the view, what its filters send, how a row reads as an entry. */
const schedules = workbench.blocks.find((block) => block.key === 'calendar') as unknown as BlockSpec;

test('the view is asked by its day and mode, or by the range shown', () => {
  expect(viewQuery(schedules, 'week', dayjs('2026-11-26'))).toEqual({ date: '2026-11-26', selectType: 1 });
  expect(viewQuery({ kind: 'calendar', params: { roomId: 3 } }, 'week', dayjs('2026-11-26'))).toEqual({ roomId: 3, start: '2026-11-23', end: '2026-11-29' });
  expect(viewQuery({ kind: 'calendar', rangeParams: ['from', 'to'] }, 'month', dayjs('2026-11-26'))).toEqual({ from: '2026-10-26', to: '2026-12-06' });
});

test('filters send their ticked values; every option of an anyWhenAll filter sends none; nothing ticked shows nothing', () => {
  const filters = [
    { param: 'scheduleType', title: '类型', operation: 'types', anyWhenAll: true },
    { param: 'source', title: '来源', choices: [] },
  ];
  const types = [
    { label: '会议', value: 1 },
    { label: '出差', value: 2 },
  ];
  const sources = [0, 1, 2].map((value) => ({ label: String(value), value }));
  expect(filterParams(filters, [types, sources], [[1, 2], [0, 1, 2]])).toEqual({ scheduleType: undefined, source: '0,1,2' });
  expect(filterParams(filters, [types, sources], [[2], [0, 2]])).toEqual({ scheduleType: '2', source: '0,2' });
  expect(filterParams(filters, [types, sources], [[1, 2], []])).toBeNull();
  expect(filterParams(filters, [types, sources], [[], [0]])).toBeNull();
  // No types at all (none enabled): no type filter.
  expect(filterParams(filters, [[], sources], [[], [1]])).toEqual({ source: '1' });
});

test('a schedule row as an entry: its hours, 全天 and ★', () => {
  const timed = entryOf({ id: 7, scheduleName: '例会', startTime: '2026-11-26', endTime: '2026-11-26', startHour: '09:00', endHour: '10:30', all: 0, sign: 1, typeName: '会议' }, schedules);
  expect(timed).toMatchObject({ key: '7', title: '例会', start: '2026-11-26', end: '2026-11-26', allDay: false, important: true, tag: '会议' });
  expect(monthLabel(timed)).toBe('★ 09:00 例会');
  expect(hoursText(timed)).toBe('09:00-10:30');
  const allDay = entryOf({ id: 8, scheduleName: '出差', startTime: '2026-11-26', endTime: '2026-11-25', startHour: '00:30', endHour: '24:00', all: 1, sign: 0 }, schedules);
  expect(allDay).toMatchObject({ end: '2026-11-26', allDay: true, important: false });
  expect(monthLabel(allDay)).toBe('全天 出差');
  expect(hoursText(allDay)).toBe('全天');
});
