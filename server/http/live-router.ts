import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { RouteTable } from './route-table';

/** One generation of the app's routes: the router that serves them and the table that declares them. */
export interface MountedRoutes {
  router: Router;
  routes: RouteTable;
}

interface Generation extends MountedRoutes {
  handle: Middleware;
  /** Requests inside this generation now. */
  active: number;
  drained?: () => void;
}

/**
 * The app's routes behind one middleware that always dispatches to the current generation. A schema
 * reload swaps in a freshly built router in one assignment; a request already inside the old one
 * finishes there, because it picked its router when it arrived.
 */
export class LiveRouter {
  private current: Generation;

  constructor(initial: MountedRoutes) {
    this.current = LiveRouter.generation(initial);
  }

  /** The route table being served now. */
  get routes(): RouteTable {
    return this.current.routes;
  }

  /** Serves `next` from now on; resolves when the last request still inside the previous routes has finished. */
  swap(next: MountedRoutes): Promise<void> {
    const previous = this.current;
    this.current = LiveRouter.generation(next);
    if (!previous.active) return Promise.resolve();
    return new Promise((resolve) => (previous.drained = resolve));
  }

  middleware(): Middleware {
    return async (ctx, next) => {
      const generation = this.current;
      generation.active++;
      try {
        await generation.handle(ctx, next);
      } finally {
        if (--generation.active === 0) generation.drained?.();
      }
    };
  }

  private static generation(mounted: MountedRoutes): Generation {
    const dispatch = mounted.router.routes();
    const allowed = mounted.router.allowedMethods();
    const exact = mounted.routes.staticRoutes;
    return {
      ...mounted,
      active: 0,
      // A static path declared for this method is answered directly; everything else (parameters, other letter
      // case, a trailing slash, HEAD, 405) goes through the router as before.
      handle: (ctx, next) => (exact.get(`${ctx.method} ${ctx.path}`) ?? ((c, n) => dispatch(c as any, () => allowed(c as any, n))))(ctx, next),
    };
  }
}
