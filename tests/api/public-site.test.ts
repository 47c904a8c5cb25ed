import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The public site without JavaScript (issue 30): every page of schemas/site/pages/ answers its own server-rendered
 * HTML — heading, main text, <title>, description, canonical and Open Graph tags — the market pages list the
 * catalogue the application centre sells with the server's prices, /sitemap.xml and /robots.txt list the site and
 * keep the console out, and a mobile browser gets the blocks alone.
 */
const PAGES_DIR = path.resolve(__dirname, '../../schemas/site/pages');
const pages = fs.readdirSync(PAGES_DIR).map((name) => JSON.parse(fs.readFileSync(path.join(PAGES_DIR, name), 'utf8')));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const decode = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const h1Of = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<!-- -->/g, '') ?? '');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaOf = (html: string, attribute: string, name: string) => decode(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');

/** The heading each page's first block gives it, as the file says. */
function expectedHeading(page: any): string | undefined {
  const first = page.blocks[0];
  if (first.kind === 'hero' || first.kind === 'helpCenter') return first.title;
  if (first.kind === 'carousel') return first.slides[0].title;
  return undefined;
}

describe('every public page without JavaScript', () => {
  it.each(pages.map((page) => [page.route, page]))('%s: its heading, main text, title, description, canonical and Open Graph', async (route, page) => {
    const res = await server.request.get(route as string).set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36');
    expect([200, 404]).toContain(res.status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(titleOf(html)).toBe(`${page.title}｜云商务平台`);
    expect(metaOf(html, 'name', 'description')).toBe(page.description);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${route === '/' ? '/' : route}"`));
    expect(metaOf(html, 'property', 'og:title')).toBe(`${page.title}｜云商务平台`);
    expect(metaOf(html, 'property', 'og:description')).toBe(page.description);
    const heading = expectedHeading(page);
    if (heading) expect(h1Of(html)).toBe(heading);
    else expect(h1Of(html).length).toBeGreaterThan(0);
    // The main text is in the answer: every block's first line of content.
    for (const block of page.blocks.filter((candidate: any) => typeof candidate.subtitle === 'string')) expect(decode(html)).toContain(block.subtitle);
    // The header (Status of the page marked) and the footer.
    expect(html).toMatch(new RegExp(`<li class="active" data-status="${page.nav}">`));
    expect(html).toContain('<footer class="site-footer"');
    expect(html).toContain('<aside class="site-service"');
    expect(html).toContain('用户协议');
  });

  it('a page is the console app nowhere: / is the home page, not the console shell', async () => {
    const res = await server.request.get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="site">');
    expect(res.text).not.toContain('umi');
  });
});

describe('the market pages list the real catalogue', () => {
  it('应用市场 lists every app with its lowest package price; 增值服务 every service', async () => {
    const catalogue = (await server.services.data.rows('AppCatalog').findAll({ raw: true })) as any[];
    const packages = (await server.services.data.rows('CatalogPackage').findAll({ raw: true })) as any[];
    const apps = catalogue.filter((row) => row.kind === 0);
    const services = catalogue.filter((row) => row.kind === 1);
    expect(apps.length).toBeGreaterThan(3);
    expect(services.length).toBeGreaterThan(3);
    const market = decode((await server.request.get('/applicationMarket')).text);
    const valueAdded = decode((await server.request.get('/applicationMarkets')).text);
    for (const app of apps) {
      expect(market).toContain(app.name);
      expect(valueAdded).not.toContain(`href="/applicationDetail?id=${app.id}"`);
      const prices = packages.filter((row) => row.appId === app.id).map((row) => Number(row.price));
      if (prices.length) {
        const low = Math.min(...prices) / 100;
        expect(market).toContain(`¥${low.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
      }
    }
    for (const service of services) expect(valueAdded).toContain(service.name);
  });

  it('a price changed on the server is the price the page shows', async () => {
    const app = (await server.services.data.rows('AppCatalog').findOne({ where: { kind: 0 }, order: [['sort', 'ASC'], ['id', 'ASC']], raw: true })) as any;
    const cheapest = ((await server.services.data.rows('CatalogPackage').findAll({ where: { appId: app.id }, order: [['price', 'ASC']], raw: true })) as any[])[0];
    await server.services.data.rows('CatalogPackage').update({ price: 123456 }, { where: { id: cheapest.id } });
    const detail = decode((await server.request.get(`/applicationDetail?id=${app.id}`)).text);
    expect(detail).toContain('¥1,234.56');
  });

  it('an application detail is titled by the entry; an unknown or malformed id reads as a 404 page', async () => {
    const app = (await server.services.data.rows('AppCatalog').findOne({ where: { kind: 1 }, raw: true })) as any;
    const res = await server.request.get(`/applicationDetail?id=${app.id}`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(app.name);
    expect(titleOf(res.text)).toBe(`${app.name} - 应用详情｜云商务平台`);
    expect(res.text).toContain(`<link rel="canonical" href="http://127.0.0.1:${server.port}/applicationDetail?id=${app.id}"`);
    for (const id of ['999999', 'abc', '<script>alert(1)</script>']) {
      const missing = await server.request.get(`/applicationDetail?id=${encodeURIComponent(id)}`);
      expect(missing.status).toBe(404);
      expect(missing.text).not.toContain('<script>alert(1)');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists the public pages and nothing of the console', async () => {
    const res = await server.request.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(locs.sort()).toEqual(pages.filter((page) => page.sitemap !== false).map((page) => page.route).sort());
    expect(locs).not.toContain('/merchant');
  });

  it('robots.txt keeps the console and the API out and names the sitemap', async () => {
    const res = await server.request.get('/robots.txt');
    expect(res.status).toBe(200);
    for (const route of ['/api/', '/merchant', '/merchantManagement', '/operator', '/settings']) expect(res.text).toContain(`Disallow: ${route}\n`);
    expect(res.text).not.toMatch(/Disallow: \/\n/);
    expect(res.text).toContain(`Sitemap: http://127.0.0.1:${server.port}/sitemap.xml`);
  });
});

describe('a mobile browser', () => {
  it('gets the blocks alone: no header, footer or service panel', async () => {
    const res = await server.request.get('/yuncrm').set('User-Agent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    expect(res.status).toBe(200);
    expect(h1Of(res.text).length).toBeGreaterThan(0);
    expect(res.text).not.toContain('<header class="site-header"');
    expect(res.text).not.toContain('<footer class="site-footer"');
    expect(res.text).not.toContain('<aside class="site-service"');
  });
});
