import { ApiError, api, isSuccess, request, type Envelope } from './request';
import { clearSession, isPlatformSession } from './session';
import type { TenantOption } from './types';

/** All authentication, registration and recovery calls (api-contract.md "Auth / session"). */

/**
 * The login call uses client credentials instead of the user's token (spec doc 1 §6, §9): `console` with the
 * deployment's secret (console in the demo, OAUTH_CLIENT_SECRET in production), asked of the server once.
 */
let clientBasic: Promise<string> | undefined;
function webClientBasic(): Promise<string> {
  clientBasic ??= api.get<{ clientId: string; clientSecret: string }>('/api/auth/oauth/client', undefined, { quiet: true }).then(
    ({ data }) => `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${data.clientId}:${data.clientSecret}`)))}`,
    (error) => {
      clientBasic = undefined;
      throw error;
    },
  );
  return clientBasic;
}

export interface TokenReply extends Envelope<unknown> {
  access_token?: string;
  token_type?: string;
  expires_in?: number;
  depart?: unknown;
}

export interface LoginParams {
  username: string;
  password: string;
  tenantId: string | number;
}

/** The message an ApiError carries (server msg), or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.msg) return error.body.msg;
  return fallback;
}

/** POST /api/auth/oauth/token — form body, HTTP Basic client credentials. Throws ApiError on 400. */
export async function requestToken({ username, password, tenantId }: LoginParams): Promise<TokenReply> {
  const reply = await request('POST', '/api/auth/oauth/token', {
    form: { username, password, tenantId: String(tenantId), grant_type: 'password' },
    headers: { Authorization: await webClientBasic() },
    quiet: true,
  });
  return reply as TokenReply;
}

/** GET checkLogin?username&tenantId — data is the page to open after login; non-2000 throws with the msg to show. */
export const checkLogin = (username: string, tenantId: string | number) =>
  api.get<string>('/api/admin/user/checkLogin', { username, tenantId }, { quiet: true });

/**
 * GET gateLog/insertLog after login. The original client sent a fixed IP and city (a flaw);
 * we send none and the server records the caller's real address.
 */
export const insertGateLog = () => api.get('/api/admin/gateLog/insertLog', undefined, { quiet: true }).catch(() => undefined);

/** Logout: before-logout notice, token revocation, then the local session is cleared whatever happened. */
export async function logout(token?: string) {
  // The before-logout notice writes a company's login log: an operator's session has none to call.
  if (!isPlatformSession()) await api.get('/api/business/plt-user/beforeLoginOut', undefined, { quiet: true }).catch(() => undefined);
  if (token) await api.delete('/api/auth/oauth/token', { access_token: token }, { quiet: true }).catch(() => undefined);
  clearSession();
}

/** Tenants (companies) the mobile belongs to; empty list when unknown. */
export async function selectCompanyByUserName(userName: string): Promise<TenantOption[]> {
  const reply = await api.get<TenantOption[]>('/api/admin/company/selectCompanyByUserName', { userName }, { quiet: true });
  return Array.isArray(reply.data) ? reply.data : [];
}

/** 2000 when the mobile is free; throws ApiError('该手机号已被注册，请重新填写!') otherwise. */
export const registerCheckMobile = (mobile: string) =>
  request('POST', '/api/admin/company/registerCheckMobile', { params: { mobile }, quiet: true });

/** Texts a code to the mobile; the answer never carries it (data is null), the server checks it on register. */
export const sendRegisterSms = (mobile: string) =>
  request<null>('POST', '/api/admin/company/sendRegisterSms', { params: { mobile }, quiet: true });

/** Texts a code for a new password; data is null. */
export const sendForgetSms = (mobile: string) =>
  request<null>('POST', '/api/admin/company/sendForgetSms', { params: { mobile }, quiet: true });

export interface RegisterBody {
  mobile: string;
  phoneCode: string;
  companyName: string;
  /** Products joined with commas. */
  products: string;
  /** Set to the mobile. */
  userName: string;
  /** Absent on phone registration: the server then generates one and sends it by SMS. */
  password?: string;
  /** Phone registration's lead source (注册线索): 0 /phoneRegister, 1 its low-code platform branding. */
  source?: 0 | 1;
}

export interface RegisterReply {
  tenantId: number | string;
  companyName: string;
  mobile: string;
  profileToken: string;
}

export const register = (body: RegisterBody) =>
  api.post<RegisterReply>('/api/admin/company/register', body, { quiet: true });

export interface CompleteInfoBody {
  profileToken: string;
  realName: string;
  industry: string;
  companyName: string;
  mobile: string;
  regionCodes: string[];
  address?: string;
  qq?: string;
  wechat?: string;
  email?: string;
}

export const completeInfo = (body: CompleteInfoBody) =>
  api.post('/api/admin/company/completeInfo', body, { quiet: true });

export const forgetPassword = (params: { phoneCode: string; phone: string; password: string }) =>
  request('POST', '/api/admin/user/forgetPassword', { params, quiet: true });

export interface QrLoginData {
  access_token: string;
  depart?: unknown;
  expires_in?: number;
}

/**
 * One poll of the QR login. Pending answers code 2001, expired 4100: both come back as the envelope
 * (not thrown) so the caller can tell them apart. Network errors still throw.
 */
export async function queryLoginInfo(uuid: string): Promise<Envelope<QrLoginData | null>> {
  try {
    return await request<QrLoginData>('POST', '/api/admin/autologin/queryLoginInfo', { params: { uuid }, quiet: true });
  } catch (error) {
    if (error instanceof ApiError && error.body) return error.body as Envelope<null>;
    throw error;
  }
}

export { isSuccess };
