/**
 * The umi plugin that runs precompress.ts once `max build` has written dist/, and prints the sizes it saved.
 */
import type { IApi } from '@umijs/max';
import { precompress } from './precompress';
import { buildSiteBundle } from './site-bundle';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** umi plugin: after `max build` has written dist/ (index.html included), builds the site's script, then writes the brotli and gzip copies. */
export default function precompressPlugin(api: IApi) {
  api.onBuildHtmlComplete(async () => {
    // The public site's own script goes into dist/ first, so it is compressed with the rest.
    const site = await buildSiteBundle(api.paths.absOutputPath);
    console.log(`site bundle ${site.file}: ${kb(site.bytes)}`);
    const summary = await precompress(api.paths.absOutputPath);
    console.log(`precompressed ${summary.files} files: ${kb(summary.bytes)} → brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`);
  });
}
