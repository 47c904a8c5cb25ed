import { useEffect, useState } from 'react';
import { useChangeVersion } from '@/hooks/useChangeVersion';
import { findMonthOrWeek, SCHEDULES_CHANGED, type CalendarFilter, type ScheduleOccurrence } from '../../schedule-api';

export type CalendarMode = 'month' | 'week';

/**
 * The schedules by day (`YYYY-MM-DD`) of the month (selectType 0) or week (1) around `date`, repeats expanded by
 * the server; none while no source or no type is ticked. Loads again after any schedule is written.
 */
export function useCalendarDays(mode: CalendarMode, date: string, filter: CalendarFilter | undefined) {
  const version = useChangeVersion(SCHEDULES_CHANGED);
  const [byDay, setByDay] = useState<Record<string, ScheduleOccurrence[]>>({});
  const [loading, setLoading] = useState(false);
  const key = filter ? `${filter.types?.join(',') ?? 'all'}|${filter.sources.join(',')}` : '';
  useEffect(() => {
    let live = true;
    if (!filter || !filter.sources.length || filter.types?.length === 0) {
      setByDay({});
      return undefined;
    }
    setLoading(true);
    findMonthOrWeek(mode === 'month' ? 0 : 1, date, filter)
      .then((res) => live && setByDay(Object.fromEntries((res.data ?? []).map((day) => [day.date, day.scheduleList]))))
      .catch(() => live && setByDay({}))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [mode, date, key, version]);
  return { byDay, loading };
}
