import type { Context } from 'koa';

/** A readable place for an address; the server has no geo database, so it tells local from public. */
export function locationOf(ip: string): string {
  const address = ip.replace(/^::ffff:/, '');
  if (address === '127.0.0.1' || address === '::1') return '本机';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(address)) return '局域网';
  return '未知';
}

/**
 * Koa's proxy settings from `TRUST_PROXY`: unset or 0 trusts no `X-Forwarded-For`; `n` (1 = one load balancer)
 * trusts the last n entries only, the ones our own proxies appended. Taking the first entry instead would let a
 * client name any address it likes and step around the per-address limits.
 */
export function proxySettings(env: NodeJS.ProcessEnv = process.env): { proxy: boolean; maxIpsCount: number } {
  const hops = Number(env.TRUST_PROXY || 0);
  return Number.isSafeInteger(hops) && hops > 0 ? { proxy: true, maxIpsCount: hops } : { proxy: false, maxIpsCount: 0 };
}

/**
 * The address a rate limit counts: the client's IPv4 address, or the /64 network of an IPv6 one (one host
 * commonly holds a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function clientAddress(ctx: Pick<Context, 'ip'>): string {
  const address = (ctx.ip || 'unknown').replace(/^::ffff:/, '');
  if (!address.includes(':')) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded (a zone id such as `%eth0` dropped). */
function expandIpv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - left.length - right.length);
  return [...left, ...Array(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
