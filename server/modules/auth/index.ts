import type { ServerModule } from '../../engine/area-types';
import { mountOauth } from './oauth-routes';
import { mountSessionRoutes } from './session-routes';
import { mountRegistration } from './registration-routes';
import { mountRecovery } from './recovery-routes';
import { mountQrLogin } from './qr-login-routes';

/** Sign-in, session, registration, recovery and QR login: calls of every area, no section of their own. */
const auth: ServerModule = {
  mounts: [mountOauth, mountSessionRoutes, mountRegistration, mountRecovery, mountQrLogin],
};

export default auth;
