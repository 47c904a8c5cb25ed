import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { asTenant } from '../../context/request-context';
import { badRequest, HttpError, ok } from '../../http/envelope';
import { safeEqual } from '../../auth/secrets';
import { passwordLogin } from './password-login';
import { writeLoginLog } from './login-log';
import { one } from './login-rules';
import { clientAddress } from '../../http/client-address';
import { positiveInteger } from '../../engine/paging';
import { PLATFORM_TENANT_ID } from '../../permissions/platform-domain';

/** The web app's client at the token endpoint, and where the app reads its credentials. */
export const WEB_CLIENT_ID = 'console';
export const WEB_CLIENT_PATH = '/api/auth/oauth/client';

/** HTTP Basic client credentials of the token call (the web client `console`, with the deployment's secret). */
function checkClient(ctx: Context, clients: Record<string, string>): string {
  const header = ctx.get('Authorization');
  const refuse = () => {
    ctx.set('WWW-Authenticate', 'Basic realm="oauth"');
    return new HttpError(401, '客户端认证失败');
  };
  if (!/^basic /i.test(header)) throw refuse();
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const id = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  // Own properties only: `__proto__`, `constructor` or `toString` name no client.
  const expected = colon < 0 || !Object.hasOwn(clients, id) ? undefined : clients[id];
  if (typeof expected !== 'string' || !safeEqual(expected, secret)) throw refuse();
  return id;
}

/** Issues a token for a membership and answers in the OAuth2 shape plus the envelope's code. */
export async function answerWithToken(ctx: Context, services: Services, accountId: number, tenantId: number, departId: number | null, clientId: string) {
  const { token, expiresIn } = await services.tokens.issue(accountId, tenantId, clientId);
  const depart = departId ? await asTenant(tenantId, () => services.data.section('depart').findById(departId, { attributes: ['id', 'name'], raw: true })) : null;
  return { access_token: token, token_type: 'bearer', expires_in: expiresIn, depart: depart ?? null, tenantId };
}

export function mountOauth(table: RouteTable, services: Services) {
  table.add({
    method: 'POST',
    path: '/api/auth/oauth/token',
    object: 'public',
    action: 'login',
    handler: async (ctx) => {
      const clientId = checkClient(ctx, services.config.oauthClients);
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      if (one(body.grant_type) !== 'password') throw badRequest('不支持的授权类型', ['grant_type']);
      const username = one(body.username)?.trim();
      const password = one(body.password);
      const tenantText = one(body.tenantId);
      if (!username) throw badRequest('请输入手机号', ['username']);
      if (!password) throw badRequest('请输入密码', ['password']);
      if (!tenantText) throw badRequest('请选择租户!', ['tenantId']);
      // Tenant 0 is the platform domain: operators sign in there (password-login.ts).
      const tenantId = tenantText === String(PLATFORM_TENANT_ID) ? PLATFORM_TENANT_ID : positiveInteger(tenantText);
      if (tenantId === undefined || username.length > 20 || password.length > 64) {
        throw badRequest('用户名或密码错误');
      }
      await services.limits.hit('login', clientAddress(ctx), username);
      const { account, membership } = await passwordLogin(services, username, password, tenantId);
      const answer = await answerWithToken(ctx, services, account.id, tenantId, membership.departId, clientId);
      await writeLoginLog(services, ctx, { tenantId, accountId: account.id, name: membership.name }, '登录');
      ctx.body = { code: 2000, msg: '登录成功', ...answer };
    },
  });

  table.add({
    method: 'GET',
    path: WEB_CLIENT_PATH,
    object: 'public',
    action: 'read',
    summary: 'The web app’s client credentials for the token call: {clientId: console, clientSecret} (console in the demo, OAUTH_CLIENT_SECRET in production).',
    handler: async (ctx) => {
      // A browser app is a public client (RFC 6749 §2.1): its secret reaches every visitor of the login page anyway.
      ok(ctx, { clientId: WEB_CLIENT_ID, clientSecret: services.config.oauthClients[WEB_CLIENT_ID] ?? null });
    },
  });

  table.add({
    method: 'DELETE',
    path: '/api/auth/oauth/token',
    object: 'public',
    action: 'logout',
    handler: async (ctx) => {
      const token = one(ctx.query.access_token);
      if (!token) throw badRequest('缺少access_token参数', ['access_token']);
      await services.tokens.revoke(token);
      ok(ctx, null, '退出成功!');
    },
  });
}
