import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { callOperation, operationOf, rowsOf } from '../calls';
import type { BlockSpec, PageApi, Row } from '../types';
import { entriesByDay, entryOf, viewQuery, type CalendarEntry, type CalendarMode, type FilterParams } from './calendar-model';

/** The answer as entries by day: a list of days (`{date, [daysField]: rows}`, as the server placed them), or rows placed by their dates. */
function byDayOf(block: BlockSpec, data: unknown): Record<string, CalendarEntry[]> {
  if (!block.daysField) return entriesByDay(rowsOf(data).map((row, i) => entryOf(row, block, i)));
  const days = rowsOf(data);
  return Object.fromEntries(days.map((day) => [String(day.date), ((day[block.daysField!] ?? []) as Row[]).map((row, i) => entryOf(row, block, i))]));
}

/**
 * The calendar block's entries by day (`YYYY-MM-DD`) for the month or week around `date`; none while a filter has
 * nothing ticked (`null`) or the filters are not known yet (`undefined`). Loads again when the page reloads (after
 * a dialog saved or deleted). No view (`mode` undefined: the 列表 is shown) loads nothing.
 */
export function useCalendarEntries(page: PageApi, block: BlockSpec, mode: CalendarMode | undefined, date: Dayjs, filter: FilterParams | undefined) {
  const [byDay, setByDay] = useState<Record<string, CalendarEntry[]>>({});
  const [loading, setLoading] = useState(false);
  const operation = operationOf(page, block, block.operation);
  const query = { ...viewQuery(block, mode ?? 'month', date), ...filter };
  const key = JSON.stringify(query);
  useEffect(() => {
    let live = true;
    if (!operation || !filter || !mode) {
      setByDay({});
      return undefined;
    }
    setLoading(true);
    callOperation(operation, { params: query, quiet: true })
      .then((res) => live && setByDay(byDayOf(block, res.data)))
      .catch(() => live && setByDay({}))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [key, filter === null, filter === undefined, mode === undefined, page.version]);
  return { byDay, loading };
}
