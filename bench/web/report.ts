import { sum, type PageLoad } from './page-load';

export const AIMS = { loginKb: 250, consoleKb: 600, loginFcpMs: 400, siteKb: 150, siteFcpMs: 1000 };

export interface MeasuredPage {
  label: string;
  path: string;
  load: PageLoad;
  aimKb: number;
  heavy: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

function encodings(load: PageLoad): string {
  const names = [...new Set(load.assets.map((asset) => asset.encoding))];
  return names.join(', ');
}

/** The markdown table: transferred JS+CSS of each page (gzip, the aims' unit, and as on the wire), FCP of /login. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(', ');

/** The public site's first paint per page: the median of its cold loads. */
export interface SitePaint {
  path: string;
  fcps: number[];
}

export function webTable(pages: MeasuredPage[], loginFcps: number[], loginLcps: number[], sitePaints: SitePaint[] = []): string {
  const lines = [
    '| Page (cold cache) | JS+CSS files | JS+CSS gzip | Aim | Met | On the wire (encoding) |',
    '|---|---:|---:|---:|---|---:|',
    ...pages.map((page) => {
      const gzip = sum(page.load.assets, 'gzipBytes');
      return `| ${page.label} \`${page.path}\` | ${page.load.assets.length} | ${kb(gzip)} | ≤ ${page.aimKb} KB | ${met(gzip <= page.aimKb * 1024)} | ${kb(sum(page.load.assets, 'wireBytes'))} (${encodings(page.load)}) |`;
    }),
    '',
    '| Measure | Aim | Measured | Met |',
    '|---|---:|---:|---|',
    `| First contentful paint of \`/login\`, median of ${loginFcps.length} cold loads (${list(loginFcps)} ms) | < ${AIMS.loginFcpMs} ms | ${median(loginFcps).toFixed(0)} ms | ${met(median(loginFcps) < AIMS.loginFcpMs)} |`,
    `| Largest contentful paint of \`/login\` (the form drawn), same loads (${list(loginLcps)} ms) | — | ${median(loginLcps).toFixed(0)} ms | |`,
    ...sitePaints.map(
      (paint) => `| First contentful paint of the public page \`${paint.path}\`, median of ${paint.fcps.length} cold loads (${list(paint.fcps)} ms) | < ${AIMS.siteFcpMs} ms | ${median(paint.fcps).toFixed(0)} ms | ${met(median(paint.fcps) < AIMS.siteFcpMs)} |`,
    ),
    ...pages
      .filter((page) => page.aimKb === AIMS.loginKb || page.aimKb === AIMS.siteKb)
      .map((page) => `| ProComponents, echarts, rjsf or console chunks loaded by \`${page.path}\` | none | ${page.heavy.length ? page.heavy.join('; ') : 'none'} | ${met(page.heavy.length === 0)} |`),
  ];
  return lines.join('\n');
}
