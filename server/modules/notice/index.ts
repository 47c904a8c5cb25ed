import type { ServerModule } from '../../engine/area-types';
import { mountNoticeRoutes } from './notice-routes';

/**
 * 通知公告 (/noticeManager): company notices (schemas/notice/resources: UserNotice and its visible scope
 * UserNoticeScope). The member calls are notice-routes.ts; approval (通知公告设置/审核) is served as operations of
 * the noticeSetting section (notice-approval.ts, joined to its hooks in admin/index.ts); messages notice-messages.ts.
 */
const notice: ServerModule = {
  mounts: [mountNoticeRoutes],
};

export default notice;
