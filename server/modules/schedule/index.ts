import type { ServerModule } from '../../engine/area-types';
import { mountScheduleRoutes } from './schedule-routes';
import { mountScheduleAttachments } from './schedule-attachments';
import { mountScheduleMembers } from './schedule-members';

/**
 * 日程 (spec doc 1 §2 Calendar, §3 Schedule, §5): the Schedule and ScheduleMember resources
 * (schemas/schedule/resources/), the calls under plt-schedule-main and plt-schedule (schedule-routes.ts),
 * validation (schedule-input.ts), visibility and writes (schedule-store.ts), repeat expansion (schedule-occurrences.ts),
 * attachment upload (schedule-attachments.ts), the participant/cc picker's member list (schedule-members.ts).
 * Types are the enabled entries of 日程设置; the 日程 switch is plt-setting scheduleType.
 */
const schedule: ServerModule = {
  mounts: [mountScheduleRoutes, mountScheduleAttachments, mountScheduleMembers],
};

export default schedule;
