import type { Context } from 'koa';

/** Names this call in the operation log (the log middleware reads the route after the handler), e.g. 提交企业认证. */
export const logAs = (ctx: Context, operation: string) => {
  ctx.state.route = { ...ctx.state.route, operation };
};
