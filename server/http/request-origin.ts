/** The answer to a cookie-authenticated request that does not come from the app's own pages (403). */
export const UNTRUSTED_ORIGIN = '请求来源不被信任';

/** `scheme://host[:port]` of an http(s) URL, lower-cased, default port dropped; undefined for anything else (`null`, garbage). */
export function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * APP_ORIGINS: comma-separated origins whose pages may also use the session cookie besides the app's own
 * (e.g. `http://localhost:8001` for a dev server on another port). An entry that is not a bare origin stops the start.
 */
export function parseAppOrigins(text: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (text ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const url = originOf(entry) ? new URL(entry) : undefined;
    if (!url || url.pathname !== '/' || url.search || url.hash || url.username || url.password || entry.endsWith('?') || entry.endsWith('#')) {
      throw new Error(`APP_ORIGINS entry "${entry}" is not an origin such as https://console.example.com`);
    }
    origins.push(url.origin);
  }
  return origins;
}

/**
 * What the check reads of a Koa request: its own scheme and host (X-Forwarded-Proto/Host under TRUST_PROXY) and
 * headers. Not `ctx.origin`: in Koa 3 that is the Origin header.
 */
export interface RequestSource {
  protocol: string;
  host: string;
  get(header: string): string;
}

/**
 * Whether a request comes from the app's own pages, as far as the browser tells: `Sec-Fetch-Site: cross-site`
 * never does; else the page's origin (Origin, or without it Referer) must be the request's own or in APP_ORIGINS.
 * A request naming no page is accepted only when Sec-Fetch-Site is absent, `same-origin` or `none` (typed by the
 * user): what a same-origin no-referrer link sends, and what curl sends. Such a request from another site is kept
 * out by the SameSite=Strict cookie, which the browser does not send with it (docs/security.md).
 */
export function comesFromOwnPages(request: RequestSource, appOrigins: readonly string[]): boolean {
  const site = request.get('Sec-Fetch-Site').toLowerCase();
  if (site === 'cross-site') return false;
  const page = request.get('Origin') || request.get('Referer');
  if (page) {
    const origin = originOf(page);
    return origin !== undefined && (origin === originOf(`${request.protocol}://${request.host}`) || appOrigins.includes(origin));
  }
  return site === '' || site === 'same-origin' || site === 'none';
}
