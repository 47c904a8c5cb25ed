import { windowPosition } from '../../server/providers/rate-limit/sliding-window';
import { clientAddress, proxySettings } from '../../server/http/client-address';
import { loadServerConfig } from '../../config/server';

/** The sliding-window estimate, the address a limit counts, and the limits' settings. */
describe('windowPosition', () => {
  const MINUTE = 60_000;
  test('at the start of a window the whole previous window counts', () => {
    expect(windowPosition(10 * MINUTE, MINUTE, 10, 6)).toEqual({ slot: 10, budget: 4 });
  });
  test('the previous window counts by the share still inside, rounded up', () => {
    expect(windowPosition(10 * MINUTE + 30_000, MINUTE, 10, 6)).toEqual({ slot: 10, budget: 7 });
    expect(windowPosition(10 * MINUTE + 45_000, MINUTE, 10, 5)).toEqual({ slot: 10, budget: 8 });
    expect(windowPosition(10 * MINUTE + 59_999, MINUTE, 10, 5)).toEqual({ slot: 10, budget: 9 });
  });
  test('a full previous window leaves nothing at first', () => {
    expect(windowPosition(10 * MINUTE + 1000, MINUTE, 10, 10).budget).toBe(0);
  });
});

describe('clientAddress', () => {
  test('IPv4, IPv4-mapped IPv6, and an IPv6 address counted by its /64', () => {
    expect(clientAddress({ ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(clientAddress({ ip: '::ffff:203.0.113.9' })).toBe('203.0.113.9');
    expect(clientAddress({ ip: '2001:db8:1:2:aaaa::1' })).toBe('2001:db8:1:2::/64');
    expect(clientAddress({ ip: '2001:DB8:1:2:bbbb:cccc:dddd:eeee' })).toBe('2001:db8:1:2::/64');
    expect(clientAddress({ ip: '2001:db8::1' })).toBe('2001:db8:0:0::/64');
    expect(clientAddress({ ip: '::1' })).toBe('0:0:0:0::/64');
  });
});

describe('proxySettings', () => {
  test('no TRUST_PROXY trusts no X-Forwarded-For; n trusts the last n hops only', () => {
    expect(proxySettings({})).toEqual({ proxy: false, maxIpsCount: 0 });
    expect(proxySettings({ TRUST_PROXY: '0' })).toEqual({ proxy: false, maxIpsCount: 0 });
    expect(proxySettings({ TRUST_PROXY: '1' })).toEqual({ proxy: true, maxIpsCount: 1 });
    expect(proxySettings({ TRUST_PROXY: '2' })).toEqual({ proxy: true, maxIpsCount: 2 });
    expect(proxySettings({ TRUST_PROXY: 'yes' })).toEqual({ proxy: false, maxIpsCount: 0 });
  });
});

describe('server config', () => {
  test('rate limits read limit/seconds from the environment, with defaults', () => {
    const config = loadServerConfig({ RATE_LIMIT_LOGIN_ADDRESS: '100/300' });
    expect(config.rateLimits.login.perAddress).toEqual({ limit: 100, seconds: 300 });
    expect(config.rateLimits.login.perAccount).toEqual({ limit: 10, seconds: 60 });
    expect(() => loadServerConfig({ RATE_LIMIT_SMS_ACCOUNT: 'ten' })).toThrow(/limit\/seconds/);
  });
  test('OAuth clients: own properties only', () => {
    const { oauthClients } = loadServerConfig({ OAUTH_CLIENTS: 'console:console,__proto__:x' });
    expect(Object.hasOwn(oauthClients, 'console')).toBe(true);
    expect(Object.hasOwn(oauthClients, 'toString')).toBe(false);
  });
  test('storage quota and the age of unreferenced files', () => {
    expect(loadServerConfig({}).storage).toEqual({ quotaBytes: 500 * 1024 * 1024, unreferencedHours: 24 });
    expect(loadServerConfig({ STORAGE_QUOTA_MB: '20' }).storage.quotaBytes).toBe(20 * 1024 * 1024);
  });
});
