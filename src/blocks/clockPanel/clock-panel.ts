/**
 * The clock panel's pure parts: the date, clock and weekday texts of a Shanghai wall-clock time, and what each of
 * the two buttons shows for the day's sign status (selectStatus: isSignIn/isSignOut '0'/'1', signInType/signOutType
 * '1' = late / early).
 */
import type { Dayjs } from 'dayjs';

const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** 星期一 … 星期日 of the day. */
export const weekdayText = (day: Dayjs) => WEEKDAY_NAMES[day.day()];
/** The ticking clock: HH:mm:ss. */
export const clockText = (now: Dayjs) => now.format('HH:mm:ss');
/** Today's date: 2026年3月2日. */
export const dateText = (now: Dayjs) => now.format('YYYY年M月D日');

/** The day's sign status as selectStatus answers it. */
export interface SignStatus {
  isSignIn?: string | number | null;
  isSignOut?: string | number | null;
  signInTime?: string | null;
  signOutTime?: string | null;
  signInType?: string | number | null;
  signOutType?: string | number | null;
  normalSignIn?: string | null;
  normalSignOut?: string | null;
}

export type SignAction = 'signIn' | 'signOut';

/** What a button shows: its text, whether it is done (a disabled 已签到 / 已签退 label) and whether it can be pressed. */
export interface ButtonState {
  text: string;
  done: boolean;
  enabled: boolean;
}

const yes = (value: unknown) => value !== undefined && value !== null && String(value) === '1';

/** 签到 until signed in, then 已签到; 签退 once signed in (the server refuses it before), then 已签退. */
export function buttonState(status: SignStatus | undefined, action: SignAction): ButtonState {
  if (action === 'signIn') return yes(status?.isSignIn) ? { text: '已签到', done: true, enabled: false } : { text: '签到', done: false, enabled: Boolean(status) };
  if (yes(status?.isSignOut)) return { text: '已签退', done: true, enabled: false };
  return { text: '签退', done: false, enabled: yes(status?.isSignIn) };
}

/** The badges of the day: 迟到 when signInType is '1', 早退 when signOutType is '1'. */
export function signBadges(status: SignStatus | undefined): { text: string; color: string }[] {
  return [...(yes(status?.signInType) ? [{ text: '迟到', color: 'orange' }] : []), ...(yes(status?.signOutType) ? [{ text: '早退', color: 'volcano' }] : [])];
}

/** The shift: 09:00:00 - 18:00:00, or 未设置 before the company set one. */
export const shiftText = (status: SignStatus | undefined) =>
  status?.normalSignIn && status?.normalSignOut ? `${status.normalSignIn} - ${status.normalSignOut}` : '未设置';

/** The time of day of a sign-in or sign-out stamp (`YYYY-MM-DD HH:mm:ss` → HH:mm:ss), or 未签到 / 未签退. */
export const stampText = (stamp: string | null | undefined, missing: string) => (stamp ? String(stamp).slice(11, 19) || String(stamp) : missing);
