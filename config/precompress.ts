/**
 * Brotli and gzip copies of the built web app, written once at build time so the server
 * (server/middleware/serve-web.ts) never compresses per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text files worth a compressed copy; smaller ones gain less than the header bytes a compressed copy costs. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|ico|map|webmanifest)$/i;
export const MIN_BYTES = 1024;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `<file>.br` and `<file>.gz` next to each compressible file, each only when it is smaller than the file. */
async function compressOne(file: string): Promise<{ bytes: number; gzipBytes: number; brotliBytes: number }> {
  const content = await fs.promises.readFile(file);
  const [gz, br] = await Promise.all([
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  if (gz.length < content.length) await fs.promises.writeFile(`${file}.gz`, gz);
  if (br.length < content.length) await fs.promises.writeFile(`${file}.br`, br);
  return { bytes: content.length, gzipBytes: Math.min(gz.length, content.length), brotliBytes: Math.min(br.length, content.length) };
}

/**
 * Compresses the built web app once, at build time (config/precompress-plugin.ts runs it after `max build`), so the
 * server (server/middleware/serve-web.ts) sends brotli or gzip without compressing per request.
 */
export async function precompress(dir: string): Promise<PrecompressSummary> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  const results = await Promise.all(files.map(compressOne));
  const summary: PrecompressSummary = { files: results.length, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const one of results) {
    summary.bytes += one.bytes;
    summary.gzipBytes += one.gzipBytes;
    summary.brotliBytes += one.brotliBytes;
  }
  return summary;
}
