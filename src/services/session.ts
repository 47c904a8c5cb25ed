/** Where the browser keeps the session: cookie `Authorization` = `Bearer <token>` (spec doc 1 §4). */
const COOKIE = 'Authorization';
export const MIN_TOKEN_LENGTH = 100;

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/** Strict: the browser sends the cookie with no request another site starts, not even a link to us (CSRF). */
export function writeCookie(name: string, value: string, days?: number) {
  const expires = days ? `; expires=${new Date(Date.now() + days * 864e5).toUTCString()}` : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Strict`;
}

export function removeCookie(name: string) {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

export function getToken(): string | undefined {
  const bearer = readCookie(COOKIE);
  if (!bearer || !bearer.startsWith('Bearer ')) return undefined;
  const token = bearer.slice('Bearer '.length);
  return token.length >= MIN_TOKEN_LENGTH ? token : undefined;
}

/** A company member's session, or a platform operator's (tenant 0): they call different endpoints. */
export type SessionDomain = 'company' | 'platform';
const DOMAIN_KEY = 'sessionDomain';

export function saveSession(token: string, depart?: unknown, domain: SessionDomain = 'company') {
  writeCookie(COOKIE, `Bearer ${token}`);
  sessionStorage.setItem('token', token);
  if (depart !== undefined) localStorage.setItem('depart', JSON.stringify(depart));
  if (domain === 'platform') localStorage.setItem(DOMAIN_KEY, domain);
  else localStorage.removeItem(DOMAIN_KEY);
}

/** Whether the saved session is an operator's: decided at sign-in, so no company-only call is tried to find out. */
export const isPlatformSession = () => !!getToken() && localStorage.getItem(DOMAIN_KEY) === 'platform';

export function clearSession() {
  removeCookie(COOKIE);
  sessionStorage.removeItem('token');
  localStorage.removeItem('depart');
  localStorage.removeItem(DOMAIN_KEY);
}
