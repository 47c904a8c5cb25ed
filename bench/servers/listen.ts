import http from 'node:http';
import type Koa from 'koa';

/** Listens on 127.0.0.1:`PORT` and ends cleanly on SIGTERM/SIGINT (so `--cpu-prof` writes its profile). */
export function listenOnLoopback(app: Koa, onClose: () => Promise<void> | void = () => {}): void {
  const port = Number(process.env.PORT);
  if (!port) throw new Error('PORT is required');
  const server = http.createServer(app.callback());
  server.listen(port, '127.0.0.1');
  const stop = () => {
    server.close();
    server.closeAllConnections();
    Promise.resolve(onClose()).finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
