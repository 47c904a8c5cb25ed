/**
 * The JSON envelope every answer uses ({code, msg, data}; success 2000) and the HTTP errors handlers throw.
 */
import type { Context } from 'koa';

export const SUCCESS = 2000;

/** An answer other than success: status, the Chinese message, and optional data (e.g. the bad fields). */
export class HttpError extends Error {
  constructor(public status: number, message: string, public data: unknown = null, public code: number = status) {
    super(message);
  }
}

export const badRequest = (msg: string, data: unknown = null) => new HttpError(400, msg, data);
export const unauthorized = (msg = '您还未登录，请先登录！') => new HttpError(401, msg);
export const forbidden = (msg = '您没有权限执行该操作') => new HttpError(403, msg);
export const notFound = (msg = '数据不存在或已被删除') => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
export const tooMany = (msg: string) => new HttpError(429, msg);

export function ok(ctx: Context, data: unknown = null, msg = '操作成功!') {
  ctx.status = 200;
  ctx.body = { code: SUCCESS, msg, data };
}
