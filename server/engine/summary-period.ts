/**
 * A summary's previous period (`summary.previous`): the query with its `range` or `month` filter moved one calendar
 * month back, so the same where (filters, scope, rowWhere) reads the period before. A range's end on the last day of
 * a month moves to the last day of the month before (March 1–31 → February 1–28/29).
 */
import dayjs from 'dayjs';
import { badRequest } from '../http/envelope';
import { givenName } from './section-queries';
import type { FilterSpec, OperationSpec, SectionSpec } from './section-types';

type PreviousSpec = NonNullable<NonNullable<OperationSpec['summary']>['previous']>;

/** The parameter a filter reads (`a|b`: the first given, else the first named) and its value. */
function given(query: Record<string, unknown>, names: string): { name: string; value?: string } {
  const name = givenName(query, names);
  const value = query[name];
  return { name, value: typeof value === 'string' && value.trim() ? value.trim() : undefined };
}

const monthBack = (month: string) => dayjs(`${month}-01`).subtract(1, 'month').format('YYYY-MM');

/** A day a month back; `end`: the last day of a month stays the last day of the month before. */
function dayBack(day: string, end: boolean): string {
  const date = dayjs(day.slice(0, 10));
  const back = date.subtract(1, 'month');
  return (end && date.date() === date.daysInMonth() ? back.endOf('month') : back).format('YYYY-MM-DD');
}

/**
 * The query of the period before, or undefined when the query does not give the whole period (both ends of the
 * range, or the month): then the previous measures are null, or with `required` a 400. Runs after the current
 * period's where was read, so the values are known to be well formed.
 */
export function previousQuery(section: SectionSpec, previous: PreviousSpec, query: Record<string, unknown>): Record<string, unknown> | undefined {
  const declared = section.filters?.[previous.filter];
  const filter: FilterSpec = typeof declared === 'string' ? { op: declared } : declared!;
  const key = previous.filter;
  const whole = (shifted: Record<string, unknown> | undefined) => {
    if (!shifted && previous.required) throw badRequest(previous.required, filter.params ?? [key]);
    return shifted;
  };
  if (filter.op === 'month') {
    const month = given(query, filter.params?.[0] ?? key);
    return whole(month.value ? { ...query, [month.name]: monthBack(month.value) } : undefined);
  }
  const from = given(query, filter.params?.[0] ?? `${key}Start`);
  const to = given(query, filter.params?.[1] ?? `${key}End`);
  if (!from.value || !to.value) return whole(undefined);
  return { ...query, [from.name]: dayBack(from.value, false), [to.name]: dayBack(to.value, true) };
}
