import dayjs from 'dayjs';
import { buttonState, clockText, dateText, shiftText, signBadges, stampText, weekdayText } from '../../src/blocks/clockPanel/clock-panel';
import { entryOf, isRestDay, monthLabel, monthQuery as calendarMonthQuery } from '../../src/blocks/calendar/calendar-model';
import { chartRows, lastField, measureViews, monthQuery } from '../../src/blocks/periodStatistics/period-statistics';
import { chartOption } from '../../src/blocks/chart/chart-option';
import type { BlockSpec } from '../../src/blocks/types';
import myAttendance from '../../schemas/attendance/pages/myAttendance.json';

/** The attendance blocks' pure parts: the clock panel's texts and buttons, the calendar's rest days and tags, the period statistics. */
const calendar = myAttendance.blocks.find((block) => block.key === 'records') as unknown as BlockSpec;
const statistics = myAttendance.blocks.find((block) => block.key === 'statistics') as unknown as BlockSpec;

describe('clock panel', () => {
  test('the weekday, the ticking clock and the date', () => {
    expect(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'].map((day) => weekdayText(dayjs(day)))).toEqual([
      '星期一',
      '星期二',
      '星期三',
      '星期四',
      '星期五',
      '星期六',
      '星期日',
    ]);
    const now = dayjs('2026-03-02 08:05:09');
    expect(clockText(now)).toBe('08:05:09');
    expect(clockText(now.add(1, 'second'))).toBe('08:05:10');
    expect(dateText(now)).toBe('2026年3月2日');
  });

  test('签到 until signed in, then a disabled 已签到; 签退 only after signing in, then 已签退', () => {
    expect(buttonState(undefined, 'signIn')).toEqual({ text: '签到', done: false, enabled: false });
    const before = { isSignIn: '0', isSignOut: '0' };
    expect(buttonState(before, 'signIn')).toEqual({ text: '签到', done: false, enabled: true });
    expect(buttonState(before, 'signOut')).toEqual({ text: '签退', done: false, enabled: false });
    const signedIn = { isSignIn: '1', isSignOut: '0' };
    expect(buttonState(signedIn, 'signIn')).toEqual({ text: '已签到', done: true, enabled: false });
    expect(buttonState(signedIn, 'signOut')).toEqual({ text: '签退', done: false, enabled: true });
    expect(buttonState({ isSignIn: '1', isSignOut: '1' }, 'signOut')).toEqual({ text: '已签退', done: true, enabled: false });
  });

  test('迟到/早退 badges, the shift and the stamps', () => {
    expect(signBadges({ signInType: '1', signOutType: '0' }).map((badge) => badge.text)).toEqual(['迟到']);
    expect(signBadges({ signInType: '1', signOutType: '1' }).map((badge) => badge.text)).toEqual(['迟到', '早退']);
    expect(signBadges({ signInType: null, signOutType: null })).toEqual([]);
    expect(shiftText({ normalSignIn: '09:00:00', normalSignOut: '18:00:00' })).toBe('09:00:00 - 18:00:00');
    expect(shiftText({ normalSignIn: null })).toBe('未设置');
    expect(stampText('2026-03-02 09:03:11', '未签到')).toBe('09:03:11');
    expect(stampText(null, '未签到')).toBe('未签到');
  });
});

describe('attendance calendar', () => {
  test('weekends rest; a record reads as its sign-in hour with its tags', () => {
    expect(isRestDay(calendar, dayjs('2026-03-07'))).toBe(true);
    expect(isRestDay(calendar, dayjs('2026-03-08'))).toBe(true);
    expect(isRestDay(calendar, dayjs('2026-03-09'))).toBe(false);
    expect(isRestDay({ kind: 'calendar' }, dayjs('2026-03-07'))).toBe(false);
    const late = entryOf({ id: 3, signDate: '2026-03-02', signInTime: '2026-03-02 09:12:00', signOutTime: '2026-03-02 17:40:00', signInType: 1, signOutType: 1, dayState: 0 }, calendar);
    expect(late).toMatchObject({ start: '2026-03-02', startHour: '09:12', endHour: '17:40', title: '' });
    expect(late.tags.map((tag) => tag.text)).toEqual(['迟到', '早退']);
    expect(monthLabel(late)).toBe('09:12 ');
    const absent = entryOf({ id: 4, signDate: '2026-03-03', signInTime: null, dayState: 1 }, calendar);
    expect(absent.tags.map((tag) => tag.text)).toEqual(['缺勤']);
    expect(entryOf({ id: 5, signDate: '2026-03-04', signInTime: '2026-03-04 08:50:00', dayState: 2 }, calendar).tags.map((tag) => tag.text)).toEqual(['未签退']);
  });

  test('the 列表 asks for the month shown', () => {
    expect(calendarMonthQuery(calendar, dayjs('2026-02-14'))).toEqual({ startBillDate: '2026-02-01', endBillDate: '2026-02-28' });
  });
});

describe('period statistics', () => {
  test('the month as billDate, or as its first and last day', () => {
    expect(monthQuery(statistics, dayjs('2026-03-15'))).toEqual({ billDate: '2026-03' });
    expect(monthQuery({ kind: 'periodStatistics', rangeParams: ['from', 'to'], params: { selectType: 1 } }, dayjs('2026-02-15'))).toEqual({ selectType: 1, from: '2026-02-01', to: '2026-02-28' });
  });

  test('each measure beside last month, and the bars of both', () => {
    expect(lastField({ field: 'notSignOutCount' })).toBe('lastNotSignOutCount');
    expect(lastField({ field: 'lateCount', last: 'previousLate' })).toBe('previousLate');
    const views = measureViews(statistics, { lateCount: 3, lastLateCount: 1, lateMinutes: '25', anomalyCount: 4, lastAnomalyCount: 'x' }, {});
    expect(views[0]).toEqual({ field: 'lateCount', title: '迟到次数', value: 3, last: 1, suffix: '次', charted: true });
    expect(views[1]).toMatchObject({ value: 25, last: 0 });
    expect(views.find((view) => view.field === 'anomalyCount')).toMatchObject({ value: 4, last: 0 });
    // Minutes are counters only (chart: false): their bars would flatten the counts'.
    expect(views[1].charted).toBe(false);
    const { rows, spec } = chartRows(views.slice(0, 3));
    const option = chartOption(spec, rows) as any;
    expect(option.xAxis.data).toEqual(['迟到次数', '早退次数']);
    expect(option.series.map((series: any) => [series.type, series.name, series.data])).toEqual([
      ['bar', '本月', [3, 0]],
      ['bar', '上月', [1, 0]],
    ]);
  });
});
