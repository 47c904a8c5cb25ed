import type { Context } from 'koa';
import type { Services } from '../../services';
import { asTenant } from '../../context/request-context';
import { locationOf } from '../../http/client-address';

/** A login-log row (gate log selectType 1) of the company (or the platform, tenant 0) signed in to, with the address the request really came from. */
export function writeLoginLog(services: Services, ctx: Context, who: { tenantId: number; accountId: number; name: string }, opt: string) {
  return asTenant(who.tenantId, () =>
    services.data.rows('GateLog').create({
      accountId: who.accountId,
      selectType: 1,
      crtName: who.name,
      crtHost: ctx.ip,
      location: locationOf(ctx.ip),
      menu: '登录',
      opt,
      crtTime: new Date(),
    }),
  );
}
