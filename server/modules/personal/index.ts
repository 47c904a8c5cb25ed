import type { ServerModule } from '../../engine/area-types';
import { profileHooks } from './profile-hooks';
import { mountAvatarUpload } from './avatar-upload';
import { mountPasswordChange } from './password-change';
import { mountContactBinding } from './contact-binding';
import { expiryReminderHooks } from './expiry-reminder';

/**
 * 个人设置 (/settings, /settingss) and the expiry reminder: session-level calls of the signed-in member about
 * themselves (any valid token; the row is always the caller's own). 基本资料 is section profile
 * (schemas/personal/profile.json over the Membership resource) with the rules of profile-hooks.ts; the expiry
 * reminder is section expiryReminder (schemas/company/expiryReminder.json) decorated by expiry-reminder.ts.
 */
const personal: ServerModule = {
  hooks: { profile: profileHooks, expiryReminder: expiryReminderHooks },
  mounts: [mountAvatarUpload, mountPasswordChange, mountContactBinding],
};

export default personal;
