import crypto from 'node:crypto';
import type { Middleware } from 'koa';
import { HttpError } from '../http/envelope';
import type { Database } from '../db/database';
import { uniqueClashMessage } from '../engine/unique-clash';

/** Turns thrown errors into the envelope; anything unexpected is a 500 with a request id, logged with it. */
export function errorEnvelope(db: Database): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { code: 404, msg: '请求的接口不存在', data: null };
      }
      // The router's answer for a path declared with other methods (e.g. `GET /api/admin/group/users/` meets `DELETE /api/admin/group/:id`).
      if (ctx.status === 405 && ctx.path.startsWith('/api/')) {
        ctx.body = { code: 405, msg: '不支持该请求方法', data: null };
        ctx.status = 405;
      }
    } catch (error: any) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = { code: error.code, msg: error.message, data: error.data };
        return;
      }
      // A write that lost a race for a unique value (the checks before it passed): a conflict, not a fault.
      if (error?.name === 'SequelizeUniqueConstraintError') {
        ctx.status = 409;
        ctx.body = { code: 409, msg: uniqueClashMessage(db, error) ?? '数据已存在', data: null };
        return;
      }
      // MySQL chose this request's transaction as a deadlock's victim (two writes locking rows in opposite orders):
      // it was rolled back whole, so the client may simply retry. SQLite serialises writes and never gets here.
      if (error?.parent?.code === 'ER_LOCK_DEADLOCK' || error?.original?.code === 'ER_LOCK_DEADLOCK') {
        ctx.status = 409;
        ctx.body = { code: 409, msg: '操作冲突，请稍后重试', data: null };
        return;
      }
      // Body parser and other Koa errors that carry a client status (bad JSON, body too large).
      const status = Number(error?.status || error?.statusCode);
      if (status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { code: status, msg: status === 413 ? '请求内容过大' : '请求格式不正确', data: null };
        return;
      }
      const requestId = crypto.randomUUID();
      console.error(`[${requestId}] ${ctx.method} ${ctx.path}`, error);
      ctx.status = 500;
      ctx.body = { code: 500, msg: '服务器内部错误', data: { requestId } };
    }
  };
}
