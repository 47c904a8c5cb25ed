/** A readable place for an address; the server has no geo database, so it tells local from public. */
export function locationOf(ip: string): string {
  const address = ip.replace(/^::ffff:/, '');
  if (address === '127.0.0.1' || address === '::1') return '本机';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(address)) return '局域网';
  return '未知';
}
