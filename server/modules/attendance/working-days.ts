/**
 * Which Shanghai days are working days for attendance: Monday to Friday, less the days off of the platform's holiday
 * table (节假日设置, kind 0 休息日), plus its weekend days worked in exchange (kind 1 补班日).
 */
import { Op } from 'sequelize';
import type { Services } from '../../services';
import { addDays } from '../../engine/calendar-days';

export const HOLIDAY_KIND = { off: 0, workday: 1 } as const;

/** Saturday or Sunday (the day itself, a `YYYY-MM-DD`, read as a plain date). */
export const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** Whether `day` is worked, given the holiday table's kinds by day. */
export function isWorkingDay(day: string, holidays: Map<string, number>): boolean {
  const kind = holidays.get(day);
  if (kind === HOLIDAY_KIND.workday) return true;
  if (kind === HOLIDAY_KIND.off) return false;
  return !isWeekend(day);
}

/** Every day from `from` to `to` (inclusive). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The holiday table's kinds by day over [from, to] (platform-owned rows: every company reads the same). */
export async function holidayKinds(services: Services, from: string, to: string): Promise<Map<string, number>> {
  const rows = (await services.data.section('holiday').findAll({ where: { day: { [Op.between]: [from, to] } }, attributes: ['day', 'kind'], raw: true })) as { day: string; kind: number }[];
  return new Map(rows.map((row) => [String(row.day).slice(0, 10), Number(row.kind)]));
}
