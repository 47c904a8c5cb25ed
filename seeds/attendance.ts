import { asTenant } from '../server/context/request-context';
import { addDays, shanghaiDay } from '../server/engine/calendar-days';
import { lateMinutes, workedMinutes } from '../server/modules/attendance/schedule-rules';
import { DAY_STATE } from '../server/modules/attendance/daily-close';
import { daysFrom, holidayKinds, isWorkingDay } from '../server/modules/attendance/working-days';
import type { AreaSeeder } from './areas';

/** How many days before today the demo attendance covers (today is left open for the visitor to sign). */
export const ATTENDANCE_DEMO_DAYS = 60;
/** The demo companies' 考勤设置: both ways off, so a demo user signs from anywhere. */
export const DEMO_SCHEDULE = { workOn: '09:00:00', workOff: '18:00:00', restOn: '12:00:00', restOff: '13:30:00', isApp: 0, isPc: 0 };
const PLACE = '上海市浦东新区世纪大道100号';

/** A repeatable number in [0, 1) for a text (FNV-1a, then one xorshift round): the same member and day give the same day. */
function chance(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0x5bd1e995);
  hash ^= hash >>> 15;
  return (hash >>> 0) / 4294967296;
}

/** `HH:mm:ss` of a minute offset from a clock time. */
function clock(base: string, minutes: number): string {
  const [h, m] = base.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`;
}

/** One member's day: mostly on time; some late (5–40 min), some leaving early, a few absent or not signed out. */
export function demoDay(key: string): { signIn?: string; signOut?: string; dayState: number } {
  const roll = chance(key);
  const spread = (n: number) => Math.floor(chance(`${key}#${n}`) * n);
  if (roll < 0.03) return { dayState: DAY_STATE.absent };
  if (roll < 0.07) return { signIn: clock('08:40', spread(20)), dayState: DAY_STATE.notSignedOut };
  if (roll < 0.2) return { signIn: clock('09:05', spread(36)), signOut: clock('18:00', spread(30)), dayState: DAY_STATE.normal };
  if (roll < 0.28) return { signIn: clock('08:35', spread(25)), signOut: clock('17:20', spread(36)), dayState: DAY_STATE.normal };
  return { signIn: clock('08:30', spread(30)), signOut: clock('18:00', spread(40)), dayState: DAY_STATE.normal };
}

/**
 * Two months of attendance for each demo company: its 考勤设置 (made on the first day shown) and a record per member
 * per working day (weekends and the holiday table's days off skipped, its 补班日 kept) up to yesterday, as the
 * daily close would have left them. A company that has a 考勤设置 already is left alone.
 */
export const seedDemoAttendance: AreaSeeder = async ({ services, tenants }) => {
  const today = shanghaiDay();
  const first = addDays(today, -ATTENDANCE_DEMO_DAYS);
  const last = addDays(today, -1);
  for (const [companyName, tenantId] of tenants) {
    await asTenant(tenantId, async () => {
      if (await services.data.section('signSchedule').count()) return;
      await services.data.section('signSchedule').create({ ...DEMO_SCHEDULE, crtTime: new Date(`${first}T00:00:00+08:00`), crtUserName: '系统', updUserName: '系统' });
      const holidays = await holidayKinds(services, first, last);
      const days = daysFrom(first, last).filter((day) => isWorkingDay(day, holidays));
      const members = (await services.data.rows('Membership').findAll({ where: { status: 0 }, attributes: ['id', 'accountId', 'departId', 'name'], order: [['id', 'ASC']], raw: true })) as any[];
      const rows = days.flatMap((day) =>
        members.map((member) => {
          const { signIn, signOut, dayState } = demoDay(`${companyName}/${member.name}/${day}`);
          const late = signIn ? lateMinutes(DEMO_SCHEDULE.workOn, signIn) : 0;
          const early = signOut ? lateMinutes(signOut, DEMO_SCHEDULE.workOff) : 0;
          return {
            memberId: member.id,
            accountId: member.accountId,
            departId: member.departId ?? null,
            userName: member.name,
            signDate: day,
            normalSignIn: DEMO_SCHEDULE.workOn,
            normalSignOut: DEMO_SCHEDULE.workOff,
            signInTime: signIn ? new Date(`${day}T${signIn}+08:00`) : null,
            signOutTime: signOut ? new Date(`${day}T${signOut}+08:00`) : null,
            signInType: signIn ? (late > 0 ? 1 : 0) : null,
            signOutType: signOut ? (early > 0 ? 1 : 0) : null,
            lateMinutes: late,
            earlyMinutes: early,
            duration: signIn && signOut ? workedMinutes(signIn, signOut, DEMO_SCHEDULE.restOn, DEMO_SCHEDULE.restOff) : 0,
            signInLocation: signIn ? PLACE : null,
            signOutLocation: signOut ? PLACE : null,
            dayState,
          };
        }),
      );
      await services.data.rows('SignRecord').bulkCreate(rows);
    });
  }
};
