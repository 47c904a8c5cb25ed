import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import supertest from 'supertest';
import { LiveRouter, type MountedRoutes } from '../../server/http/live-router';
import { RouteTable } from '../../server/http/route-table';

/** A one-route generation answering `answer`; its handler waits for `gate` when given one. */
function generation(answer: string, gate?: Promise<void>): MountedRoutes {
  const router = new Router();
  const routes = new RouteTable(router, () => (_ctx, next) => next());
  routes.add({
    method: 'GET',
    path: '/which',
    object: 'public',
    action: 'read',
    handler: async (ctx) => {
      await gate;
      ctx.body = answer;
    },
  });
  if (answer === 'new') routes.add({ method: 'GET', path: '/added', object: 'public', action: 'read', handler: (ctx) => void (ctx.body = 'added') });
  return { router, routes };
}

test('a swap serves new requests from the new routes while a request in flight finishes on the old ones', async () => {
  let open!: () => void;
  const live = new LiveRouter(generation('old', new Promise<void>((resolve) => (open = resolve))));
  const app = new Koa();
  app.use(live.middleware());
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const request = supertest(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  try {
    const inFlight = request.get('/which').then((res) => res.text);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await request.get('/added')).status).toBe(404);

    let drained = false;
    const swapped = live.swap(generation('new')).then(() => (drained = true));
    expect(live.routes.routes.has('GET /added')).toBe(true);
    expect((await request.get('/which')).text).toBe('new');
    expect((await request.get('/added')).text).toBe('added');
    expect(drained).toBe(false);

    open();
    expect(await inFlight).toBe('old');
    await swapped;
    expect(drained).toBe(true);
    // An unknown method on a known path still answers 405 through the live routes.
    expect((await request.post('/which')).status).toBe(405);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a swap with no request in flight is done at once', async () => {
  const live = new LiveRouter(generation('old'));
  await expect(live.swap(generation('new'))).resolves.toBeUndefined();
});
