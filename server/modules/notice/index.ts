import type { ServerModule } from '../../engine/area-types';
import { userNoticeHooks } from './user-notice';

/**
 * 通知公告 (/noticeManager): company notices (schemas/notice/userNotice.json over the resources UserNotice and its
 * visible scope UserNoticeScope). The member calls are the section's operations with the rules of user-notice.ts;
 * approval (通知公告设置/审核) is served as operations of the noticeSetting section (notice-approval.ts, joined to
 * its hooks in admin/index.ts); messages notice-messages.ts.
 */
const notice: ServerModule = {
  hooks: { userNotice: userNoticeHooks },
};

export default notice;
