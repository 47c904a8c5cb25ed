import type { Context, Middleware } from 'koa';
import type { Services } from '../services';
import type { DeclaredRoute } from '../http/route-table';
import { runWithContext } from '../context/request-context';
import { forbidden, unauthorized } from '../http/envelope';
import { comesFromOwnPages, UNTRUSTED_ORIGIN } from '../http/request-origin';
import { OUTSIDE_DATA_SCOPE, scopeReachesNothing } from '../engine/row-scope-query';
import { isOperatorToken, platformObjects, platformRoutes } from '../permissions/platform-domain';

/** The bearer token from the Authorization header. */
function headerToken(ctx: Context): string | undefined {
  const header = ctx.get('Authorization');
  return header && /^bearer /i.test(header) ? header.slice(7).trim() : undefined;
}

/** The token from the `Authorization` cookie the web client sets (`Bearer <token>`, URI-encoded). */
function cookieToken(ctx: Context): string | undefined {
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
 *
 * Two domains: a company's (its tenant id) and the platform's (operators). A token acts only on routes of
 * its own domain, and Casbin decides the action within it. A platform route runs with no tenant at all:
 * tenant data fails closed there unless an operator action reads it on purpose (asSystem / asTenant).
 */
export function guardFor(services: Services) {
  const isPlatformRoute = platformRoutes(services.sections);
  const isPlatformObject = platformObjects(services.sections);
  return (route: DeclaredRoute): Middleware => {
    const declaredPlatform = isPlatformRoute(route);
    const condition = route.condition ? services.conditions[route.condition] : undefined;
    if (route.condition && !condition) throw new Error(`${route.method} ${route.path}: no grant condition "${route.condition}"`);
    return async (ctx, next) => {
      ctx.state.route = route;
      if (route.object === 'public') return runWithContext({}, next);
      const header = headerToken(ctx);
      const token = header ?? cookieToken(ctx);
      // The browser sends the cookie by itself, also with requests other sites make: those are refused (CSRF).
      if (!header && token && !comesFromOwnPages(ctx, services.config.appOrigins)) throw forbidden(UNTRUSTED_ORIGIN);
      const actor = token ? await services.tokens.resolve(token) : undefined;
      if (!actor) throw unauthorized();
      ctx.state.actor = actor;
      // A route whose objects come from the request is in the platform domain when they all are.
      const objects = route.object === 'request' ? route.objectsOf!(ctx) : undefined;
      const platform = objects ? objects.length > 0 && objects.every(isPlatformObject) : declaredPlatform;
      if (isOperatorToken(actor) !== platform) throw forbidden();
      if (objects) {
        for (const object of objects) {
          if (!(await services.enforcers.can(actor.tenantId, actor.accountId, object, route.action))) throw forbidden();
        }
      } else if (route.object !== 'session') {
        const allowed = await services.enforcers.can(actor.tenantId, actor.accountId, route.object, route.action);
        if (!allowed) throw forbidden();
        // The grant's row scope and field whitelist: the generic actions merge them into their queries.
        ctx.state.grant = await services.enforcers.rowGrant(actor.tenantId, actor.accountId, route.object, route.action);
        // A role's data scope over rows that name no creator or department (company-wide data): no row is in it.
        const section = services.sections.find((candidate) => candidate.id === route.object);
        if (section && scopeReachesNothing(services, section, ctx.state.grant)) throw forbidden(OUTSIDE_DATA_SCOPE);
      }
      if (condition && !(await condition.holds(actor, services, ctx))) throw forbidden(route.conditionMessage ?? condition.message);
      return runWithContext(platform ? { actor } : { tenantId: actor.tenantId, actor }, next);
    };
  };
}
