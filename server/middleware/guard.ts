import type { Context, Middleware } from 'koa';
import type { Services } from '../services';
import type { DeclaredRoute } from '../http/route-table';
import { runWithContext } from '../context/request-context';
import { forbidden, unauthorized } from '../http/envelope';

/** The bearer token from the Authorization header, or from the `Authorization` cookie the web client sets. */
export function readToken(ctx: Context): string | undefined {
  const header = ctx.get('Authorization');
  if (header && /^bearer /i.test(header)) return header.slice(7).trim();
  const cookie = ctx.cookies.get('Authorization');
  if (cookie) {
    let value: string;
    try {
      value = decodeURIComponent(cookie);
    } catch {
      return undefined; // a malformed cookie is no token (401), not a server error
    }
    if (/^bearer /i.test(value)) return value.slice(7).trim();
  }
  return undefined;
}

/**
 * Per-route authentication and authorisation from the route's declaration; the rest of the request
 * runs inside the caller's tenant context, so the data layer scopes every query to it.
 */
export function guardFor(services: Services) {
  return (route: DeclaredRoute): Middleware =>
    async (ctx, next) => {
      ctx.state.route = route;
      if (route.object === 'public') return runWithContext({}, next);
      const token = readToken(ctx);
      const actor = token ? await services.tokens.resolve(token) : undefined;
      if (!actor) throw unauthorized();
      ctx.state.actor = actor;
      if (route.object !== 'session') {
        const allowed = await services.enforcers.can(actor.tenantId, actor.accountId, route.object, route.action);
        if (!allowed) throw forbidden();
      }
      return runWithContext({ tenantId: actor.tenantId, actor }, next);
    };
}
