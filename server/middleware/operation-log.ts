import type { Middleware } from 'koa';
import type { Services } from '../services';
import type { Actor } from '../context/request-context';
import type { DeclaredRoute } from '../http/route-table';
import { asSystem } from '../context/request-context';
import { locationOf } from '../http/client-address';
import { BatchedInserts } from '../db/batched-inserts';

/**
 * Every successful write through the API leaves an operation-log row (who, when, host, location, menu,
 * operation), so no handler has to remember to log.
 */
export function operationLog(services: Services): Middleware {
  const index = (sections: Services['sections']) => ({ sections, byId: new Map(sections.map((s) => [s.id, s.title])) });
  let titles = index(services.sections);
  const titleOf = (object: string) => {
    // A schema reload replaces the section list: index the new one.
    if (titles.sections !== services.sections) titles = index(services.sections);
    return titles.byId.get(object);
  };
  // asSystem: runs after the request's tenant context has ended; each row carries its actor's tenant itself.
  const rows = new BatchedInserts<Record<string, unknown>>((batch) => asSystem(() => services.db.models.GateLog.bulkCreate(batch, { validate: true }).then(() => undefined)));
  const logWrite: Middleware = async (ctx, next) => {
    await next();
    const route = ctx.state.route as DeclaredRoute | undefined;
    const actor = ctx.state.actor as Actor | undefined;
    if (!route || !actor || ctx.status >= 300) return;
    if ((ctx.body as any)?.code !== 2000) return;
    try {
      await rows.add({
        tenantId: actor.tenantId,
        accountId: actor.accountId,
        selectType: 2,
        crtName: actor.name,
        crtHost: ctx.ip,
        location: locationOf(ctx.ip),
        menu: route.menu ?? titleOf(route.object) ?? route.object,
        opt: route.operation ?? `${route.method} ${route.path}`,
        crtTime: new Date(),
      });
    } catch (error) {
      console.error('operation log failed', error);
    }
  };
  // Reads are never logged: they pass straight on.
  return (ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : logWrite(ctx, next));
}
