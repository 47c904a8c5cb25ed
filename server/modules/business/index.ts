import type { ServerModule } from '../../engine/area-types';
import { mountApplications } from './applications';

/** The application catalogue's calls and the local placeholder pages the apps open (应用管理's rules are in admin/index.ts). */
const business: ServerModule = {
  mounts: [mountApplications],
};

export default business;
