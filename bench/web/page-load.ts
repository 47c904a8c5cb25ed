import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** One JS or CSS file a page downloaded. */
export interface Asset {
  path: string;
  type: 'script' | 'stylesheet';
  /** Body bytes as they crossed the wire (compressed when the server compressed them). */
  wireBytes: number;
  /** The file's size gzip-compressed (its build-time .gz copy, else gzip -9 of it): the unit of the aims. */
  gzipBytes: number;
  encoding: string;
  text: string;
}

export interface PageLoad {
  assets: Asset[];
  /** First contentful paint (Performance API `paint` entry), ms from navigation start. */
  fcpMs: number | undefined;
  /** Largest contentful paint: when the page's main content (the login form's card) was drawn. */
  lcpMs: number | undefined;
}

export const sum = (assets: Asset[], key: 'wireBytes' | 'gzipBytes') => assets.reduce((total, asset) => total + asset[key], 0);

/** gzip size of a file of the build, from its precompressed copy when there is one. */
export function gzipSize(distDir: string, urlPath: string): number {
  const file = path.join(distDir, decodeURIComponent(urlPath));
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Collects every script and stylesheet the page downloads from now on. */
export function recordAssets(page: Page, distDir: string): () => Promise<Asset[]> {
  const pending: Promise<Asset | undefined>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        if (!response) return undefined;
        const urlPath = new URL(request.url()).pathname;
        return {
          path: urlPath,
          type,
          wireBytes: sizes.responseBodySize,
          gzipBytes: gzipSize(distDir, urlPath),
          encoding: response.headers()['content-encoding'] ?? 'identity',
          // A response of a page navigated away from has no body left to read.
          text: (await response.body().catch(() => Buffer.alloc(0))).toString(),
        };
      })(),
    );
  });
  return async () => (await Promise.all(pending)).filter((asset): asset is Asset => asset !== undefined);
}

export const firstContentfulPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime as number | undefined);

/** The last largest-contentful-paint entry so far (the API only reports them to an observer). */
export const largestContentfulPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | undefined>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(undefined), 1000);
      }),
  );

/**
 * Opens `url` in a fresh browser context (empty cache), waits until the network is idle (lazy chunks included)
 * and `ready` is visible, and answers what was downloaded and the first contentful paint.
 */
export async function loadCold(browser: Browser, url: string, distDir: string, ready: string, options: BrowserContextOptions = {}): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', ...options });
  try {
    const page = await context.newPage();
    const assets = recordAssets(page, distDir);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    return { assets: await assets(), fcpMs: await firstContentfulPaint(page), lcpMs: await largestContentfulPaint(page) };
  } finally {
    await context.close();
  }
}
