import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import compose from 'koa-compose';

/**
 * Every route declares what it touches. `public` needs no token, `session` needs any valid token,
 * `request` names its objects from the request (`objectsOf`), anything else is a Casbin object checked with
 * the action (default deny).
 */
export type RouteObject = 'public' | 'session' | 'request' | string;

export interface RouteDeclaration {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  object: RouteObject;
  action: string;
  /** With object `request`: the objects this request touches (e.g. the section in its path), each checked with the action. */
  objectsOf?: (ctx: Context) => string[];
  /** A declared grant condition (server/permissions/grant-conditions.ts) the guard checks after the permission. */
  condition?: string;
  /** The 403 message when the condition fails, instead of the condition's own. */
  conditionMessage?: string;
  /** Menu title recorded in the operation log for writes. */
  menu?: string;
  /** Operation text recorded in the operation log for writes. */
  operation?: string;
  /** One line for the API documentation (GET /api/openapi.json); sections derive theirs. */
  summary?: string;
  /** The media type answered when it is not the JSON envelope (an HTML page, a file, a document). */
  contentType?: string;
  /** What the API documentation says beyond the path of a route that is no section operation (sections derive theirs). */
  openApi?: RouteDoc;
  handler: (ctx: Context) => Promise<void> | void;
  middleware?: Middleware[];
}

/** JSON Schemas (OpenAPI 3.1) of a route's query parameters and of `data` in its answers. */
export interface RouteDoc {
  /** Parameter objects: `{name, in: 'query', required, description, schema}`. */
  query?: Record<string, unknown>[];
  /** `data` of the success envelope. */
  data?: Record<string, unknown>;
  /** `data` of a 400 answer besides the usual list of fields (e.g. an import's rows with errors). */
  badRequestData?: Record<string, unknown>;
  /** The JSON body it reads (a session-less call's, e.g. POST /api/sms/send). */
  body?: Record<string, unknown>;
  /** Answers beside 200 and the usual ones, by status: `{description}` (e.g. a key's 401 or a 409 of a state). */
  responses?: Record<string, Record<string, unknown>>;
}

export interface DeclaredRoute extends Omit<RouteDeclaration, 'handler' | 'middleware'> {}

/** A path with no parameters, wildcards or patterns: it matches only itself. */
const STATIC_PATH = /^[\w\-./]+$/;

/** The routes of one app, keyed by "METHOD path", read by the authorisation middleware and by tests. */
export class RouteTable {
  readonly routes = new Map<string, DeclaredRoute>();
  /**
   * Routes of static paths by "METHOD path", each with its middleware composed once: the live router answers them
   * with one map lookup instead of @koa/router's per-request scan of every route and composition of the matches.
   */
  readonly staticRoutes = new Map<string, Middleware>();
  /** Bumped whenever the table changes, so what is derived from it (the OpenAPI document) can be rebuilt. */
  version = 0;

  constructor(private router: Router, private guard: (route: DeclaredRoute) => Middleware) {}

  add(declaration: RouteDeclaration): void {
    const key = `${declaration.method} ${declaration.path}`;
    if (this.routes.has(key)) throw new Error(`route declared twice: ${key}`);
    const { handler, middleware = [], ...declared } = declaration;
    if (!declared.object || !declared.action) throw new Error(`route without object/action: ${key}`);
    if ((declared.object === 'request') !== Boolean(declared.objectsOf)) throw new Error(`route ${key}: object "request" goes with objectsOf`);
    this.routes.set(key, declared);
    this.version++;
    const verb = declaration.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const guard = this.guard(declared);
    const run: Middleware = async (ctx) => {
      ctx.state.route = declared;
      await handler(ctx);
    };
    this.router[verb](declaration.path, guard, ...middleware, run);
    if (STATIC_PATH.test(declaration.path)) {
      const noParams: Middleware = (ctx, next) => {
        ctx.params = {};
        return next();
      };
      this.staticRoutes.set(key, compose([noParams, guard, ...middleware, run]));
    }
  }
}
