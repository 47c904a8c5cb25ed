import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { userPage } from '../notice/member-page';
import { ensureScheduleOn } from './schedule-store';

/**
 * `GET /api/business/plt-schedule/userPage` (page, limit, name; the spec gives no path): the company's current members
 * for the participant and cc pickers — the notice pickers' list, behind the 日程 switch instead of 通知公告's, so
 * schedules can name people while notices are off.
 */
export function mountScheduleMembers(table: RouteTable, services: Services) {
  table.add({
    method: 'GET',
    path: '/api/business/plt-schedule/userPage',
    object: 'session',
    action: 'read',
    menu: '日程',
    operation: '查询人员',
    summary: 'The company members a schedule can name (participants, cc): page, limit, name → {records: [{id (member, as user/selectPage), name, code, departName}], total}.',
    handler: async (ctx) => {
      await ensureScheduleOn(services);
      await userPage(ctx, services);
    },
  });
}
