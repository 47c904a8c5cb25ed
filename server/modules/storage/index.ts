import type { ServerModule } from '../../engine/area-types';
import { mountStorage } from './storage-routes';

/** Uploads and the company's own files, used by every area. */
const storage: ServerModule = {
  mounts: [mountStorage],
};

export default storage;
