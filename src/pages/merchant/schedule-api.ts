import { api } from '@/services/request';

/**
 * 日程 calls (server: server/modules/schedule/). findMonthOrWeek answers each day of the month (42 days from
 * Monday) or week with the caller's schedules on it, repeats expanded.
 */
export const SCHEDULE_MAIN = '/api/business/plt-schedule-main';

export interface ScheduleOccurrence {
  id: number;
  typeName: string;
  scheduleName: string;
  startTime: string;
  endTime: string;
  startHour: string;
  endHour: string;
  all: number;
  sign: number;
  crtUserId: number;
  /** 0 我创建的, 1 他人创建的, 2 抄送我的. */
  sources: number[];
}

export interface CalendarDay {
  date: string;
  scheduleList: ScheduleOccurrence[];
}

/** selectType 0 month, 1 week; date `YYYY-MM-DD`; sources (none: all). */
export const findMonthOrWeek = (selectType: 0 | 1, date: string, sources: number[]) =>
  api.get<CalendarDay[]>(`${SCHEDULE_MAIN}/findMonthOrWeek`, { selectType, date, ...(sources.length ? { source: sources.join(',') } : {}) }, { quiet: true });

/** The caller's schedules of one day (今日日程); without a date, today in Shanghai (the server decides). */
export const findDay = (date?: string) => api.get<ScheduleOccurrence[]>('/api/business/plt-schedule/findAll', date ? { date } : undefined, { quiet: true });
