import type { ServerModule } from '../../engine/area-types';
import { certificationReviewHooks } from './certification-review';
import { mountOperatorConsole } from './operator-console';
import { updateReleaseHooks } from './update-release';
import { transferReviewHooks } from './transfer-review';
import { smsSignAuditHooks, smsTemplateAuditHooks } from './sms-audit';
import { siteContentHooks, syncSiteContent } from './site-content';
import { helpTitleHooks, helpVideoHooks } from './help-center';

/**
 * The platform operator console (schemas/platform/): certification review, platform announcements (publishing is a
 * declared transition; the section has no hooks) and update records (platform-owned, read by every company), bank-transfer confirmation, the audit of companies' SMS signatures and templates, the operator's header and menus, the public site's texts (站点内容) and the help center's documents and videos.
 */
const platform: ServerModule = {
  hooks: { certificationReview: certificationReviewHooks, updateRelease: updateReleaseHooks, transferReview: transferReviewHooks, smsSignAudit: smsSignAuditHooks, smsTemplateAudit: smsTemplateAuditHooks, siteContent: siteContentHooks, helpTitle: helpTitleHooks, helpVideo: helpVideoHooks },
  mounts: [mountOperatorConsole],
  startup: [syncSiteContent],
};

export default platform;
