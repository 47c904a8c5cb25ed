import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/** The built web app: static files, and index.html for any other page route (client-side routing). */
export function serveWeb(webDir: string): Middleware {
  const files = serve(webDir, { index: 'index.html', maxage: 0 });
  const indexFile = path.join(webDir, 'index.html');
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    await files(ctx, async () => {});
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (path.extname(ctx.path) || !fs.existsSync(indexFile)) return next();
    ctx.type = 'html';
    ctx.body = fs.createReadStream(indexFile);
  };
}
