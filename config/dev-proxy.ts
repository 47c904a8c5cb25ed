import type { ClientRequest, IncomingMessage } from 'node:http';

/**
 * `npm run dev`: the dev server's /api proxy to the server `npm start` runs (port 8000).
 *
 * The server trusts the session cookie only from its own pages (Origin, else Referer). With changeOrigin umi
 * already gives a proxied request the target's Origin; the Referer of a page of the dev server itself (an
 * `<img src>` of a stored file) is given the target's origin the same way, so `npm run dev` needs no APP_ORIGINS.
 * Any other Referer passes unchanged.
 */
export function devProxy(target: string) {
  return {
    target,
    changeOrigin: true,
    onProxyReq: (proxyReq: Pick<ClientRequest, 'setHeader'>, req: Pick<IncomingMessage, 'headers'>) => {
      const referer = req.headers.referer;
      if (!referer || !req.headers.host) return;
      try {
        const page = new URL(referer);
        if (page.origin === new URL(`http://${req.headers.host}`).origin) proxyReq.setHeader('referer', new URL(`${page.pathname}${page.search}`, target).href);
      } catch {
        // not a URL: passed on as it is, and the server refuses it
      }
    },
  };
}
