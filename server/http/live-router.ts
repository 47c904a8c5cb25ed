import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { RouteTable } from './route-table';

/** One generation of the app's routes: the router that serves them and the table that declares them. */
export interface MountedRoutes {
  router: Router;
  routes: RouteTable;
}

/**
 * The app's routes behind one middleware that always dispatches to the current generation. A schema
 * reload swaps in a freshly built router in one assignment; a request already inside the old one
 * finishes there, because it picked its router when it arrived.
 */
export class LiveRouter {
  private current!: MountedRoutes & { handle: Middleware };

  constructor(initial: MountedRoutes) {
    this.swap(initial);
  }

  /** The route table being served now. */
  get routes(): RouteTable {
    return this.current.routes;
  }

  swap(next: MountedRoutes): void {
    const dispatch = next.router.routes();
    const allowed = next.router.allowedMethods();
    this.current = { ...next, handle: (ctx, next) => dispatch(ctx as any, () => allowed(ctx as any, next)) };
  }

  middleware(): Middleware {
    return (ctx, next) => this.current.handle(ctx, next);
  }
}
