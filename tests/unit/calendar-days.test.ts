import { addDays, isDay, mondayOf, occurrenceStarts, shanghaiDay, viewDays } from '../../server/engine/calendar-days';

const rule = (own: Record<string, unknown>) => ({ startTime: '2027-01-31', endTime: '2027-01-31', repeat: 1, repeatRate: 1, repeatEnd: null, ...own }) as any;

test('views: the month is 42 days from the Monday of the week of the 1st; the week Monday–Sunday', () => {
  expect(viewDays(0, '2027-03-15')[0]).toBe('2027-03-01'); // 1 March 2027 is a Monday
  expect(viewDays(0, '2027-03-15')).toHaveLength(42);
  expect(viewDays(0, '2027-02-10')[0]).toBe('2027-02-01');
  expect(viewDays(0, '2027-04-10')[0]).toBe('2027-03-29'); // 1 April 2027 is a Thursday
  expect(viewDays(1, '2027-03-07')).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07']);
  expect(mondayOf('2027-03-08')).toBe('2027-03-08');
});

test('days are plain calendar days: real dates only, Shanghai today whatever the process zone', () => {
  expect(isDay('2027-02-29')).toBe(false);
  expect(isDay('2028-02-29')).toBe(true);
  expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  expect(shanghaiDay(new Date('2027-03-01T16:30:00Z'))).toBe('2027-03-02');
  expect(shanghaiDay(new Date('2027-03-01T15:59:59Z'))).toBe('2027-03-01');
});

test('repeats: daily and weekly with rate and end; monthly skips months without the day; yearly', () => {
  expect(occurrenceStarts(rule({ repeat: 0 }), '2027-01-01', '2027-01-31')).toEqual(['2027-01-31']);
  expect(occurrenceStarts(rule({ repeat: 0 }), '2027-02-01', '2027-02-28')).toEqual([]);
  expect(occurrenceStarts(rule({ repeatType: 0, repeatRate: 3, repeatEnd: '2027-02-10' }), '2027-02-01', '2027-02-28')).toEqual(['2027-02-03', '2027-02-06', '2027-02-09']);
  expect(occurrenceStarts(rule({ repeatType: 1, repeatRate: 2 }), '2027-02-01', '2027-03-31')).toEqual(['2027-02-14', '2027-02-28', '2027-03-14', '2027-03-28']);
  expect(occurrenceStarts(rule({ repeatType: 2 }), '2027-02-01', '2027-05-31')).toEqual(['2027-03-31', '2027-05-31']);
  expect(occurrenceStarts(rule({ repeatType: 3, startTime: '2028-02-29', endTime: '2028-02-29' }), '2028-01-01', '2032-12-31')).toEqual(['2028-02-29', '2032-02-29']);
  // A multi-day occurrence that starts before the window still shows in it.
  expect(occurrenceStarts(rule({ repeatType: 1, startTime: '2027-01-01', endTime: '2027-01-03' }), '2027-01-10', '2027-01-16')).toEqual(['2027-01-08', '2027-01-15']);
});
