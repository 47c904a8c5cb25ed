/**
 * 考勤设置 (schemas/attendance/signSchedule.json): the company's one schedule setting (a unique index on the
 * company keeps it one). Create, update and detail (`idIn: one`) are generic; the rules across fields are
 * schedule-rules.ts.
 */
import type { SectionHooks } from '../../engine/section-hooks';
import { checkSchedule } from './schedule-rules';

export const scheduleHooks: SectionHooks = {
  beforeCreate(values) {
    checkSchedule(values);
  },
  beforeUpdate(row, values) {
    checkSchedule({ ...row.get({ plain: true }), ...values });
  },
};
