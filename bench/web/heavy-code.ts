/**
 * How to tell, from the files a page downloaded, that it pulled in code the public pages must not load.
 * Each marker is a string that survives minification and appears only in that code.
 */
export const HEAVY_CODE: { name: string; marker: string }[] = [
  { name: 'ProComponents', marker: 'ant-pro' },
  { name: 'echarts', marker: '_echarts_instance_' },
  { name: 'react-jsonschema-form', marker: 'rjsf' },
];

/** Route chunks of the console areas (umi names a route's chunk p__<folder>__index). */
export const CONSOLE_CHUNK = /^\/?p__(merchant|merchantManagement|operator)__/;

/** The heavy code and console chunks found in downloaded files (path and text of each). */
export function heavyCodeIn(files: { path: string; text: string }[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    if (CONSOLE_CHUNK.test(file.path.split('/').pop() ?? '')) found.add(`console chunk ${file.path}`);
    for (const { name, marker } of HEAVY_CODE) if (file.text.includes(marker)) found.add(`${name} in ${file.path}`);
  }
  return [...found];
}
