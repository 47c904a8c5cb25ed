import { everyInterval, forEveryCompany } from '../../runtime/company-jobs';
import { Op, UniqueConstraintError } from 'sequelize';
import type { Services } from '../../services';
import { MESSAGE_CLASSIFY, sendMessages } from '../messages/send-messages';
import { occurrenceStarts, shanghaiDay } from '../../engine/calendar-days';

/** A reminder goes out for occurrences starting within this much from now (issue 8 Messages: 15 minutes). */
export const REMIND_WITHIN_MS = 15 * 60_000;
const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/** The instant an occurrence starts: its Shanghai day and HH:mm slot (24:00 is the next midnight). */
function startInstant(day: string, hour: string): number {
  const [h, m] = hour.split(':').map(Number);
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), h, m) - SHANGHAI_OFFSET_MS;
}

/**
 * One company's reminders: every occurrence (repeats expanded) starting in [now, now + 15 min] gets one 日程
 * reminder to its creator, participants and cc. The occurrence is recorded (ScheduleReminder, unique on tenant,
 * schedule and start) before the messages, in one transaction: another instance that recorded it first makes the
 * insert clash (or wait and then clash), and this one skips it, so each occurrence is reminded once. Answers how
 * many occurrences it reminded.
 */
async function remindCompany(services: Services, now: number): Promise<number> {
  const setting: any = await services.data.rows('Setting').findOne({ attributes: ['scheduleType'], raw: true });
  if (setting && Number(setting.scheduleType) === 1) return 0; // 日程 switched off
  const from = shanghaiDay(new Date(now));
  const to = shanghaiDay(new Date(now + REMIND_WITHIN_MS));
  const rows = (await services.data.rows('Schedule').findAll({
    where: {
      startTime: { [Op.lte]: to },
      [Op.or]: [{ startTime: { [Op.gte]: from } }, { repeat: 1, [Op.or]: [{ repeatEnd: null }, { repeatEnd: { [Op.gte]: from } }] }],
    },
    order: [['id', 'ASC']],
    raw: true,
  })) as any[];
  let reminded = 0;
  for (const row of rows) {
    for (const day of occurrenceStarts(row, from, to)) {
      const start = startInstant(day, row.startHour);
      if (start < now || start > now + REMIND_WITHIN_MS) continue;
      const occurrenceStart = `${day} ${row.startHour}`;
      try {
        await services.data.transaction(async () => {
          await services.data.rows('ScheduleReminder').create({ scheduleId: row.id, occurrenceStart });
          const members = (await services.data.rows('ScheduleMember').findAll({ where: { scheduleId: row.id }, attributes: ['accountId'], raw: true })) as any[];
          const recipients = [row.crtUserId, ...members.map((member) => member.accountId)].filter(Boolean) as number[];
          const place = row.place ? `，地点：${row.place}` : '';
          await sendMessages(services, {
            tenantId: row.tenantId,
            recipients,
            classify: MESSAGE_CLASSIFY.reminder,
            type: '日程',
            title: '日程提醒',
            content: `日程“${row.scheduleName}”将于${occurrenceStart}开始${place}`,
            ref: { type: 'schedule', id: row.id },
          });
        });
        reminded += 1;
      } catch (error) {
        if (!(error instanceof UniqueConstraintError)) throw error; // sent by another instance
      }
    }
  }
  return reminded;
}

/**
 * The scheduled reminder of issue 8 (a schedule starting within 15 minutes), for every company. Safe with several
 * instances and across restarts (see remindCompany). Answers how many occurrences this run reminded.
 */
export async function runScheduleReminders(services: Services, now = Date.now()): Promise<number> {
  return forEveryCompany(services, 'schedule reminders', () => remindCompany(services, now));
}

/** Runs the reminders every `everyMs` (a minute by default); `stop` ends it (server close, tests). */
export function scheduleReminderJob(services: Services, everyMs = 60_000): { stop: () => void } {
  return everyInterval('schedule reminders', everyMs, () => runScheduleReminders(services));
}
