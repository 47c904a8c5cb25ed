import type { Services } from '../services';
import type { RouteTable } from '../http/route-table';
import { mountOauth } from './auth/oauth-routes';
import { mountSessionRoutes } from './auth/session-routes';
import { mountRegistration } from './auth/registration-routes';
import { mountRecovery } from './auth/recovery-routes';
import { mountQrLogin } from './auth/qr-login-routes';
import { mountUserFront } from './admin/user-front';
import { mountStorage } from './storage/storage-routes';
import { mountFeatureSettings } from './admin/feature-settings';
import { mountApplications } from './business/applications';

/** Route modules that are not sections (sections mount from their schema files). One line each. */
export function mountModules(routes: RouteTable, services: Services) {
  mountOauth(routes, services);
  mountSessionRoutes(routes, services);
  mountRegistration(routes, services);
  mountRecovery(routes, services);
  mountQrLogin(routes, services);
  mountUserFront(routes, services);
  mountStorage(routes, services);
  mountFeatureSettings(routes, services);
  mountApplications(routes, services);
}
