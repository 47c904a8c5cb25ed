/**
 * The answer of every route that serves a stored upload: the file's own type (its content's, checked at upload),
 * never sniffed, sandboxed so a file cannot run as a page of ours, cached by the browser for a day (`private`
 * behind a session; `public` for the public site's pictures and published teaching videos), and in byte ranges
 * when asked (a video player seeks with them).
 */
import type { Context } from 'koa';
import { HttpError } from '../../http/envelope';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; undefined for no header, 416 for one that cannot be met. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  const unmet = new HttpError(416, '请求的范围无效');
  if (!match || (match[1] === '' && match[2] === '')) throw unmet;
  const start = match[1] === '' ? Math.max(size - Number(match[2]), 0) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start > end || start >= size) throw unmet;
  return { start, end };
}

export function sendStoredFile(ctx: Context, file: { data: Buffer; mime: string }, cache: 'private' | 'public' = 'private'): void {
  const range = byteRange(ctx.get('Range') || undefined, file.data.length);
  ctx.set('Cache-Control', cache === 'private' ? 'private, max-age=86400, immutable' : 'public, max-age=86400');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('Accept-Ranges', 'bytes');
  ctx.type = file.mime;
  if (!range) {
    ctx.body = file.data;
    return;
  }
  ctx.body = file.data.subarray(range.start, range.end + 1);
  ctx.status = 206;
  ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${file.data.length}`);
}
