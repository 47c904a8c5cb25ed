import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy } from '@umijs/bundler-utils';
import { devProxy } from '../../config/dev-proxy';

/**
 * `npm run dev` through umi's own proxy (createProxy, as the dev server mounts config.proxy): a page of the dev
 * server reaches the API server with the API server's origin in Origin and Referer, so the session cookie is
 * taken as coming from the app's own pages; another site's Referer is passed on unchanged for the server to refuse.
 */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

let api: http.Server;
let dev: http.Server;
let apiOrigin: string;
let devOrigin: string;
beforeAll(async () => {
  api = http.createServer((req, res) => res.end(JSON.stringify({ origin: req.headers.origin, referer: req.headers.referer, host: req.headers.host })));
  apiOrigin = await listen(api);
  const handlers: Handler[] = [];
  // The dev server is an express app; createProxy only calls its `use`.
  const app = { use: (handler: Handler) => handlers.push(handler) } as unknown as Parameters<typeof createProxy>[1];
  createProxy({ '/api': devProxy(apiOrigin) }, app);
  dev = http.createServer((req, res) => {
    const run = (i: number): void => (i < handlers.length ? handlers[i](req, res, () => run(i + 1)) : void res.end('page'));
    run(0);
  });
  devOrigin = await listen(dev);
});
afterAll(async () => {
  await new Promise((resolve) => dev.close(resolve));
  await new Promise((resolve) => api.close(resolve));
});

const seen = async (headers: Record<string, string>) => (await fetch(`${devOrigin}/api/business/storage/file/1/a.png`, { headers })).json();

test('a dev page’s Origin and Referer reach the API server as its own origin', async () => {
  expect(await seen({ Referer: `${devOrigin}/merchant/company?tab=1` })).toEqual({ host: new URL(apiOrigin).host, referer: `${apiOrigin}/merchant/company?tab=1` });
  expect((await seen({ Origin: devOrigin })).origin).toBe(apiOrigin);
});

test('another site’s Referer is passed on unchanged', async () => {
  expect((await seen({ Referer: 'https://evil.example/page' })).referer).toBe('https://evil.example/page');
});
