/**
 * The daily close of attendance (考勤): for every company with a 考勤设置, each working day from 7 days ago to
 * yesterday (Shanghai; working-days.ts) since the setting was made is closed — every current member who had joined
 * by that day and has no record gets one marked 缺勤 (dayState 1); a record signed in but not out becomes 未签退 (2),
 * one signed in and out 正常 (0). Records of the other days of the window (a weekend's sign-in) get their state too.
 *
 * Safe to run again and on several instances at once, with no lock: the absences are inserted ignoring rows that
 * already exist (the unique index tenantId + memberId + signDate keeps one per member and day), and a state is
 * written only where none is yet (`dayState` null), so a second run or a parallel one changes nothing.
 */
import { Op } from 'sequelize';
import type { Services } from '../../services';
import { everyInterval, forEveryCompany } from '../../runtime/company-jobs';
import { addDays, shanghaiDay } from '../../engine/calendar-days';
import { daysFrom, holidayKinds, isWorkingDay } from './working-days';

export const DAY_STATE = { normal: 0, absent: 1, notSignedOut: 2 } as const;
/** How far back a run looks: a day missed while no instance ran is still closed within a week. */
export const CLOSE_DAYS_BACK = 7;

interface Member {
  id: number;
  accountId: number;
  departId: number | null;
  name: string;
  joined: string;
}

/** One company's close; answers how many records it added or marked. */
async function closeCompany(services: Services, from: string, to: string): Promise<number> {
  const setting = await services.data.section('signSchedule').findOne();
  if (!setting) return 0;
  const schedule = setting.get({ plain: true }) as Record<string, any>;
  const since = shanghaiDay(new Date(schedule.crtTime));
  const start = since > from ? since : from;
  if (start > to) return 0;
  const holidays = await holidayKinds(services, start, to);
  const workingDays = daysFrom(start, to).filter((day) => isWorkingDay(day, holidays));
  const records = services.data.rows('SignRecord');
  let changed = 0;
  if (workingDays.length) {
    const members: Member[] = (await services.data.rows('Membership').findAll({ where: { status: 0 }, attributes: ['id', 'accountId', 'departId', 'name', 'crtTime'] })).map((row: any) => ({
      id: row.id,
      accountId: row.accountId,
      departId: row.departId ?? null,
      name: row.name,
      joined: shanghaiDay(new Date(row.crtTime)),
    }));
    for (const day of workingDays) {
      const signed = new Set(((await records.findAll({ where: { signDate: day }, attributes: ['memberId'], raw: true })) as { memberId: number }[]).map((row) => row.memberId));
      const absent = members.filter((member) => member.joined <= day && !signed.has(member.id));
      if (!absent.length) continue;
      const rows = absent.map((member) => ({
        memberId: member.id,
        accountId: member.accountId,
        departId: member.departId,
        userName: member.name,
        signDate: day,
        normalSignIn: schedule.workOn,
        normalSignOut: schedule.workOff,
        lateMinutes: 0,
        earlyMinutes: 0,
        duration: 0,
        dayState: DAY_STATE.absent,
      }));
      // A member's record made meanwhile (a late sign-in, another instance's close) stays as it is.
      await records.bulkCreate(rows, { ignoreDuplicates: true });
      changed += rows.length;
    }
  }
  const open = { signDate: { [Op.between]: [start, to] }, dayState: null, signInTime: { [Op.ne]: null } };
  changed += await records.update({ dayState: DAY_STATE.notSignedOut }, { where: { ...open, signOutTime: null } });
  changed += await records.update({ dayState: DAY_STATE.normal }, { where: { ...open, signOutTime: { [Op.ne]: null } } });
  return changed;
}

/** Closes the last CLOSE_DAYS_BACK days before `now`'s Shanghai day for every company; answers the records added or marked. */
export async function runDailyClose(services: Services, now = Date.now()): Promise<number> {
  const today = shanghaiDay(new Date(now));
  return forEveryCompany(services, 'attendance close', () => closeCompany(services, addDays(today, -CLOSE_DAYS_BACK), addDays(today, -1)));
}

/** Runs the close every `everyMs` (ATTENDANCE_CLOSE_SECONDS, an hour by default); `stop` ends it (server close, tests). */
export function dailyCloseJob(services: Services, everyMs = 3600_000): { stop: () => void } {
  return everyInterval('attendance close', everyMs, () => runDailyClose(services));
}
