import fs from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';

/** Encodings the build writes beside each text file (config/precompress.ts), the server's preference first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Files without a content hash (favicon, app logos): kept for an hour, then asked for again. */
export const SHORT = 'public, max-age=3600';

/** A name with a content hash (umi `hash: true`): `umi.95959410.js`, `p__404.7edcfedb.chunk.css`. Never changes. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9.]+$/;

/** Weights of an Accept-Encoding header (`gzip, br;q=0.8`), names lower-cased; `*` stands for the rest. */
export function encodingWeights(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/** The precompressed variant to send: the client's highest weight among those the build made, ties to br. */
function chooseEncoding(header: string | undefined, available: Encoding[]): Encoding | undefined {
  const weights = encodingWeights(header);
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding.name) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

async function statFile(file: string): Promise<fs.Stats | undefined> {
  const stat = await fs.promises.stat(file).catch(() => undefined);
  return stat?.isFile() ? stat : undefined;
}

/** The file under webDir for a URL path (a folder means its index.html); none for hidden names or escapes. */
async function fileFor(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return undefined;
  const target = path.join(root, decoded);
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  const stat = await fs.promises.stat(target).catch(() => undefined);
  if (stat?.isDirectory()) return (await statFile(path.join(target, 'index.html'))) ? path.join(target, 'index.html') : undefined;
  return stat?.isFile() ? target : undefined;
}

function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (name.endsWith('.html')) return REVALIDATE;
  return HASHED.test(name) ? IMMUTABLE : SHORT;
}

/** Sends a file or its precompressed variant with validators; a matching If-None-Match / If-Modified-Since gets 304. */
async function send(ctx: Context, file: string, cacheControl: string) {
  const variants: Encoding[] = [];
  for (const encoding of ENCODINGS) if (await statFile(file + encoding.suffix)) variants.push(encoding);
  const encoding = chooseEncoding(ctx.get('Accept-Encoding'), variants);
  const served = encoding ? file + encoding.suffix : file;
  const stat = await statFile(served);
  if (!stat) return false;
  ctx.status = 200;
  ctx.set('Cache-Control', cacheControl);
  if (variants.length) ctx.vary('Accept-Encoding');
  ctx.lastModified = stat.mtime;
  ctx.etag = `W/"${encoding?.name ?? 'identity'}-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  ctx.type = path.extname(file);
  if (encoding) ctx.set('Content-Encoding', encoding.name);
  if (ctx.method === 'HEAD') {
    ctx.body = Buffer.alloc(0);
    ctx.length = stat.size;
    return true;
  }
  // Whole files (the largest built one is about 350 KB): a browser leaving the page mid-download is no stream error.
  ctx.body = await fs.promises.readFile(served);
  return true;
}

/**
 * The built web app (dist/): each file as its build-time brotli or gzip variant when the client accepts one
 * (`Vary: Accept-Encoding`), hashed files cached for a year, index.html revalidated on every load; any other
 * page route gets index.html (client-side routing).
 */
export function serveWeb(webDir: string): Middleware {
  const root = path.resolve(webDir);
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const file = await fileFor(root, ctx.path);
    if (file && (await send(ctx, file, cacheControlFor(file)))) return;
    if (path.extname(ctx.path) || !(await send(ctx, indexFile, REVALIDATE))) return next();
  };
}
