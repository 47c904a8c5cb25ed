import { announceChange } from '@/hooks/useChangeVersion';
import { api } from '@/services/request';
import type { ScheduleAnswer, ScheduleBody, ScheduleFile } from '../../../shared/schedule-wire';
import type { ListQuery, Page, Person } from '@/widgets/PersonPicker';

/**
 * 日程 calls (server: server/modules/schedule/). findMonthOrWeek answers each day of the month (42 days from
 * Monday) or week with the caller's schedules on it, repeats expanded.
 */
export const SCHEDULE_MAIN = '/api/business/plt-schedule-main';
const SCHEDULE_ONE = '/api/business/plt-schedule';

/** A schedule (or one occurrence of a repeating one) as answered. */
export type ScheduleOccurrence = ScheduleAnswer;

export interface CalendarDay {
  date: string;
  scheduleList: ScheduleOccurrence[];
}

export interface ScheduleType {
  id: number;
  typeName: string;
}

/** What the calendar shows: type ids (undefined: every type) and sources (0 我创建的, 1 他人创建的, 2 抄送我的). */
export interface CalendarFilter {
  types?: number[];
  sources: number[];
}

/** The topic announced after a schedule is written: 今日日程 and 日历 load again (useChangeVersion). */
export const SCHEDULES_CHANGED = 'schedules';

const announced = <T>(write: Promise<T>) =>
  write.then((res) => {
    announceChange(SCHEDULES_CHANGED);
    return res;
  });

const listParam = (values: number[]) => (values.length ? values.join(',') : undefined);

/** selectType 0 month, 1 week; date `YYYY-MM-DD`. */
export const findMonthOrWeek = (selectType: 0 | 1, date: string, filter: CalendarFilter) =>
  api.get<CalendarDay[]>(`${SCHEDULE_MAIN}/findMonthOrWeek`, { selectType, date, scheduleType: listParam(filter.types ?? []), source: listParam(filter.sources) }, { quiet: true });

/** The caller's schedules of one day (今日日程); without a date, today in Shanghai (the server decides). */
export const findDay = (date?: string) => api.get<ScheduleOccurrence[]>(`${SCHEDULE_ONE}/findAll`, date ? { date } : undefined, { quiet: true });

/** Enabled types of 日程设置 (every member may read them). */
export const scheduleTypes = () => api.get<ScheduleType[]>('/api/business/plt-schedule-type/findAllByStatus', undefined, { quiet: true });

/** Create or update (with id); the server's 400 message comes back as the error. */
export const saveSchedule = (body: ScheduleBody) => announced(api.post<ScheduleAnswer>(`${SCHEDULE_MAIN}/${body.id ? 'update' : 'create'}`, body, { quiet: true }));

export const deleteSchedule = (id: number) => announced(api.delete(`${SCHEDULE_MAIN}/delete`, { ids: id }, { quiet: true }));

/** One attachment (checked by its bytes on the server) → `{name, url}`. */
export const uploadAttachment = (file: Blob, name: string) => {
  const body = new FormData();
  body.append('file', file, name);
  return api.post<ScheduleFile & { size: number }>(`${SCHEDULE_ONE}/upload`, body, { quiet: true });
};

/** The company's members for the participant and cc pickers (behind the 日程 switch, not 通知公告's). */
export const scheduleMembers = (query: ListQuery) => api.get<Page<Person>>(`${SCHEDULE_ONE}/userPage`, query, { quiet: true });
