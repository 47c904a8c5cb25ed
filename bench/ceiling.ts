import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

/** The ceiling: a bare Koa handler answering the success envelope, on its own loopback port. */
export async function startCeiling(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { code: 2000, msg: 'ok', data: null };
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
