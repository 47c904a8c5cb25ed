import { dayRange, formatDateTime, shanghaiTime } from '../../server/http/format';

test('dates go on the wire in Shanghai time, whatever form they arrive in', () => {
  expect(formatDateTime(new Date('2026-11-22T03:08:29.024Z'))).toBe('2026-11-22 11:08:29');
  expect(formatDateTime('2026-11-22 03:08:29.024 +00:00')).toBe('2026-11-22 11:08:29');
  expect(formatDateTime('2026-12-31T20:00:00.000Z')).toBe('2027-01-01 04:00:00');
  expect(formatDateTime('2026-11-22 11:08:29')).toBe('2026-11-22 11:08:29');
  expect(formatDateTime(null)).toBeNull();
  expect(formatDateTime('not a date')).toBe('not a date');
});

test('a day range is inclusive from 00:00:00 to 23:59:59 Shanghai time', () => {
  const { from, to } = dayRange('2026-11-01', '2026-11-02');
  expect(from!.toISOString()).toBe('2026-10-31T16:00:00.000Z');
  expect(to!.toISOString()).toBe('2026-11-02T15:59:59.000Z');
  expect(formatDateTime(shanghaiTime('2026-11-22 08:00:00'))).toBe('2026-11-22 08:00:00');
  expect(dayRange()).toEqual({ from: undefined, to: undefined });
});
