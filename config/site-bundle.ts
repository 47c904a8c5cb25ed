/**
 * Builds the public site's script (site/client.tsx: React, the site's blocks, qrcode.react — not the console's
 * code) into dist/site/site.<hash>.js with esbuild, and writes dist/site/manifest.json naming it; the server's
 * page renderer (server/site/) links it. Run by the web build (config/precompress-plugin.ts) before compression.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { build } from 'esbuild';

export const SITE_MANIFEST = 'site/manifest.json';

export async function buildSiteBundle(outputDir: string): Promise<{ file: string; bytes: number }> {
  const outdir = path.join(outputDir, 'site');
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.resolve(__dirname, '../site/client.tsx')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    outfile: path.join(outdir, 'site.js'),
    legalComments: 'none',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].contents;
  // A hex content hash in the name: the server caches such files for a year (server/middleware/serve-web.ts).
  const file = `site/site.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
  fs.mkdirSync(outdir, { recursive: true });
  fs.writeFileSync(path.join(outputDir, file), code);
  fs.writeFileSync(path.join(outputDir, SITE_MANIFEST), JSON.stringify({ script: `/${file}` }));
  return { file, bytes: fs.statSync(path.join(outputDir, file)).size };
}

if (require.main === module) {
  buildSiteBundle(path.resolve(__dirname, '../dist')).then(({ file, bytes }) => console.log(`site bundle ${file}: ${(bytes / 1024).toFixed(0)} KB`));
}
