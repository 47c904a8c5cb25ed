/**
 * Request bodies read as strict UTF-8 text: inflated per Content-Encoding, limited in size, refused with 400 for
 * another charset or invalid bytes.
 */
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import getRawBody from 'raw-body';
import { HttpError } from './envelope';

export const NOT_UTF8 = '请求内容不是有效的 UTF-8 编码';
export const OTHER_CHARSET = '仅支持 UTF-8 编码的请求内容';
const UNKNOWN_ENCODING = '不支持的请求内容编码';
const UTF8_LABELS = ['utf-8', 'utf8'];

/** Decodes or throws: a lenient decoder would store U+FFFD in place of the bytes it cannot read. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** 400 unless the declared charset (Content-Type's `charset`, if any) is UTF-8. */
export function refuseOtherCharset(charset: string) {
  if (charset && !UTF8_LABELS.includes(charset.trim().toLowerCase())) throw new HttpError(400, OTHER_CHARSET);
}

/** The request's bytes, inflated per its Content-Encoding (415 for one this server does not read). */
function inflated(req: IncomingMessage): Readable {
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity') return req;
  if (encoding === 'gzip' || encoding === 'deflate') return req.pipe(zlib.createUnzip());
  if (encoding === 'br') return req.pipe(zlib.createBrotliDecompress());
  throw new HttpError(415, UNKNOWN_ENCODING);
}

/**
 * The body as text, read to at most `limit` bytes once inflated, and refused with 400 unless those bytes are
 * valid UTF-8 (a leading BOM is dropped). The check runs on the bytes, before anything is decoded.
 */
export async function readUtf8Body(req: IncomingMessage, limit: string): Promise<string> {
  const stream = inflated(req);
  const declared = req.headers['content-length'];
  const length = stream === req && declared ? Number(declared) : undefined;
  const bytes = await getRawBody(stream, { limit, length });
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new HttpError(400, NOT_UTF8);
  }
}
