import type { Middleware } from 'koa';
import { badRequest } from '../http/envelope';

/** True when a string anywhere in the value (keys included) holds a NUL byte. Iterative: bodies may nest deeply. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** A NUL in the path, raw or percent-encoded: path parameters are decoded by the router, after this check. */
const NUL_IN_PATH = /%00|\u0000/i;

/**
 * Refuses path, query and body values with a NUL byte (400). No field of this product can hold one, and
 * SQLite ends an SQL text at NUL, so such a value would otherwise break the query as a 500.
 */
export function rejectNulBytes(): Middleware {
  return (ctx, next) => {
    if (NUL_IN_PATH.test(ctx.path) || containsNul(ctx.query) || containsNul(ctx.request.body)) throw badRequest('请求内容包含非法字符');
    return next();
  };
}
