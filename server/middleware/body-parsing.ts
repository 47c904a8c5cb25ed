import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { HttpError } from '../http/envelope';

/** Chinese messages for what a client can get wrong in a body, by the status the parser gives it. */
const MESSAGES: Record<number, string> = {
  413: '请求内容过大',
  415: '不支持的请求内容编码',
};
const MALFORMED = '请求格式不正确';
/** The methods whose bodies are read (the parser's default). */
const PARSED_METHODS = ['POST', 'PUT', 'PATCH'];
/** zlib's errors: the declared Content-Encoding does not match the bytes. */
const NOT_COMPRESSED = '请求内容无法解压，请检查Content-Encoding';

/**
 * JSON and form bodies. Whatever goes wrong while reading one — bad JSON, a body past the limit, an unknown
 * `Content-Encoding`, or a gzip/deflate/br header on bytes that are not compressed (zlib's own errors carry
 * no status) — is the client's: a 4xx with a Chinese message. Errors of the handlers after it pass untouched.
 */
export function parseBodies(): Middleware {
  const parse = bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '1mb', formLimit: '256kb', parsedMethods: PARSED_METHODS });
  return async (ctx, next) => {
    // The parser reads no other method's body: those pass straight on, without the wrapping below.
    if (!PARSED_METHODS.includes(ctx.method)) return next();
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
        await next();
      });
    } catch (error: any) {
      if (parsed) throw error;
      const status = Number(error?.status || error?.statusCode);
      if (status >= 400 && status < 500) throw new HttpError(status, MESSAGES[status] ?? MALFORMED);
      throw new HttpError(400, NOT_COMPRESSED);
    }
  };
}
