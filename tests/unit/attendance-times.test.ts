/** The attendance time rules: minutes late or early against the shift, and minutes worked less the rest period. */
import { lateMinutes, workedMinutes } from '../../server/modules/attendance/schedule-rules';

describe('lateMinutes', () => {
  test('on time or early is 0; any part of a minute late counts as a minute', () => {
    expect(lateMinutes('09:00:00', '08:59:59')).toBe(0);
    expect(lateMinutes('09:00:00', '09:00:00')).toBe(0);
    expect(lateMinutes('09:00:00', '09:00:01')).toBe(1);
    expect(lateMinutes('09:00:00', '09:35:00')).toBe(35);
  });
  test('early leave: the sign-out time first, the shift end second', () => {
    expect(lateMinutes('17:30:00', '18:00:00')).toBe(30);
    expect(lateMinutes('18:05:00', '18:00:00')).toBe(0);
  });
});

describe('workedMinutes', () => {
  test('the rest period is left out only where the day overlaps it', () => {
    expect(workedMinutes('09:00:00', '18:00:00', '12:00:00', '13:30:00')).toBe(450);
    expect(workedMinutes('13:00:00', '18:00:00', '12:00:00', '13:30:00')).toBe(270);
    expect(workedMinutes('09:00:00', '11:00:00', '12:00:00', '13:30:00')).toBe(120);
    expect(workedMinutes('09:00:00', '18:00:00', null, null)).toBe(540);
  });
  test('a sign-out before the sign-in (a clock set back) is 0, never negative', () => {
    expect(workedMinutes('10:00:00', '09:00:00')).toBe(0);
  });
});
