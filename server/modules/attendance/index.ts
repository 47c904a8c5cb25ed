/**
 * 考勤 (/merchantAttendance, spec doc 2 §2 Attendance): the company's schedule setting (schemas/attendance/),
 * signing in and out against it, the company's records and statistics (考勤记录) and each member's own (我的考勤,
 * schemas/personal/).
 */
import type { ServerModule } from '../../engine/area-types';
import { scheduleHooks } from './schedule-section';
import { mountSignRoutes } from './sign-routes';
import { signRecordHooks } from './sign-record-section';
import { mySignHooks } from './my-sign';

const attendance: ServerModule = {
  hooks: { signSchedule: scheduleHooks, signRecord: signRecordHooks, mySign: mySignHooks },
  mounts: [mountSignRoutes],
};

export default attendance;
