import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../support/test-server';
import { precompress } from '../../config/precompress';

/** A tiny stand-in for dist/: what `max build` writes, then compressed the way the build plugin does. */
const SCRIPT = `console.log(${JSON.stringify('云商务平台 '.repeat(400))});\n`;
const INDEX = '<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"></head><body><div id="root"></div><script src="/umi.1a2b3c4d.js"></script></body></html>';
let webDir: string;
let server: TestServer;
let base: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDir, 'umi.1a2b3c4d.js'), SCRIPT);
  fs.writeFileSync(path.join(webDir, 'p__login__index.0f9e8d7c.chunk.css'), `.a{color:red}${'.b{margin:0 auto;padding:4px}'.repeat(60)}`);
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"/>');
  fs.mkdirSync(path.join(webDir, 'app-logos'));
  fs.writeFileSync(path.join(webDir, 'app-logos', 'MSA1001.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  fs.writeFileSync(path.join(webDir, '.secret'), 'not for the web');
  await precompress(webDir);
  server = await startTestServer({ seed: false, env: { webDir } as any });
  base = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as sent, not decoded (supertest would decompress them). */
function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('precompressed files at build time (config/precompress.ts)', () => {
  test('writes brotli and gzip copies of text files of 1 KB or more, and none of smaller ones', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(webDir, 'umi.1a2b3c4d.js.br'))).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(webDir, 'umi.1a2b3c4d.js.gz'))).toString()).toBe(SCRIPT);
    expect(fs.existsSync(path.join(webDir, 'app-logos', 'MSA1001.svg.br'))).toBe(true);
    expect(fs.existsSync(path.join(webDir, 'favicon.svg.gz'))).toBe(false);
    expect(fs.existsSync(path.join(webDir, 'index.html.br'))).toBe(false);
  });
});

describe('GET of a built file: encoding negotiated from Accept-Encoding', () => {
  test('a browser that accepts br gets the brotli copy, with Vary and a year of immutable caching', async () => {
    const res = await get('/umi.1a2b3c4d.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  test('gzip only → the gzip copy; weights are honoured and q=0 refuses an encoding', async () => {
    for (const header of ['gzip', 'gzip, deflate', 'br;q=0.5, gzip', 'br;q=0, gzip;q=0.1', 'GZIP']) {
      const res = await get('/umi.1a2b3c4d.js', { 'Accept-Encoding': header });
      expect([header, res.headers['content-encoding']]).toEqual([header, 'gzip']);
      expect(zlib.gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  test('no header, identity, or only encodings the build did not make → the file as it is, still with Vary', async () => {
    for (const header of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/umi.1a2b3c4d.js', header === undefined ? {} : { 'Accept-Encoding': header });
      expect([header, res.headers['content-encoding']]).toEqual([header, undefined]);
      expect(res.body.toString()).toBe(SCRIPT);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  test('* accepts any encoding: brotli', async () => {
    const res = await get('/p__login__index.0f9e8d7c.chunk.css', { 'Accept-Encoding': '*' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('a small file has no compressed copy: sent as it is, without Vary; unhashed files are cached for an hour', async () => {
    const res = await get('/favicon.svg', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const logo = await get('/app-logos/MSA1001.svg', { 'Accept-Encoding': 'gzip' });
    expect([logo.headers['content-encoding'], logo.headers['cache-control']]).toEqual(['gzip', 'public, max-age=3600']);
  });

  test('HEAD answers the headers of the chosen copy and no body', async () => {
    const res = await get('/umi.1a2b3c4d.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(webDir, 'umi.1a2b3c4d.js.gz')).size);
    expect(res.body.length).toBe(0);
  });

  test('a repeated request with the ETag gets 304; each copy has its own ETag', async () => {
    const first = await get('/umi.1a2b3c4d.js', { 'Accept-Encoding': 'br' });
    const again = await get('/umi.1a2b3c4d.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const gzip = await get('/umi.1a2b3c4d.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('index.html and page routes', () => {
  test('any page route of the console answers index.html with no-cache (revalidated on every load)', async () => {
    for (const route of ['/index.html', '/login', '/merchantManagement', '/a/deep/page']) {
      const res = await get(route, { 'Accept-Encoding': 'gzip, br' });
      expect([route, res.status, res.headers['cache-control']]).toEqual([route, 200, 'no-cache']);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.toString()).toBe(INDEX);
    }
  });

  test('/ is the public site\'s home page, rendered by the server, not the console app', async () => {
    const res = await get('/', { 'Accept-Encoding': 'gzip, br' });
    expect([res.status, res.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(res.body.toString()).not.toBe(INDEX);
    expect(res.body.toString()).toContain('<div id="site">');
  });

  test('index.html revalidates to 304 when unchanged', async () => {
    const first = await get('/login');
    expect((await get('/merchant', { 'If-None-Match': String(first.headers.etag) })).status).toBe(304);
  });

  test('a missing file with an extension is 404, not the page', async () => {
    const res = await get('/umi.00000000.js');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<div id="root">');
  });

  test('hidden files and paths that climb out of the web folder are not served (404, or the page for a route)', async () => {
    for (const route of ['/.secret', '/..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/app-logos/..%2f..%2f.secret', '/%2e%2e']) {
      const res = await get(route);
      const body = res.body.toString();
      expect([route, body.includes('not for the web') || body.includes('"dependencies"')]).toEqual([route, false]);
      // A path that resolves to / (`/%2e%2e`) is the public site's home page.
      expect([route, res.status === 404 || body === INDEX || body.includes('<div id="site">')]).toEqual([route, true]);
    }
  });

  test('API paths are never answered with the page', async () => {
    const res = await get('/api/no/such/route');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
