/**
 * 我的考勤 (schemas/personal/mySign.json, a section of every member): a member's own attendance records
 * (sign/selectPersonal) and month statistics (sign/personalStatistics) — the engine's list and summary over
 * SignRecord, limited to the caller's own member id by the row rule, whatever their grants.
 */
import type { SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { withDepartNames } from './sign-record-section';

export const mySignHooks: SectionHooks = {
  rowWhere: ({ ctx }) => ({ memberId: (ctx.state.actor as Actor).membershipId }),
  decorate: (rows, { services }) => withDepartNames(services, rows),
};
