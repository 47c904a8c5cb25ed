/**
 * The umi plugin that runs precompress.ts once `max build` has written dist/, and prints the sizes it saved.
 */
import type { IApi } from '@umijs/max';
import { precompress } from './precompress';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** umi plugin: after `max build` has written dist/ (index.html included), writes the brotli and gzip copies. */
export default function precompressPlugin(api: IApi) {
  api.onBuildHtmlComplete(async () => {
    const summary = await precompress(api.paths.absOutputPath);
    console.log(`precompressed ${summary.files} files: ${kb(summary.bytes)} → brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`);
  });
}
