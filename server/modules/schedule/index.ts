import type { ServerModule } from '../../engine/area-types';
import { scheduleHooks } from './schedule-hooks';

/**
 * 日程 (spec doc 1 §2 Calendar, §3 Schedule, §5): section schedule (schemas/schedule/schedule.json over the
 * resources Schedule and ScheduleMember) — its list, calendar reads (the engine's `runs: calendar`), create, update
 * and delete under plt-schedule and plt-schedule-main and the participant picker (userPage) with the rules of
 * schedule-hooks.ts; validation (schedule-input.ts); visibility and members (schedule-store.ts). Attachments are
 * the section's declared upload (plt-schedule/upload, `runs: upload`).
 * Types are the enabled entries of 日程设置; the 日程 switch is plt-setting scheduleType.
 */
const schedule: ServerModule = {
  hooks: { schedule: scheduleHooks },
};

export default schedule;
