import { REPEAT_TYPES } from '../../../../../shared/schedule-wire';
import type { ScheduleOccurrence } from '../../schedule-api';

/** 2026-11-23 09:00 至 2026-11-23 10:30, or 2026-11-23 至 2026-11-24 全天. */
export function whenText(item: Pick<ScheduleOccurrence, 'startTime' | 'endTime' | 'startHour' | 'endHour' | 'all'>): string {
  if (item.all === 1) return item.startTime === item.endTime ? `${item.startTime} 全天` : `${item.startTime} 至 ${item.endTime} 全天`;
  return `${item.startTime} ${item.startHour} 至 ${item.endTime} ${item.endHour}`;
}

/** 每 2 周重复，截止 2026-12-31; 不重复. */
export function repeatText(item: Pick<ScheduleOccurrence, 'repeat' | 'repeatType' | 'repeatRate' | 'repeatEnd'>): string {
  if (item.repeat !== 1) return '不重复';
  const unit = REPEAT_TYPES.find((type) => type.value === item.repeatType)?.label ?? '天';
  const rate = item.repeatRate && item.repeatRate > 1 ? ` ${item.repeatRate} ` : '';
  return `每${rate}${unit}重复${item.repeatEnd ? `，截止 ${item.repeatEnd}` : ''}`;
}
