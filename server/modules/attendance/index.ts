/**
 * 考勤 (/merchantAttendance, spec doc 2 §2 Attendance): the company's schedule setting (schemas/attendance/), and
 * signing in and out against it.
 */
import type { ServerModule } from '../../engine/area-types';
import { scheduleHooks } from './schedule-section';
import { mountSignRoutes } from './sign-routes';

const attendance: ServerModule = {
  hooks: { signSchedule: scheduleHooks },
  mounts: [mountSignRoutes],
};

export default attendance;
