import { comesFromOwnPages, parseAppOrigins } from '../../server/http/request-origin';
import { loadServerConfig } from '../../config/server';

/** A request to https://console.example.com with these headers. */
const request = (headers: Record<string, string>, host = 'console.example.com') => ({
  protocol: 'https',
  host,
  get: (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '',
});

describe('APP_ORIGINS', () => {
  test('bare origins, normalised; unset is none', () => {
    expect(parseAppOrigins(undefined)).toEqual([]);
    expect(parseAppOrigins(' http://localhost:8001 , HTTPS://Console.Example.com:443/ ')).toEqual(['http://localhost:8001', 'https://console.example.com']);
  });

  test('an entry that is not a bare http(s) origin stops the start, naming it', () => {
    for (const bad of ['localhost:8001', 'https://a.example/path', 'ftp://a.example', 'null', '*', 'https://a.example?x=1']) {
      expect(() => loadServerConfig({ APP_ORIGINS: bad })).toThrow(`APP_ORIGINS entry "${bad}"`);
    }
  });
});

describe('comesFromOwnPages', () => {
  test('the own origin is compared as an origin: case and default port do not matter, scheme and port do', () => {
    expect(comesFromOwnPages(request({ Origin: 'https://console.example.com' }, 'Console.Example.com:443'), [])).toBe(true);
    expect(comesFromOwnPages(request({ Referer: 'https://console.example.com:443/merchant?a=1#b' }), [])).toBe(true);
    expect(comesFromOwnPages(request({ Origin: 'http://console.example.com' }), [])).toBe(false);
    expect(comesFromOwnPages(request({ Origin: 'https://console.example.com:8443' }), [])).toBe(false);
  });

  test('Origin decides before Referer; cross-site always refuses; a request naming no page only with same-origin, none or nothing', () => {
    expect(comesFromOwnPages(request({ Origin: 'https://evil.example', Referer: 'https://console.example.com/' }), [])).toBe(false);
    expect(comesFromOwnPages(request({ Origin: 'https://console.example.com', 'Sec-Fetch-Site': 'cross-site' }), [])).toBe(false);
    expect(comesFromOwnPages(request({ 'Sec-Fetch-Site': 'Same-Origin' }), [])).toBe(true);
    expect(comesFromOwnPages(request({ 'Sec-Fetch-Site': 'none' }), [])).toBe(true);
    expect(comesFromOwnPages(request({}), [])).toBe(true);
    expect(comesFromOwnPages(request({ 'Sec-Fetch-Site': 'same-site' }), [])).toBe(false);
    expect(comesFromOwnPages(request({ Origin: 'https://dev.example.com', 'Sec-Fetch-Site': 'same-site' }), ['https://dev.example.com'])).toBe(true);
  });
});
