/**
 * `npm run bench:web`: the weight of the web app as Chromium loads it. Builds nothing: give it a built dist/
 * (`npm run build`), or another build folder as the first argument. The server runs in a process of its own
 * (bench/web/serve.ts) on a fresh seeded database; each page is opened in a fresh browser context (empty cache).
 * Prints a markdown table (also written to bench/web/last-result.md) of the JS+CSS each page transferred, gzip
 * and as on the wire, with first contentful paint of /login and of the public site's pages (server-rendered: the
 * home page, a product page, the help center), against the aims.
 *
 * BENCH_WEB_RUNS (default 5): cold loads of /login for the FCP median.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../../tests/e2e/browser';
import demo from '../../seeds/demo.json';
import { startServer } from '../processes';
import { heavyCodeIn } from './heavy-code';
import { loadCold } from './page-load';
import { AIMS, webTable, type MeasuredPage, type SitePaint } from './report';

const DIST = path.resolve(process.argv[2] ?? 'dist');
const RUNS = Number(process.env.BENCH_WEB_RUNS || 5);
const ADMIN = demo.companies[0];
const log = (text: string) => process.stderr.write(`${text}\n`);

/** The demo administrator's token for 演示科技有限公司, asked of the API as the login page does. */
async function adminToken(base: string): Promise<string> {
  const companies = await (await fetch(`${base}/api/admin/company/selectCompanyByUserName?userName=${ADMIN.admin.mobile}`)).json();
  const company = companies.data.find((c: { companyName: string }) => c.companyName === ADMIN.companyName);
  const form = new URLSearchParams({ username: ADMIN.admin.mobile, password: demo.password, tenantId: String(company.tenantId), grant_type: 'password' });
  const reply = await fetch(`${base}/api/auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const body = await reply.json();
  if (!body.access_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    log(`no web build in ${DIST}: run \`npm run build\` first`);
    process.exit(1);
  }
  const server = await startServer('web app', ['--import', 'tsx', path.join(__dirname, 'serve.ts')], { WEB_DIR: DIST, SCHEMA_WATCH: '0' });
  const browser = await launchChromium();
  try {
    const login = `${server.base}/login`;
    const loginReady = 'input[placeholder="手机号"]';
    await loadCold(browser, login, DIST, loginReady); // the server's first answers warm its file system cache
    const loginLoads = [];
    for (let run = 0; run < RUNS; run++) loginLoads.push(await loadCold(browser, login, DIST, loginReady));
    const fcps = loginLoads.map((load) => load.fcpMs ?? Number.NaN);
    const lcps = loginLoads.map((load) => load.lcpMs ?? Number.NaN);

    const token = await adminToken(server.base);
    const session = { storageState: { cookies: [{ name: 'Authorization', value: encodeURIComponent(`Bearer ${token}`), domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }], origins: [] } };
    const consolePage = async (label: string, urlPath: string, ready: string): Promise<MeasuredPage> => {
      const load = await loadCold(browser, `${server.base}${urlPath}`, DIST, ready, session);
      return { label, path: urlPath, load, aimKb: AIMS.consoleKb, heavy: [] };
    };
    const pages: MeasuredPage[] = [
      { label: 'Login', path: '/login', load: loginLoads[0], aimKb: AIMS.loginKb, heavy: heavyCodeIn(loginLoads[0].assets) },
      await consolePage('Workbench', '/merchant', 'text=我的应用'),
      await consolePage('System management, company', '/merchantManagement?contentIndex=company', 'text=所在地区'),
      await consolePage('System management, users', '/merchantManagement?contentIndex=user', 'tr.ant-table-row'),
    ];
    // The public site: its script's weight, and first paint of three kinds of page.
    const sitePaints: SitePaint[] = [];
    for (const [urlPath, ready] of [['/', 'h1'], ['/projectmake', 'h1'], ['/applicationHelpCenter', 'h1']] as const) {
      const loads = [];
      for (let run = 0; run < RUNS; run++) loads.push(await loadCold(browser, `${server.base}${urlPath}`, DIST, ready));
      sitePaints.push({ path: urlPath, fcps: loads.map((load) => load.fcpMs ?? Number.NaN) });
      if (urlPath === '/projectmake') pages.push({ label: 'Public site, 云ERP', path: urlPath, load: loads[0], aimKb: AIMS.siteKb, heavy: heavyCodeIn(loads[0].assets) });
    }
    const table = webTable(pages, fcps, lcps, sitePaints);
    fs.writeFileSync(path.join(__dirname, 'last-result.md'), `${table}\n`);
    console.log(table);
    for (const page of pages) log(`${page.path}: ${page.load.assets.map((asset) => `${asset.path} ${(asset.gzipBytes / 1024).toFixed(1)}K`).join(', ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
