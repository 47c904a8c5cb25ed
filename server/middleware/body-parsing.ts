import type { Context, Middleware } from 'koa';
import * as bourne from '@hapi/bourne';
import qs from 'qs';
import { HttpError } from '../http/envelope';
import { readUtf8Body, refuseOtherCharset } from '../http/utf8-body';

declare module 'koa' {
  interface Request {
    /** The parsed JSON or form body (multer sets a multipart request's fields); handlers validate it. */
    body?: unknown;
  }
}

/** Chinese messages for what a client can get wrong in a body, by the status the reader gives it. */
const MESSAGES: Record<number, string> = {
  413: '请求内容过大',
  415: '不支持的请求内容编码',
};
const MALFORMED = '请求格式不正确';
/** The methods whose bodies are read. */
const PARSED_METHODS = ['POST', 'PUT', 'PATCH'];
/** zlib's errors: the declared Content-Encoding does not match the bytes. */
const NOT_COMPRESSED = '请求内容无法解压，请检查Content-Encoding';

const JSON_TYPES = ['application/json', 'application/json-patch+json', 'application/vnd.api+json', 'application/csp-report', 'application/reports+json', 'application/scim+json'];
const FORM_TYPES = ['application/x-www-form-urlencoded'];
/** Text bodies are no route's input: they are read only to be checked, and leave the body empty. */
const TEXT_TYPES = ['text/*'];
/** A JSON body is an object or an array (as co-body's strict mode). */
const OBJECT_OR_ARRAY = /^[\x20\x09\x0a\x0d]*[[{]/;

function parseJson(text: string): unknown {
  if (!text) return {};
  if (!OBJECT_OR_ARRAY.test(text)) throw new HttpError(400, MALFORMED);
  try {
    // bourne refuses `__proto__` keys instead of letting them through.
    return bourne.parse(text, { protoAction: 'error' });
  } catch {
    throw new HttpError(400, MALFORMED);
  }
}

/** The parsed body of a JSON or form request, `{}` for any other (multipart is read by its own routes). */
async function readBody(ctx: Context): Promise<unknown> {
  const kind = ctx.request.is(JSON_TYPES) ? 'json' : ctx.request.is(FORM_TYPES) ? 'form' : ctx.request.is(TEXT_TYPES) ? 'text' : undefined;
  if (!kind) return {};
  refuseOtherCharset(ctx.request.charset);
  const text = await readUtf8Body(ctx.req, kind === 'form' ? '256kb' : '1mb');
  if (kind === 'json') return parseJson(text);
  if (kind === 'form') return qs.parse(text, { allowDots: true });
  return {};
}

/**
 * JSON and form bodies, which must be UTF-8 (utf8-body.ts). Whatever goes wrong while reading one — bad JSON,
 * bytes that are not UTF-8 or another declared charset, a body past the limit, an unknown `Content-Encoding`, or
 * a gzip/deflate/br header on bytes that are not compressed (zlib's own errors carry no status) — is the
 * client's: a 4xx with a Chinese message. Errors of the handlers after it pass untouched.
 */
export function parseBodies(): Middleware {
  return async (ctx, next) => {
    if (!PARSED_METHODS.includes(ctx.method)) return next();
    try {
      ctx.request.body = await readBody(ctx);
    } catch (error: any) {
      if (error instanceof HttpError) throw error;
      const status = Number(error?.status || error?.statusCode);
      if (status >= 400 && status < 500) throw new HttpError(status, MESSAGES[status] ?? MALFORMED);
      throw new HttpError(400, NOT_COMPRESSED);
    }
    return next();
  };
}
