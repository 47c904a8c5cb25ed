/**
 * The public site's answers, before the web app's files: each site page's server-rendered HTML at its route,
 * /sitemap.xml (the site's pages) and /robots.txt (the console and the API kept out). Anyone may read them.
 */
import type { Context, Middleware } from 'koa';
import type { Services } from '../services';
import type { AreaSpec } from '../engine/area-types';
import type { SitePageSpec } from '../engine/site-page-types';
import { renderSiteHtml, siteScript } from './render-site';
import { siteData } from './site-data';

/** Phones and small tablets get the bare view (spec doc 1 §2). */
const MOBILE = /Android.+Mobile|iPhone|iPod|Windows Phone|HarmonyOS.+Mobile|MicroMessenger.+Mobile/i;

/** The console's routes, kept out of search engines. */
const CONSOLE_PREFIXES = ['/api/', '/merchant', '/merchantManagement', '/merchantAttendance', '/merchantApplication', '/operator', '/noticeManager', '/selectedCondition', '/settings', '/sellApplication', '/cost', '/settlement', '/registerStep'];

const publicArea = (services: Services): AreaSpec | undefined => services.areas.find((area) => area.domain === 'public');

/** The site's own address: SITE_ORIGIN, else the request's scheme and host (not `ctx.origin`: in Koa 3 that is the Origin header). */
function originOf(services: Services, ctx: Context): string {
  return services.config.siteOrigin ?? `${ctx.protocol}://${ctx.host}`;
}

function canonical(origin: string, page: SitePageSpec, query: Record<string, string>): string {
  const params = new URLSearchParams(query).toString();
  return `${origin}${page.route}${params ? `?${params}` : ''}`;
}

/** The head's title: a detail page is titled by what it shows. */
function titleOf(page: SitePageSpec, blocks: { kind: string; data?: unknown }[]): string {
  const detail = blocks.find((block) => block.kind === 'appDetail');
  const name = (detail?.data as { name?: string } | null | undefined)?.name;
  return name ? `${name} - ${page.title}` : page.title;
}

function sitemap(origin: string, area: AreaSpec): string {
  const urls = area.sitePages
    .filter((page) => page.sitemap)
    .map((page) => `  <url><loc>${origin}${page.route}</loc><changefreq>weekly</changefreq><priority>${page.route === '/' ? '1.0' : '0.8'}</priority></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const robots = (origin: string) => `User-agent: *\n${CONSOLE_PREFIXES.map((prefix) => `Disallow: ${prefix}`).join('\n')}\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

export function serveSite(services: Services): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const area = publicArea(services);
    if (!area) return next();
    const origin = originOf(services, ctx);
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.body = sitemap(origin, area);
      return;
    }
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.body = robots(origin);
      return;
    }
    const page = area.sitePages.find((candidate) => candidate.route === ctx.path);
    if (!page) return next();
    const data = await siteData(services, area, page, { query: ctx.query, mobile: MOBILE.test(ctx.get('User-Agent')), origin });
    // A detail page of nothing still reads as a page, but says so to search engines.
    if (data.blocks.some((block) => block.kind === 'appDetail' && block.data === null)) ctx.status = 404;
    ctx.type = 'text/html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Vary', 'User-Agent');
    ctx.body = renderSiteHtml(data, { title: titleOf(page, data.blocks), description: page.description, canonical: canonical(origin, page, data.query), origin }, siteScript(services.config.webDir));
  };
}
