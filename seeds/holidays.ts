import type { SeedContext } from './areas';

/**
 * The 2026 public holidays of mainland China (节假日设置, operators maintain the table): the days off (休息日) and
 * the weekend days worked in exchange (补班日), as the State Council's notice on the 2026 holiday arrangement set
 * them. Demo data: an operator checks them against the official notice and adds the next year's.
 */
export const HOLIDAYS_2026: { name: string; off: [string, string]; workdays: string[] }[] = [
  { name: '元旦', off: ['2026-01-01', '2026-01-03'], workdays: ['2026-01-04'] },
  { name: '春节', off: ['2026-02-15', '2026-02-23'], workdays: ['2026-02-14', '2026-02-28'] },
  { name: '清明节', off: ['2026-04-04', '2026-04-06'], workdays: [] },
  { name: '劳动节', off: ['2026-05-01', '2026-05-05'], workdays: ['2026-05-09'] },
  { name: '端午节', off: ['2026-06-19', '2026-06-21'], workdays: [] },
  { name: '中秋节', off: ['2026-09-25', '2026-09-27'], workdays: [] },
  { name: '国庆节', off: ['2026-10-01', '2026-10-07'], workdays: ['2026-09-20', '2026-10-10'] },
];

export const HOLIDAY_KIND = { off: 0, workday: 1 } as const;

/** Every day of the list as a row of the holiday table: each day off, and each 补班日 named after its holiday. */
export function holidayRows(): { day: string; name: string; kind: number }[] {
  const rows: { day: string; name: string; kind: number }[] = [];
  for (const holiday of HOLIDAYS_2026) {
    for (let at = Date.parse(`${holiday.off[0]}T00:00:00Z`); at <= Date.parse(`${holiday.off[1]}T00:00:00Z`); at += 86_400_000) {
      rows.push({ day: new Date(at).toISOString().slice(0, 10), name: holiday.name, kind: HOLIDAY_KIND.off });
    }
    for (const day of holiday.workdays) rows.push({ day, name: `${holiday.name}补班`, kind: HOLIDAY_KIND.workday });
  }
  return rows.sort((a, b) => a.day.localeCompare(b.day));
}

/** Seeds the holiday table with the demo companies' first load (seeds/load.ts), so a restart adds nothing twice. */
export async function seedHolidays({ services }: SeedContext): Promise<void> {
  const holidays = services.data.section('holiday');
  if (await holidays.count()) return;
  await holidays.bulkCreate(holidayRows().map((row) => ({ ...row, crtUserName: '平台运营', updUserName: '平台运营' })));
}
