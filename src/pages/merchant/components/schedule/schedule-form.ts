import dayjs, { type Dayjs } from 'dayjs';
import type { Rule } from 'antd/es/form';
import { ALL_DAY, HOUR_SLOTS, SCHEDULE_LIMITS as LIMIT, SCHEDULE_MESSAGES as M, type ScheduleBody, type ScheduleFile, type SchedulePerson } from '../../../../../shared/schedule-wire';
import { shanghaiNow } from '@/shared/shanghai-clock';
import type { ScheduleOccurrence } from '../../schedule-api';

/** The create/edit dialog's values (dates as dayjs, flags as booleans). */
export interface ScheduleFormValues {
  typeId?: number;
  scheduleName?: string;
  startDate?: Dayjs;
  endDate?: Dayjs;
  startHour?: string;
  endHour?: string;
  all: boolean;
  place?: string;
  participants: SchedulePerson[];
  copys: SchedulePerson[];
  text?: string;
  files: ScheduleFile[];
  repeat: boolean;
  repeatType?: number;
  repeatRate?: number;
  repeatEnd?: Dayjs;
  sign: boolean;
}

export const HOUR_OPTIONS = HOUR_SLOTS.map((slot) => ({ value: slot, label: slot }));
const DAY = 'YYYY-MM-DD';

export const BLANK: ScheduleFormValues = { all: false, participants: [], copys: [], files: [], repeat: false, repeatType: 1, repeatRate: 1, sign: false };

/** Dates before yesterday (Shanghai) cannot be picked (spec §5). */
export const beforeYesterday = (day: Dayjs) => day.format(DAY) < shanghaiNow().subtract(1, 'day').format(DAY);

/** The dialog's values of a stored schedule; an occurrence of a repeating one edits the schedule from its first day. */
export function formValuesOf(item: ScheduleOccurrence): ScheduleFormValues {
  return {
    typeId: item.typeId,
    scheduleName: item.scheduleName,
    startDate: dayjs(item.firstStartTime ?? item.startTime),
    endDate: dayjs(item.firstEndTime ?? item.endTime),
    startHour: item.startHour,
    endHour: item.endHour,
    all: item.all === 1,
    place: item.place ?? undefined,
    participants: item.participantsVOList ?? [],
    copys: item.copyList ?? [],
    text: item.text ?? undefined,
    files: item.voList ?? [],
    repeat: item.repeat === 1,
    repeatType: item.repeatType ?? 1,
    repeatRate: item.repeatRate ?? 1,
    repeatEnd: item.repeatEnd ? dayjs(item.repeatEnd) : undefined,
    sign: item.sign === 1,
  };
}

/** The create/update body (all-day sends 00:30–24:00; an empty end date is the start date). */
export function bodyOf(values: ScheduleFormValues, id?: number): ScheduleBody {
  const startTime = values.startDate!.format(DAY);
  const endTime = (values.endDate ?? values.startDate)!.format(DAY);
  const hours = values.all ? ALL_DAY : { startHour: values.startHour!, endHour: values.endHour! };
  return {
    ...(id ? { id } : {}),
    typeId: values.typeId!,
    scheduleName: values.scheduleName!.trim(),
    startTime,
    endTime,
    ...hours,
    all: values.all ? 1 : 0,
    place: values.place?.trim() || null,
    text: values.text?.trim() || null,
    participants: values.participants.map((p) => p.id),
    copys: values.copys.map((p) => p.id),
    files: values.files,
    repeat: values.repeat ? 1 : 0,
    repeatType: values.repeat ? values.repeatType ?? null : null,
    repeatRate: values.repeat ? values.repeatRate ?? 1 : null,
    repeatEnd: values.repeat && values.repeatEnd ? values.repeatEnd.format(DAY) : null,
    sign: values.sign ? 1 : 0,
  };
}

type Get = (name: keyof ScheduleFormValues) => any;
const fail = (message: string) => Promise.reject(new Error(message));

/** The spec's §5 rules, in the dialog (the server checks the same again). */
export const rules = {
  typeId: [{ required: true, message: M.type }] as Rule[],
  scheduleName: [
    { required: true, whitespace: true, message: M.name },
    { max: LIMIT.name, message: M.nameLong },
  ] as Rule[],
  startDate: [{ required: true, message: M.date }] as Rule[],
  endDate: (get: Get): Rule[] => [
    { required: true, message: M.date },
    { validator: (_r, end?: Dayjs) => (end && get('startDate') && end.format(DAY) < get('startDate').format(DAY) ? fail(M.endDate) : Promise.resolve()) },
  ],
  startHour: (get: Get): Rule[] => [{ required: !get('all'), message: M.startHour }],
  endHour: (get: Get): Rule[] => [
    { required: !get('all'), message: M.endHour },
    {
      validator: (_r, end?: string) => {
        const start = get('startHour');
        const sameDay = get('startDate') && (!get('endDate') || get('endDate').format(DAY) === get('startDate').format(DAY));
        if (get('all') || !end || !start || !sameDay) return Promise.resolve();
        return HOUR_SLOTS.indexOf(end) <= HOUR_SLOTS.indexOf(start) ? fail(M.endHourBefore) : Promise.resolve();
      },
    },
  ],
  place: [{ max: LIMIT.place, message: M.place }] as Rule[],
  text: [{ max: LIMIT.text, message: M.text }] as Rule[],
  repeatType: [{ required: true, message: M.repeatType }] as Rule[],
  repeatRate: [{ required: true, type: 'integer', min: 1, max: LIMIT.rateMax, message: M.repeatRate }] as Rule[],
  repeatEnd: (get: Get): Rule[] => [
    { validator: (_r, end?: Dayjs) => (end && get('startDate') && end.format(DAY) < get('startDate').format(DAY) ? fail(M.repeatEnd) : Promise.resolve()) },
  ],
};
