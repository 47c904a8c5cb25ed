/** Mainland mobile number: 1, then 3-9, then 9 digits (spec doc 1 §5, §9). */
export const MOBILE_RE = /^1[3-9]\d{9}$/;

export const isMobile = (value: unknown): value is string => typeof value === 'string' && MOBILE_RE.test(value);

/** SMS code button countdown in seconds (spec doc 1 §9). */
export const SMS_COUNTDOWN_SECONDS = 60;

/** Remember-password cookies live 7 days (spec doc 1 §4, §9). */
export const REMEMBER_DAYS = 7;

/** QR login: poll every 500 ms, QR side 180 px (spec doc 1 §9). */
export const QR_POLL_MS = 500;
export const QR_SIZE = 180;
