import { message } from 'antd';
import { history } from '@umijs/max';
import { clearSession, getToken } from './session';

/** The one request client (spec doc 1 §8, §9): 30 s timeout, 401 → /login, success codes 200/2000. */
export interface Envelope<T = any> {
  code: number | string;
  msg: string;
  data: T;
}

export const TIMEOUT_MS = 30_000;
export const isSuccess = (code: unknown) => code === 200 || code === 2000 || code === '200' || code === '2000';

export class ApiError extends Error {
  constructor(public status: number, public body: Envelope | undefined) {
    super(body?.msg || `HTTP ${status}`);
  }
}

type Params = Record<string, unknown> | undefined;

/** `?a=1&b=x,y`: empty values left out, arrays comma-separated. */
export function toQuery(params: Params): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

// A page that is being left aborts its requests: that is no timeout and must not end the session.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

let redirecting = false;
function goLogin() {
  if (redirecting) return;
  redirecting = true;
  clearSession();
  setTimeout(() => {
    redirecting = false;
    history.push('/login');
  }, 300);
}

export interface RequestOptions {
  params?: Params;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Do not show the error toast; the caller handles it. */
  quiet?: boolean;
}

/**
 * The one transport of every call (`request` below and the typed client, api-client.ts): the session's token, the
 * session cookie, the 30 s timeout. A call that fails or times out says so and goes to the login.
 */
export async function send(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  const token = getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    return await fetch(input, { ...init, headers, signal: controller.signal, credentials: 'same-origin' });
  } catch (error) {
    if (!leaving) {
      message.error('服务请求超时！', 3);
      goLogin();
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An answer as every caller gets it: the envelope when it succeeded; else ApiError, after the server's message is
 * shown (not when `quiet`: the caller shows it), and after a 401 the login.
 */
export function settle<T>(status: number, json: Envelope<T> | undefined, quiet = false): Envelope<T> {
  if (status === 401) {
    if (!quiet) message.warning('您还未登录，请先登录！', 3);
    goLogin();
    throw new ApiError(401, json);
  }
  if (status >= 500) {
    message.destroy();
    throw new ApiError(status, json);
  }
  if (status < 200 || status >= 300 || (json && !isSuccess(json.code))) {
    if (!quiet) message.error(json?.msg || `请求失败 (${status})`, 3);
    throw new ApiError(status, json);
  }
  return json as Envelope<T>;
}

export async function request<T = any>(method: string, url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await send(url + toQuery(options.params), { method, headers, body });
  const json = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  return settle(response.status, json, options.quiet);
}

export const api = {
  get: <T = any>(url: string, params?: Params, options?: RequestOptions) => request<T>('GET', url, { ...options, params }),
  post: <T = any>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, { ...options, body }),
  put: <T = any>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, { ...options, body }),
  delete: <T = any>(url: string, params?: Params, options?: RequestOptions) => request<T>('DELETE', url, { ...options, params }),
};
