import type { Context } from 'koa';
import type { Services } from '../../services';
import { asSystem } from '../../context/request-context';
import { locationOf } from '../../http/client-address';

/** A login-log row (gate log selectType 1) with the address the request really came from. */
export function writeLoginLog(services: Services, ctx: Context, who: { tenantId: number; accountId: number; name: string }, opt: string) {
  return asSystem(() =>
    services.db.models.GateLog.create({
      tenantId: who.tenantId,
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
