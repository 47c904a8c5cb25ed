import type { ServerModule } from '../../engine/area-types';
import { certificationReviewHooks } from './certification-review';
import { mountOperatorConsole } from './operator-console';
import { proclamationHooks } from './proclamation';
import { updateReleaseHooks } from './update-release';
import { transferReviewHooks } from './transfer-review';

/**
 * The platform operator console (schemas/platform/): certification review, platform announcements and update
 * records (platform-owned, read by every company), bank-transfer confirmation, and the operator's header and menus.
 */
const platform: ServerModule = {
  hooks: { certificationReview: certificationReviewHooks, proclamation: proclamationHooks, updateRelease: updateReleaseHooks, transferReview: transferReviewHooks },
  mounts: [mountOperatorConsole],
};

export default platform;
