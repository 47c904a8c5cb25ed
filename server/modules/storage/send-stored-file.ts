/**
 * The answer of every route that serves a stored upload: the file's own type (its content's, checked at upload),
 * never sniffed, sandboxed so a file cannot run as a page of ours, and cached by the browser for a day (`private`
 * behind a session; `public` for the public site's pictures and published teaching videos).
 */
import type { Context } from 'koa';

export function sendStoredFile(ctx: Context, file: { data: Buffer; mime: string }, cache: 'private' | 'public' = 'private'): void {
  ctx.set('Cache-Control', cache === 'private' ? 'private, max-age=86400, immutable' : 'public, max-age=86400');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.type = file.mime;
  ctx.body = file.data;
}
