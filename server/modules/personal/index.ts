import type { ServerModule } from '../../engine/area-types';
import { mountProfileRoutes } from './profile-routes';
import { mountAvatarUpload } from './avatar-upload';
import { mountPasswordChange } from './password-change';
import { mountContactBinding } from './contact-binding';
import { mountExpiryReminder } from './expiry-reminder-routes';

/**
 * 个人设置 (/settings, /settingss) and the expiry reminder: session-level calls of the signed-in member about
 * themselves (any valid token; the row is always the caller's own). The profile fields are declared on the
 * Membership resource (schemas/core/resources/membership.json).
 */
const personal: ServerModule = {
  mounts: [mountProfileRoutes, mountAvatarUpload, mountPasswordChange, mountContactBinding, mountExpiryReminder],
};

export default personal;
