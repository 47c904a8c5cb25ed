import type { ServerModule } from '../../engine/area-types';
import { certificationReviewHooks } from './certification-review';
import { mountOperatorConsole } from './operator-console';

/** The platform operator console (schemas/platform/): certification review and the operator's header and menus. */
const platform: ServerModule = {
  hooks: { certificationReview: certificationReviewHooks },
  mounts: [mountOperatorConsole],
};

export default platform;
